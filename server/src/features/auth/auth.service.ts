import {
  MESSAGES,
  formatMessage,
  messageAnswer,
  type CallOutput,
  type MessageAnswer,
  type Calls,
} from '@mamt/contract';
import type { Logger } from '../../lib/logger.js';
import type { Config } from '../../config.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { LoginThrottle } from '../../lib/login-throttle.js';
import { hashPassword, hashToken, newToken, verifyPassword } from '../../lib/secrets.js';
import type { Session } from '../../rpc/call-context.js';
import type { AuthRepository } from './auth.repository.js';

const MINUTE = 60_000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = MINUTE;

export type AuthServiceDeps = { repo: AuthRepository; config: Config; mailer: Mailer; log: Logger };

export function createAuthService({ repo, config, mailer, log }: AuthServiceDeps) {
  const idleMs = config.SESSION_IDLE_MINUTES * MINUTE;
  const lifetimeMs = config.SESSION_MAX_DAYS * 24 * 60 * MINUTE;
  const throttle = new LoginThrottle({
    maxPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    maxPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowMs: config.LOGIN_FAILURE_WINDOW_MINUTES * MINUTE,
    accountLockMs: config.LOGIN_ACCOUNT_LOCK_MINUTES * MINUTE,
  });
  // Verifying against this when the account does not exist makes every failure take as long.
  const dummyHash = hashPassword(newToken());

  async function issueToken(userId: number): Promise<string> {
    const token = newToken();
    await repo.createSession({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + lifetimeMs) });
    return token;
  }

  return {
    issueToken,

    async login(
      input: { cloud_id: string; user: string; password: string },
      clientAddress: string,
    ): Promise<CallOutput<Calls['authLogin']>> {
      const account = `${input.cloud_id.toLowerCase()}\u0000${input.user.toLowerCase()}`;
      const waitMs = throttle.retryAfter(account, clientAddress);
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / MINUTE);
        const locked = minutes === 1 ? MESSAGES.loginLockedMinute : MESSAGES.loginLockedMinutes;
        throw new AppError('TOO_MANY_REQUESTS', formatMessage(locked, { minutes }));
      }
      const found = await repo.findLoginUser(input.cloud_id, input.user);
      const passwordOk = await verifyPassword(found?.user.passwordHash ?? (await dummyHash), input.password);
      if (!found || !passwordOk || !found.user.active || !found.tenantActive) {
        throttle.recordFailure(account, clientAddress);
        throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
      }
      throttle.recordSuccess(account);
      const { user } = found;
      return {
        name: user.name,
        id: user.id,
        user_type: user.userType,
        cloud_id: user.cloudId,
        username: user.username,
        superuser: user.cloudId === config.SUPER_TENANT_CLOUD_ID,
        Token: await issueToken(user.id),
        url: user.profileImage,
      };
    },

    /** The session behind a token, or null when it is unknown, revoked, idle too long or past its lifetime. */
    async resolveSession(token: string): Promise<Session | null> {
      const found = await repo.findSession(hashToken(token));
      if (!found) return null;
      const { session, user } = found;
      const now = Date.now();
      if (!user.active || session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + idleMs <= now) return null;
      if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await repo.touchSession(session.id, new Date(now));
      return {
        sessionId: session.id,
        userId: user.id,
        username: user.username,
        name: user.name,
        cloudId: user.cloudId,
        userType: user.userType,
        isSuperTenant: user.cloudId === config.SUPER_TENANT_CLOUD_ID,
      };
    },

    async logout(session: Session): Promise<void> {
      await repo.revokeSession(session.sessionId);
    },

    /** Same answer whether or not the account exists; the mail goes out in the background. */
    async forgetPassword(cloudId: string, username: string): Promise<MessageAnswer> {
      const found = await repo.findLoginUser(cloudId, username);
      if (found && found.user.active && found.tenantActive && found.user.email) {
        const ref = newToken();
        await repo.createReset({
          tokenHash: hashToken(ref),
          userId: found.user.id,
          expiresAt: new Date(Date.now() + config.RESET_LINK_MINUTES * MINUTE),
        });
        const link = `${config.publicUrl}/resetPassword?ref=${ref}`;
        mailer
          .send({
            to: found.user.email,
            subject: 'Reset your console password',
            text:
              `Hello ${found.user.name},\n\nSomeone asked to reset the password of ${found.user.username} (cloud id ${found.user.cloudId}).\n` +
              `Open this link within ${config.RESET_LINK_MINUTES} minutes to choose a new password:\n\n${link}\n\n` +
              'If you did not ask for this, ignore this e-mail: your password stays as it is.\n',
          })
          .catch((error: unknown) => log.error({ err: error }, 'password reset mail not delivered'));
      }
      return messageAnswer(MESSAGES.forgetSent);
    },

    async resetPassword(ref: string, password: string): Promise<MessageAnswer & { userId: number }> {
      const passwordHash = await hashPassword(password);
      const userId = await repo.transaction(async (tx) => {
        const reset = await repo.consumeReset(hashToken(ref), tx);
        if (!reset) throw fieldError('ref', MESSAGES.resetLinkInvalid);
        await repo.setPassword(reset.userId, passwordHash, tx);
        await repo.expireResets(reset.userId, tx);
        await repo.revokeUserSessions(reset.userId, tx);
        return reset.userId;
      });
      return { ...messageAnswer(MESSAGES.resetDone), userId };
    },

    notSignedIn(): AppError {
      return new AppError('UNAUTHENTICATED', MESSAGES.sessionEnded);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
