import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { platformRequestBudget } from '../../db/schema.js';
import type { RequestBudget } from './request-gate.js';

const MINUTE = 60_000;

/**
 * Request budgets kept in the database, one row per connection and minute, so that every server
 * process draws on the same budget. The count of the sliding minute is estimated from the current
 * minute and the share of the previous one still inside it, which two rows give without keeping a
 * row per request.
 */
export function createRequestBudgets(db: Db, maxPerMinute: number, now: () => number = Date.now) {
  return {
    forConnection(connectionId: number): RequestBudget {
      return {
        async take() {
          const time = now();
          const minuteStart = Math.floor(time / MINUTE) * MINUTE;
          const minute = new Date(minuteStart);
          const [current] = await db
            .insert(platformRequestBudget)
            .values({ connectionId, minute, sent: 1 })
            .onConflictDoUpdate({
              target: [platformRequestBudget.connectionId, platformRequestBudget.minute],
              set: { sent: sql`${platformRequestBudget.sent} + 1` },
            })
            .returning({ sent: platformRequestBudget.sent });
          const [previous] = await db
            .select({ sent: platformRequestBudget.sent })
            .from(platformRequestBudget)
            .where(and(eq(platformRequestBudget.connectionId, connectionId), eq(platformRequestBudget.minute, new Date(minuteStart - MINUTE))));
          const previousShare = (previous?.sent ?? 0) * (1 - (time - minuteStart) / MINUTE);
          if (previousShare + (current?.sent ?? 0) <= maxPerMinute) return 0;
          // A refused call does not go out: give its slot back.
          await db
            .update(platformRequestBudget)
            .set({ sent: sql`${platformRequestBudget.sent} - 1` })
            .where(and(eq(platformRequestBudget.connectionId, connectionId), eq(platformRequestBudget.minute, minute)));
          return minuteStart + MINUTE - time;
        },
      };
    },

    /** Rows older than the previous minute no longer count. */
    async purge(): Promise<number> {
      const removed = await db
        .delete(platformRequestBudget)
        .where(lt(platformRequestBudget.minute, new Date(now() - 2 * MINUTE)))
        .returning({ connectionId: platformRequestBudget.connectionId });
      return removed.length;
    },
  };
}

export type RequestBudgets = ReturnType<typeof createRequestBudgets>;
