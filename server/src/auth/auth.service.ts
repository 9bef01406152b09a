import {
  MESSAGES,
  messageAnswer,
  type CallOutput,
  type MessageAnswer,
  type Calls,
} from '@mamt/contract';
import type { Config } from '../config.js';
import { AppError, fieldError } from '../lib/app-error.js';
import type { Logger } from '../lib/logger.js';
import { throttledError, type Throttle, type ThrottleRule } from '../lib/login-throttle.js';
import { hashPassword, hashToken, newToken, verifyPassword } from '../lib/secrets.js';
import type { Session } from '../rpc/call-context.js';
import type { AuthRepository } from './auth.repository.js';
import type { SendResetMail } from './reset-mail.js';
import type { CachedSession, SessionCache } from './session-cache.js';

const MINUTE = 60_000;
/**
 * last_seen_at is written at most this often per session and process, so reads do not turn into
 * writes; at most half the idle timeout, so that a session in use never times out between two writes.
 */
const TOUCH_INTERVAL_MS = MINUTE;

export type AuthServiceDeps = {
  repo: AuthRepository;
  config: Config;
  sendResetMail: SendResetMail;
  throttle: Throttle;
  sessions: SessionCache;
  log: Logger;
};

/**
 * An account is locked only briefly, so that someone guessing another person's password cannot keep
 * that person out for long; an address that keeps failing is held back for the whole window.
 */
function throttleRules(config: Config) {
  const windowMs = config.LOGIN_FAILURE_WINDOW_MINUTES * MINUTE;
  const perAccount: ThrottleRule = { max: config.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowMs, lockMs: config.LOGIN_ACCOUNT_LOCK_MINUTES * MINUTE };
  const perAddress: ThrottleRule = { max: config.LOGIN_MAX_FAILURES_PER_ADDRESS, windowMs, lockMs: windowMs };
  const resetMails: ThrottleRule = { max: config.RESET_MAX_MAILS_PER_ACCOUNT, windowMs, lockMs: windowMs };
  return { perAccount, perAddress, resetMails };
}

const accountKey = (cloudId: string, username: string) => JSON.stringify([cloudId.toLowerCase(), username.toLowerCase()]);

export function createAuthService({ repo, config, sendResetMail, throttle, sessions, log }: AuthServiceDeps) {
  const idleMs = config.SESSION_IDLE_MINUTES * MINUTE;
  const lifetimeMs = config.SESSION_MAX_DAYS * 24 * 60 * MINUTE;
  const touchEveryMs = Math.min(TOUCH_INTERVAL_MS, idleMs / 2);
  const rules = throttleRules(config);
  // Verifying against this when the account does not exist makes every failure take as long.
  const dummyHash = hashPassword(newToken());

  const touches = new Set<Promise<void>>();

  /**
   * Records that the session was used, at most once a `touchEveryMs`, without holding the call
   * up; the entry's own time moves on at once, so the calls that follow write nothing. The idle
   * timeout counts from this time, the lifetime from the sign-in: being used never extends it.
   */
  function touch(entry: CachedSession, now: number): void {
    if (now - entry.lastSeenAt <= touchEveryMs) return;
    entry.lastSeenAt = now;
    const write = repo.touchSession(entry.session.sessionId, new Date(now)).catch((error: unknown) => {
      log.warn({ err: error }, 'could not record that a session was used');
    });
    touches.add(write);
    void write.finally(() => touches.delete(write));
  }

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
      const account = `sign-in:${accountKey(input.cloud_id, input.user)}`;
      const address = `sign-in-address:${clientAddress}`;
      const waitMs = await throttle.retryAfter([account, address]);
      if (waitMs > 0) throw throttledError('signIn', waitMs);
      const found = await repo.findLoginUser(input.cloud_id, input.user);
      const passwordOk = await verifyPassword(found?.user.passwordHash ?? (await dummyHash), input.password);
      if (!found || !passwordOk || !found.user.active || !found.tenantActive) {
        await throttle.hit(account, rules.perAccount);
        await throttle.hit(address, rules.perAddress);
        throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
      }
      await throttle.clear(account);
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

    /**
     * The session behind a token, or null when it is unknown, revoked, idle too long or past its
     * lifetime. Kept in memory for SESSION_CACHE_SECONDS (session-cache.ts), so that most calls need no
     * database round trip; the database announces every change that ends a session or alters it.
     */
    async resolveSession(token: string): Promise<Session | null> {
      const tokenHash = hashToken(token);
      const now = Date.now();
      const cached = sessions.find(tokenHash, now);
      if (cached) {
        touch(cached, now);
        return cached.session;
      }
      const ticket = sessions.ticket();
      const found = await repo.findSession(tokenHash);
      if (!found) return null;
      const { session, user, tenantActive } = found;
      const lastSeenAt = session.lastSeenAt.getTime();
      const expiresAt = session.expiresAt.getTime();
      // A deactivated tenant's sessions stop at once, like a deactivated user's.
      if (!user.active || !tenantActive || expiresAt <= now || lastSeenAt + idleMs <= now) return null;
      const signedIn: Session = Object.freeze({
        sessionId: session.id,
        userId: user.id,
        username: user.username,
        name: user.name,
        cloudId: user.cloudId,
        userType: user.userType,
        isSuperTenant: user.cloudId === config.SUPER_TENANT_CLOUD_ID,
      });
      const entry = sessions.keep(tokenHash, { session: signedIn, lastSeenAt, expiresAt }, ticket, now);
      touch(entry, now);
      return entry.session;
    },

    /** Waits for the last-seen times still being written (the app closes the database after). */
    async stop(): Promise<void> {
      await Promise.allSettled([...touches]);
    },

    async logout(session: Session): Promise<void> {
      await repo.revokeSession(session.sessionId);
    },

    /**
     * Same answer whether or not the account exists; the mail goes out through the job queue. Every
     * request counts, for the account (existing or not, so that the limit reveals nothing) and for the
     * address, so that nobody can flood a mailbox or the mail server.
     */
    async forgetPassword(cloudId: string, username: string, clientAddress: string): Promise<MessageAnswer> {
      const account = `reset:${accountKey(cloudId, username)}`;
      const address = `reset-address:${clientAddress}`;
      const waitMs = await throttle.retryAfter([account, address]);
      if (waitMs > 0) throw throttledError('reset', waitMs);
      await throttle.hit(account, rules.resetMails);
      await throttle.hit(address, rules.perAddress);
      const found = await repo.findLoginUser(cloudId, username);
      if (found && found.user.active && found.tenantActive && found.user.email) {
        // The reference is made when the mail is sent (reset-mail.ts): the queued job never holds it.
        const { id: userId, name, username, cloudId: userCloudId } = found.user;
        await sendResetMail({ to: found.user.email }, { userId, name, username, cloudId: userCloudId, minutes: config.RESET_LINK_MINUTES });
      }
      return messageAnswer(MESSAGES.forgetSent);
    },

    /** Answers, beside the message, whose password it set: the audit entry of a call nobody is signed in to names them. */
    async resetPassword(ref: string, password: string): Promise<MessageAnswer & { userId: number; username?: string; cloudId?: string }> {
      const passwordHash = await hashPassword(password);
      const user = await repo.transaction(async (tx) => {
        const reset = await repo.consumeReset(hashToken(ref), tx);
        if (!reset) throw fieldError('ref', MESSAGES.resetLinkInvalid);
        const account = await repo.setPassword(reset.userId, passwordHash, tx);
        await repo.expireResets(reset.userId, tx);
        await repo.revokeUserSessions(reset.userId, tx);
        return { userId: reset.userId, ...account };
      });
      return { ...messageAnswer(MESSAGES.resetDone), ...user };
    },

    /**
     * Checks the current password before a change; wrong guesses are throttled like sign-ins, so that a
     * stolen session token cannot be used to guess the password without limit.
     */
    async verifyCurrentPassword(userId: number, passwordHash: string, password: string): Promise<boolean> {
      const key = `password-change:${userId}`;
      const waitMs = await throttle.retryAfter([key]);
      if (waitMs > 0) throw throttledError('password', waitMs);
      if (await verifyPassword(passwordHash, password)) {
        await throttle.clear(key);
        return true;
      }
      await throttle.hit(key, rules.perAccount);
      return false;
    },

    notSignedIn(): AppError {
      return new AppError('UNAUTHENTICATED', MESSAGES.sessionEnded);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
