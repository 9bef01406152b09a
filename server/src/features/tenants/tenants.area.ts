import type { ServerArea } from '../../wiring/server-area.js';
import { createTenantsHandlers } from './tenants.handlers.js';
import { createTenantsService } from './tenants.service.js';

/** The provider's tenants (the spec's and the wire's "subscribers"), on the resource kit. */
export const tenantsArea: ServerArea = ({ db, config }) => ({
  handlers: createTenantsHandlers(createTenantsService({ db, superTenant: config.SUPER_TENANT_CLOUD_ID })),
});
