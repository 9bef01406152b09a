import { singleTenant } from '../../lib/tenant-scope.js';
import type { CallContext, Handlers } from '../../rpc/call-context.js';
import { recordOf, requireSession, tenantOf } from '../../rpc/call-context.js';
import type { ClientProfilesService } from './client-profiles.service.js';

type Names = 'profileSummary' | 'profileForDomainsSummary' | 'profileForExtensionsSummary' | 'profileDetail' | 'profileCreateUpdate' | 'deleteProfile';

/** The domain the rpc layer's domain scope checked to be the tenant's. */
function checkedDomain(ctx: CallContext): string {
  const domain = ctx.scope?.domain;
  if (!domain) throw new Error('A domain-scoped call reached its handler without a resolved domain');
  return domain;
}

export function createClientProfilesHandlers(profiles: ClientProfilesService): Pick<Handlers, Names> {
  return {
    profileSummary: (_input, ctx) => profiles.primaries(tenantOf(ctx)),
    profileForDomainsSummary: (_input, ctx) => profiles.domainProfiles(singleTenant(tenantOf(ctx))),
    profileForExtensionsSummary: (_input, ctx) => profiles.extensionProfiles(singleTenant(tenantOf(ctx)), checkedDomain(ctx)),
    profileDetail: (_input, ctx) => profiles.detail(recordOf(ctx).id),
    profileCreateUpdate: async (input, ctx) => {
      // A refused update is audited against the profile it named.
      if (input.id !== undefined) ctx.audit.target = `client-profile:${input.id}`;
      const result = await profiles.save(requireSession(ctx), input);
      ctx.audit.target = `client-profile:${result.id}`;
      return result;
    },
    deleteProfile: async (_input, ctx) => {
      const record = recordOf(ctx);
      ctx.audit.target = `client-profile:${record.id}`;
      return profiles.remove(requireSession(ctx), record.id);
    },
  };
}
