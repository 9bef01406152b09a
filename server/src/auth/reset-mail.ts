import type { MailKind, MailQueue } from '../integrations/mail/mail-queue.js';
import { hashToken, newToken } from '../lib/secrets.js';
import type { AuthRepository } from './auth.repository.js';

/** What a queued reset mail holds: whose password and the words of the mail; no reference. */
export type ResetMailData = { userId: number; name: string; username: string; cloudId: string; minutes: number };

type Deps = { repo: AuthRepository; publicUrl: string };

const MINUTE = 60_000;

/**
 * The password-reset mail (document 1): each attempt stores a new reference as its hash, valid the
 * minutes the mail states from the moment it is sent, and revokes it when that attempt fails.
 */
export function resetMailKind({ repo, publicUrl }: Deps): MailKind<ResetMailData> {
  return {
    name: 'password-reset',
    async issue({ userId, minutes }) {
      const ref = newToken();
      const resetId = await repo.createReset({ tokenHash: hashToken(ref), userId, expiresAt: new Date(Date.now() + minutes * MINUTE) });
      return { link: `${publicUrl}/resetPassword?ref=${ref}`, revoke: () => repo.revokeReset(resetId) };
    },
    compose: ({ name, username, cloudId, minutes }, link) => ({
      subject: 'Reset your console password',
      text:
        `Hello ${name},\n\nSomeone asked to reset the password of ${username} (cloud id ${cloudId}).\n` +
        `Open this link within ${minutes} minutes to choose a new password:\n\n${link}\n\n` +
        'If you did not ask for this, ignore this e-mail: your password stays as it is.\n',
    }),
  };
}

export const defineResetMail = (mails: MailQueue, deps: Deps) => mails.define(resetMailKind(deps));
export type SendResetMail = ReturnType<typeof defineResetMail>;
