import { MESSAGES, messageAnswer } from '@mamt/contract';
import type { Handlers } from '../../rpc/call-context.js';
import { requireSession } from '../../rpc/call-context.js';
import type { AuthService } from '../../auth/auth.service.js';

export function createAuthHandlers(auth: AuthService): Pick<Handlers, 'authLogin' | 'logout' | 'forgetPassword' | 'resetPassword'> {
  return {
    authLogin: async (input, ctx) => {
      ctx.audit.actor = { username: input.user, cloudId: input.cloud_id };
      const result = await auth.login(input, ctx.clientAddress);
      ctx.audit.actor = { userId: result.id, username: result.username, cloudId: result.cloud_id };
      return result;
    },
    logout: async (_input, ctx) => {
      await auth.logout(requireSession(ctx));
      return messageAnswer(MESSAGES.signedOut);
    },
    forgetPassword: async (input, ctx) => {
      ctx.audit.actor = { username: input.username, cloudId: input.cloudId };
      return auth.forgetPassword(input.cloudId, input.username, ctx.clientAddress);
    },
    resetPassword: async (input, ctx) => {
      const { userId, ...answer } = await auth.resetPassword(input.ref, input.password);
      ctx.audit.target = `user:${userId}`;
      return answer;
    },
  };
}
