import { MESSAGES } from '@mamt/contract';
import { AppError } from '../../lib/app-error.js';
import type { Throttle } from '../../lib/login-throttle.js';
import { PerUserLimit } from '../../lib/per-user-limit.js';
import { clientNetworkOf } from '../../lib/client-network.js';

export type PasswordGuardPolicy = {
  /** Refused password checks per client address within the window before the address is held back. */
  maxFailuresPerAddress: number;
  /** Refused checks of one login within the window before it answers as blocked. */
  maxFailuresPerLogin: number;
  windowMinutes: number;
  /** Password checks of one login per minute, wherever they come from. */
  perLoginPerMinute: number;
  /** The least time a refusal takes. */
  refusalMs: number;
};

/** A refusal slower than the floor (a slow platform) raises the floor for this long. */
const SLOW_REFUSAL_MEMORY_MS = 60_000;
const MAX_REFUSAL_MS = 10_000;

const addressKey = (address: string) => `provisioning-address:${clientNetworkOf(address)}`;
const unknownLoginKey = (login: string) => `provisioning-unknown-login:${login}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What stands between a stranger and the provisioning endpoint's password checks (QR codes, portal
 * and static passwords; a device's own password never comes here): refusals counted per client
 * address in the database (every process sees them), a per-login rate, and refusals that all take
 * the same time, so that the answer's time does not tell a platform user from a static account or
 * a made-up login.
 */
export function createPasswordGuard(throttle: Throttle, policy: PasswordGuardPolicy, now: () => number = Date.now) {
  const perLogin = new PerUserLimit(now);
  let slowest = { ms: 0, at: 0 };

  return {
    /** Before any password check: 429 while the address is held back or the login is asked too often. */
    async admit(address: string, login: string): Promise<void> {
      if ((await throttle.retryAfter([addressKey(address)])) > 0) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.provisioningTooManyFromAddress);
      perLogin.take('provisioning-login', login, policy.perLoginPerMinute, MESSAGES.provisioningTooManyForLogin);
    },

    /** Counts one refused check of the address; at the limit the address is held back for the window. */
    async refused(address: string): Promise<void> {
      const windowMs = policy.windowMinutes * 60_000;
      await throttle.hit(addressKey(address), { max: policy.maxFailuresPerAddress, windowMs, lockMs: windowMs });
    },

    /**
     * A login nobody has answers as a real one does: blocked after as many refusals (true when this
     * one blocks it), so that the answers do not tell which logins exist. It is counted here, not in
     * Blocked Subscribers, which lists only logins that exist.
     */
    async refusedUnknownLogin(login: string): Promise<boolean> {
      const windowMs = policy.windowMinutes * 60_000;
      return throttle.hit(unknownLoginKey(login), { max: policy.maxFailuresPerLogin, windowMs, lockMs: windowMs });
    },

    /** Whether a login nobody has is answered as blocked now. */
    async unknownLoginBlocked(login: string): Promise<boolean> {
      return (await throttle.retryAfter([unknownLoginKey(login)])) > 0;
    },

    /** Waits until a refusal begun at `startedAt` has taken the time every refusal takes now. */
    async pace(startedAt: number): Promise<void> {
      const time = now();
      const took = time - startedAt;
      if (time - slowest.at > SLOW_REFUSAL_MEMORY_MS) slowest = { ms: 0, at: time };
      const floor = Math.min(MAX_REFUSAL_MS, Math.max(policy.refusalMs, slowest.ms));
      if (took > floor) slowest = { ms: Math.min(MAX_REFUSAL_MS, took), at: time };
      else await sleep(floor - took);
    },
  };
}

export type PasswordGuard = ReturnType<typeof createPasswordGuard>;
