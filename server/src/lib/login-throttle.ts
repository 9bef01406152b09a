import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.js';
import { throttleCounters } from '../db/schema.js';
import { MESSAGES, formatMessage } from '@mamt/contract';
import { AppError } from './app-error.js';

/** A key that reaches `max` hits within `windowMs` is locked for `lockMs`. */
export type ThrottleRule = { max: number; windowMs: number; lockMs: number };

/**
 * Counts hits (failed sign-ins, reset mails, wrong passwords) per key in the database, so that every
 * server process sees the same counts: a guesser gains nothing by spreading attempts over processes.
 * A window starts at its first hit and a key is locked when it reaches the limit within that window.
 */
export function createThrottle(db: Db, now: () => number = Date.now) {
  return {
    /** Milliseconds to wait before trying again (the longest lock among `keys`), or 0 when allowed. */
    async retryAfter(keys: string[]): Promise<number> {
      const time = now();
      const locks = await db
        .select({ lockedUntil: throttleCounters.lockedUntil })
        .from(throttleCounters)
        .where(and(inArray(throttleCounters.key, keys), gt(throttleCounters.lockedUntil, new Date(time))));
      return Math.max(0, ...locks.map((lock) => (lock.lockedUntil?.getTime() ?? 0) - time));
    },

    /**
     * Counts `weight` hits (one failed sign-in; the numbers of a portability check) in one statement,
     * safe when processes hit the same key at once; locks at the limit (then true).
     */
    async hit(key: string, rule: ThrottleRule, weight = 1): Promise<boolean> {
      const time = new Date(now());
      const windowStart = new Date(time.getTime() - rule.windowMs);
      const expired = sql`${throttleCounters.windowStartedAt} <= ${windowStart}`;
      const [row] = await db
        .insert(throttleCounters)
        .values({ key, hits: weight, windowStartedAt: time })
        .onConflictDoUpdate({
          target: throttleCounters.key,
          set: {
            hits: sql`case when ${expired} then ${weight}::integer else ${throttleCounters.hits} + ${weight}::integer end`,
            windowStartedAt: sql`case when ${expired} then ${time} else ${throttleCounters.windowStartedAt} end`,
          },
        })
        .returning({ hits: throttleCounters.hits });
      if ((row?.hits ?? 0) < rule.max) return false;
      await db
        .update(throttleCounters)
        .set({ hits: 0, windowStartedAt: time, lockedUntil: new Date(time.getTime() + rule.lockMs) })
        .where(eq(throttleCounters.key, key));
      return true;
    },

    /** The hits counted under `key` in its window now (0 when its window of `windowMs` has passed). */
    async hitsOf(key: string, windowMs: number): Promise<number> {
      const [row] = await db
        .select({ hits: throttleCounters.hits })
        .from(throttleCounters)
        .where(and(eq(throttleCounters.key, key), gt(throttleCounters.windowStartedAt, new Date(now() - windowMs))));
      return row?.hits ?? 0;
    },

    async clear(key: string): Promise<void> {
      await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
    },

    /** Drops counters whose window started before `before` and that hold no running lock. */
    async purge(before: Date): Promise<number> {
      const removed = await db
        .delete(throttleCounters)
        .where(
          and(
            lt(throttleCounters.windowStartedAt, before),
            or(isNull(throttleCounters.lockedUntil), lt(throttleCounters.lockedUntil, new Date(now()))),
          ),
        )
        .returning({ key: throttleCounters.key });
      return removed.length;
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

const LOCKED = {
  signIn: [MESSAGES.loginLockedMinute, MESSAGES.loginLockedMinutes],
  reset: [MESSAGES.resetLockedMinute, MESSAGES.resetLockedMinutes],
  password: [MESSAGES.passwordLockedMinute, MESSAGES.passwordLockedMinutes],
} as const;

/** The 429 of a throttled action: "<what>. Please wait N minutes and try again." */
export function throttledError(action: keyof typeof LOCKED, waitMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const [one, many] = LOCKED[action];
  return new AppError('TOO_MANY_REQUESTS', formatMessage(minutes === 1 ? one : many, { minutes }));
}
