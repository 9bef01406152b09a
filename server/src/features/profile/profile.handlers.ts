import type { Handlers } from '../../rpc/call-context.js';
import { requireSession } from '../../rpc/call-context.js';
import type { ProfileService } from './profile.service.js';

export function createProfileHandlers(
  profile: ProfileService,
): Pick<Handlers, 'getProfileDetails' | 'changePassword' | 'updateProfile'> {
  return {
    getProfileDetails: (_input, ctx) => profile.getProfile(requireSession(ctx)),
    changePassword: (input, ctx) => profile.changePassword(requireSession(ctx), input.old_password, input.new_password),
    updateProfile: (input, ctx) => {
      const session = requireSession(ctx);
      ctx.audit.target = `user:${session.userId}`;
      return profile.updateProfile(session, input, ctx.files);
    },
  };
}
