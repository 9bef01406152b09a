import type { Handlers } from '../../rpc/call-context.js';
import { recordOf, requireSession, tenantOf } from '../../rpc/call-context.js';
import type { UsersService } from './users.service.js';

export function createUsersHandlers(
  users: UsersService,
): Pick<Handlers, 'userSummary' | 'userDetail' | 'createUpdateUser' | 'deleteUserDetail' | 'getCloudIds'> {
  return {
    userSummary: (input, ctx) => users.list(tenantOf(ctx), input),
    userDetail: (_input, ctx) => users.detail(recordOf(ctx)),
    createUpdateUser: async (input, ctx) => {
      if (input.id !== undefined) ctx.audit.target = `user:${input.id}`;
      const result = await users.save(requireSession(ctx), tenantOf(ctx), ctx.scope?.record, input);
      ctx.audit.target = `user:${result.id}`;
      return result;
    },
    deleteUserDetail: async (input, ctx) => {
      ctx.audit.target = `user:${input.id}`;
      return users.remove(requireSession(ctx), recordOf(ctx));
    },
    getCloudIds: (_input, ctx) => users.cloudIds(tenantOf(ctx)),
  };
}
