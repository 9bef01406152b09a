import type { AuditChange } from '@mamt/contract';
import { changedOnly, valueChanges } from '../../lib/audit-changes.js';
import type { CallContext, Handlers, Session } from '../../rpc/call-context.js';
import { requireSession } from '../../rpc/call-context.js';
import type { ProfileService } from './profile.service.js';

/** The fields of the own profile a save writes, as getProfileDetails names them. */
const PROFILE_FIELDS = ['name', 'email', 'phone_number'];

/** The signed-in user acts on their own account: the entry names it by its username. */
function ownAccount(ctx: CallContext): Session {
  const session = requireSession(ctx);
  ctx.audit.target = `user:${session.userId}`;
  ctx.audit.subject = { kind: 'user', name: session.username };
  return session;
}

/** What a save of the own profile changed; the picture's stored path says nothing to a reader, only that it was replaced. */
function profileChanges(before: Record<string, unknown> & { url: string }, after: Record<string, unknown>, url: string): AuditChange[] {
  return [...valueChanges(PROFILE_FIELDS, before, after), ...(url !== before.url ? [changedOnly('profile_image')] : [])];
}

export function createProfileHandlers(
  profile: ProfileService,
): Pick<Handlers, 'getProfileDetails' | 'changePassword' | 'updateProfile'> {
  return {
    getProfileDetails: (_input, ctx) => profile.getProfile(requireSession(ctx)),
    changePassword: async (input, ctx) => {
      const answer = await profile.changePassword(ownAccount(ctx), input.old_password, input.new_password);
      ctx.audit.changes = [changedOnly('password')];
      return answer;
    },
    updateProfile: async (input, ctx) => {
      const session = ownAccount(ctx);
      // Read for the entry only: a missing account is refused by the save itself.
      const before = await profile.getProfile(session).catch(() => undefined);
      const answer = await profile.updateProfile(session, input, ctx.files);
      if (before) ctx.audit.changes = profileChanges(before, input, answer.url);
      return answer;
    },
  };
}
