import { createHash } from 'node:crypto';
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

/**
 * The id of the job sent under `key` in queue `name`: a UUID of the key's hash, so that the same key
 * gives the same job and the queue's primary key refuses it a second time.
 */
export function jobIdOf(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  // Shaped as a version 4 UUID: the column is a uuid, and a random one is what pg-boss would give.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
