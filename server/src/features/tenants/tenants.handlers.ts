import { DEFAULTS, tenantResource } from '@mamt/contract';
import type { Handlers } from '../../rpc/call-context.js';
import { resourceHandlers } from '../../resources/resource-handlers.js';
import type { TenantsService } from './tenants.service.js';

export function createTenantsHandlers(tenants: TenantsService): Pick<Handlers, 'subscriberList' | 'getDefaults'> & ReturnType<typeof resourceHandlers<typeof tenantResource>> {
  return {
    ...resourceHandlers(tenantResource, tenants),
    subscriberList: () => tenants.pickList(),
    getDefaults: async () => DEFAULTS,
  };
}
