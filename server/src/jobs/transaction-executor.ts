import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/open-db.js';

/**
 * pg-boss's statements run in a transaction of ours, so that a job is stored with what it is about
 * (a send and its first job) or not at all. pg-boss writes `$n` placeholders; Drizzle numbers the
 * parameters of a statement itself, so each placeholder becomes a parameter of its own, in order.
 * Only the statements that store jobs run here: they hold no `$` but their placeholders.
 */
export function executorWithin(tx: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
