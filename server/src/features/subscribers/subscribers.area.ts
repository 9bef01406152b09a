import type { ServerArea } from '../../wiring/server-area.js';
import { createSubscribersHandlers } from './subscribers.handlers.js';
import { createSubscribersService } from './subscribers.service.js';

/** The provider's tenants (subscribers), on the resource kit. */
export const subscribersArea: ServerArea = ({ db, config }) => ({
  handlers: createSubscribersHandlers(createSubscribersService({ db, superTenant: config.SUPER_TENANT_CLOUD_ID })),
});
