import { clientProfileResource } from '@mamt/contract';
import { singleTenant } from '../../lib/tenant-scope.js';
import type { CallContext, Handlers } from '../../rpc/call-context.js';
import { tenantOf } from '../../rpc/call-context.js';
import { resourceHandlers } from '../../resources/resource-handlers.js';
import type { ClientProfilesService } from './client-profiles.service.js';

type Names = 'profileForDomainsSummary' | 'profileForExtensionsSummary';

/** The domain the rpc layer's domain scope checked to be the tenant's. */
function checkedDomain(ctx: CallContext): string {
  const domain = ctx.scope?.domain;
  if (!domain) throw new Error('A domain-scoped call reached its handler without a resolved domain');
  return domain;
}

export function createClientProfilesHandlers(profiles: ClientProfilesService): Pick<Handlers, Names> & ReturnType<typeof resourceHandlers<typeof clientProfileResource>> {
  return {
    ...resourceHandlers(clientProfileResource, profiles),
    profileForDomainsSummary: (_input, ctx) => profiles.domainProfiles(singleTenant(tenantOf(ctx))),
    profileForExtensionsSummary: (_input, ctx) => profiles.extensionProfiles(singleTenant(tenantOf(ctx)), checkedDomain(ctx)),
  };
}
