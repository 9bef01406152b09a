import type { Handlers } from '../../rpc/call-context.js';
import { recordOf, requireSession, tenantOf } from '../../rpc/call-context.js';
import { singleTenant } from '../../lib/tenant-scope.js';
import type { StaticAccountsService } from './static-accounts.service.js';

type Names = 'accountsSummary' | 'accountDetail' | 'createUpdateAccount' | 'deleteAccountDetail';

/** The rpc layer has checked the access rule (super tenant only) and resolved the tenant and record. */
export function createStaticAccountsHandlers(accounts: StaticAccountsService): Pick<Handlers, Names> {
  return {
    accountsSummary: (_input, ctx) => accounts.list(tenantOf(ctx)),
    accountDetail: (_input, ctx) => accounts.detail(recordOf(ctx).id),
    createUpdateAccount: async (input, ctx) => {
      if (input.id !== undefined) ctx.audit.target = `static-account:${input.id}`;
      const result = await accounts.save(input, singleTenant(tenantOf(ctx)), requireSession(ctx).userId);
      ctx.audit.target = `static-account:${result.id}`;
      return result;
    },
    deleteAccountDetail: async (_input, ctx) => {
      const { id } = recordOf(ctx);
      ctx.audit.target = `static-account:${id}`;
      return accounts.remove(id);
    },
  };
}
