import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { platformBackoff, platformRequestBudget } from '../../db/schema.js';
import { MAX_BACKOFF_MS, type BackoffState, type RequestBudget } from './request-gate.js';

const MINUTE = 60_000;

/**
 * The parts of a connection's budget that one kind of caller may spend at most, on top of the
 * connection's own budget (share 0): what they spend still counts there, and the rest of the budget
 * always stays for the tenant's console and working phones.
 */
export const BUDGET_SHARES = { anonymous: 1, fleet: 2 } as const;
export type BudgetShare = keyof typeof BUDGET_SHARES;

/**
 * Request budgets and back-offs kept in the database, one budget row per connection and minute, so
 * that every server process draws on the same budget and holds off together. The count of the sliding minute is estimated from the current
 * minute and the share of the previous one still inside it, which two rows give without keeping a
 * row per request.
 */
export function createRequestBudgets(db: Db, maxPerMinute: number, now: () => number = Date.now) {
  /** A budget of `max` requests per sliding minute, counted in the rows of `connectionId` and `share`. */
  const budgetOf = (connectionId: number, share: number, max: number): RequestBudget => ({
    async take() {
      const ofKey = and(eq(platformRequestBudget.connectionId, connectionId), eq(platformRequestBudget.share, share));
      const time = now();
      const minuteStart = Math.floor(time / MINUTE) * MINUTE;
      const minute = new Date(minuteStart);
      const [current] = await db
        .insert(platformRequestBudget)
        .values({ connectionId, share, minute, sent: 1 })
        .onConflictDoUpdate({
          target: [platformRequestBudget.connectionId, platformRequestBudget.share, platformRequestBudget.minute],
          set: { sent: sql`${platformRequestBudget.sent} + 1` },
        })
        .returning({ sent: platformRequestBudget.sent });
      const [previous] = await db
        .select({ sent: platformRequestBudget.sent })
        .from(platformRequestBudget)
        .where(and(ofKey, eq(platformRequestBudget.minute, new Date(minuteStart - MINUTE))));
      const previousShare = (previous?.sent ?? 0) * (1 - (time - minuteStart) / MINUTE);
      if (previousShare + (current?.sent ?? 0) <= max) return 0;
      // A refused call does not go out: give its slot back.
      await db
        .update(platformRequestBudget)
        .set({ sent: sql`${platformRequestBudget.sent} - 1` })
        .where(and(ofKey, eq(platformRequestBudget.minute, minute)));
      return minuteStart + MINUTE - time;
    },
  });

  return {
    forConnection: (connectionId: number): RequestBudget => budgetOf(connectionId, 0, maxPerMinute),

    /**
     * The part of a connection's budget that one kind of caller may spend: anonymous callers (the
     * app's password checks), or the Fleet screen's registration reads.
     */
    shareOf: (connectionId: number, share: BudgetShare, percent: number): RequestBudget =>
      budgetOf(connectionId, BUDGET_SHARES[share], Math.max(1, Math.floor((maxPerMinute * percent) / 100))),

    /**
     * The connection's back-off, doubled in one statement whoever pushed back; a back-off that ended
     * long ago starts again from 1 s. A success clears it only when this process saw it, so that
     * calls that go well cost no write.
     */
    backoffFor(connectionId: number): BackoffState {
      let seen = false;
      return {
        async remaining() {
          const [row] = await db.select().from(platformBackoff).where(eq(platformBackoff.connectionId, connectionId));
          seen = Boolean(row);
          return Math.max(0, (row?.blockedUntil.getTime() ?? 0) - now());
        },
        async pushedBack() {
          const time = now();
          const stale = sql`${platformBackoff.blockedUntil} < ${new Date(time - MAX_BACKOFF_MS)}`;
          const next = sql`case when ${stale} then 1000 else least(${MAX_BACKOFF_MS}, ${platformBackoff.backoffMs} * 2) end`;
          const [row] = await db
            .insert(platformBackoff)
            .values({ connectionId, backoffMs: 1000, blockedUntil: new Date(time + 1000) })
            .onConflictDoUpdate({
              target: platformBackoff.connectionId,
              set: { backoffMs: next, blockedUntil: sql`${new Date(time)}::timestamptz + (${next}) * interval '1 millisecond'` },
            })
            .returning({ backoffMs: platformBackoff.backoffMs });
          seen = true;
          return row?.backoffMs ?? 1000;
        },
        async succeeded() {
          if (!seen) return;
          await db.delete(platformBackoff).where(eq(platformBackoff.connectionId, connectionId));
          seen = false;
        },
      };
    },

    /** Budget rows older than the previous minute, and back-offs long over, no longer count. */
    async purge(): Promise<number> {
      const removed = await db
        .delete(platformRequestBudget)
        .where(lt(platformRequestBudget.minute, new Date(now() - 2 * MINUTE)))
        .returning({ connectionId: platformRequestBudget.connectionId });
      const calmed = await db
        .delete(platformBackoff)
        .where(lt(platformBackoff.blockedUntil, new Date(now() - 2 * MAX_BACKOFF_MS)))
        .returning({ connectionId: platformBackoff.connectionId });
      return removed.length + calmed.length;
    },
  };
}

export type RequestBudgets = ReturnType<typeof createRequestBudgets>;
