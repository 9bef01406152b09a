import type { Handlers } from '../../rpc/call-context.js';
import { requireSession } from '../../rpc/call-context.js';
import type { UsersService } from './users.service.js';

export function createUsersHandlers(
  users: UsersService,
): Pick<Handlers, 'userSummary' | 'userDetail' | 'createUpdateUser' | 'deleteUserDetail' | 'getCloudIds'> {
  return {
    userSummary: (input, ctx) => users.list(requireSession(ctx), input),
    userDetail: (input, ctx) => users.detail(requireSession(ctx), input.id),
    createUpdateUser: async (input, ctx) => {
      if (input.id !== undefined) ctx.audit.target = `user:${input.id}`;
      const result = await users.save(requireSession(ctx), input);
      ctx.audit.target = `user:${result.id}`;
      return result;
    },
    deleteUserDetail: async (input, ctx) => {
      ctx.audit.target = `user:${input.id}`;
      return users.remove(requireSession(ctx), input.id);
    },
    getCloudIds: (_input, ctx) => users.cloudIds(requireSession(ctx)),
  };
}
