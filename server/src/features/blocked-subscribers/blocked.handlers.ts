import { MESSAGES, messageAnswer } from '@mamt/contract';
import { AppError } from '../../lib/app-error.js';
import type { Handlers } from '../../rpc/call-context.js';
import { recordOf, tenantOf } from '../../rpc/call-context.js';
import type { BlockedRepository } from './blocked.repository.js';

export function createBlockedHandlers(repo: BlockedRepository): Pick<Handlers, 'getBlcokedUsers' | 'unBlockUser'> {
  return {
    getBlcokedUsers: async (_input, ctx) =>
      (await repo.list(tenantOf(ctx))).map((row) => ({
        id: row.id,
        login_user: row.loginUser,
        created_time: (row.blockedAt ?? new Date(0)).toISOString(),
        cloud_id: row.cloudId,
      })),
    unBlockUser: async (_input, ctx) => {
      const record = recordOf(ctx);
      ctx.audit.target = `blocked-login:${record.id}`;
      const login = await repo.remove(record.id, record.cloudId);
      // Two admins unblocking at once: the second finds the row gone.
      if (login === undefined) throw new AppError('NOT_FOUND', MESSAGES.blockedLoginNotFound);
      ctx.audit.subject = { kind: 'blockedLogin', name: login };
      ctx.audit.changes = [{ field: 'blocked', from: true, to: false }];
      return messageAnswer(MESSAGES.userUnblocked);
    },
  };
}
