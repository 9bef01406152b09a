import { MESSAGES, messageAnswer } from '@mamt/contract';
import { changedOnly } from '../../lib/audit-changes.js';
import type { CallContext, Handlers } from '../../rpc/call-context.js';
import { requireSession } from '../../rpc/call-context.js';
import type { AuthService } from '../../auth/auth.service.js';

/** The console user a sign-in, sign-out or password reset acts on, by the username a search would try. */
const account = (ctx: CallContext, username: string) => {
  ctx.audit.subject = { kind: 'user', name: username };
};

export function createAuthHandlers(auth: AuthService): Pick<Handlers, 'authLogin' | 'logout' | 'forgetPassword' | 'resetPassword'> {
  return {
    authLogin: async (input, ctx) => {
      ctx.audit.actor = { username: input.user, cloudId: input.cloud_id };
      account(ctx, input.user);
      const result = await auth.login(input, ctx.clientAddress);
      ctx.audit.actor = { userId: result.id, username: result.username, cloudId: result.cloud_id };
      account(ctx, result.username);
      return result;
    },
    logout: async (_input, ctx) => {
      const session = requireSession(ctx);
      account(ctx, session.username);
      await auth.logout(session);
      return messageAnswer(MESSAGES.signedOut);
    },
    forgetPassword: async (input, ctx) => {
      ctx.audit.actor = { username: input.username, cloudId: input.cloudId };
      account(ctx, input.username);
      return auth.forgetPassword(input.cloudId, input.username, ctx.clientAddress);
    },
    resetPassword: async (input, ctx) => {
      const { userId, username, cloudId, ...answer } = await auth.resetPassword(input.ref, input.password);
      ctx.audit.target = `user:${userId}`;
      if (username && cloudId) {
        // Nobody is signed in: the one who followed the user's reset link acted as that user.
        ctx.audit.actor = { userId, username, cloudId };
        account(ctx, username);
      }
      ctx.audit.changes = [changedOnly('password')];
      return answer;
    },
  };
}
