import type { Handlers } from '../../rpc/call-context.js';
import { tenantOf } from '../../rpc/call-context.js';
import { singleTenant } from '../../lib/tenant-scope.js';
import type { DomainsService } from './domains.service.js';

/** The scope has resolved the tenant: the caller's own, or the one the super tenant named. */
export function createDomainsHandlers(domains: DomainsService): Pick<Handlers, 'getTenantDomains'> {
  return {
    getTenantDomains: async (_input, ctx) => domains.list(singleTenant(tenantOf(ctx))),
  };
}
