import { LOG_COUNT_CAP, type LogLevel } from '@mamt/contract';
import { and, eq, gte, ilike, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { logEntries } from '../../db/schema.js';
import { tenantFilter, type TenantScope } from '../../lib/tenant-scope.js';
import type { LogEntry } from './log-entry.js';
import type { LineSource } from './log-lines.js';
import { ilikePatternOf } from './message-pattern.js';
import { NS_PER_MS } from '../../lib/durations.js';

/** The filters of getlogs, as the contract parsed them. */
export type LogFilters = {
  /** A wildcard pattern or text the message contains (message-pattern.ts). */
  message?: string;
  level?: Exclude<LogLevel, 'warn'>;
  /** Nanoseconds since 1970: start included, end excluded, as Loki counts them. */
  start?: bigint;
  end?: bigint;
  limit: number;
};

export type StoredEntry = LineSource & { ns: string };

/**
 * A JSON escape of the NUL character, not itself escaped: PostgreSQL keeps no NUL in text or jsonb,
 * and one in a logged URL would lose its whole batch.
 */
const ESCAPED_NUL = /(?<!\\)((?:\\\\)*)\\u0000/g;

/** The batch as the insert's one parameter, NUL characters shown as U+FFFD. */
function batchJson(entries: readonly LogEntry[]): string {
  const rows = entries.map(({ time, level, message, cloudId, actionUser, labels, fields }) => ({ t: time, level, message, cloud_id: cloudId, action_user: actionUser, labels, fields }));
  return JSON.stringify(rows).replace(ESCAPED_NUL, '$1\\ufffd');
}

/**
 * An entry's time in nanoseconds: its millisecond, and its id within it (`id % 1e6`), so that
 * entries of one millisecond have distinct times in the order they were written.
 */
const nanoseconds = sql<string>`(floor(extract(epoch from ${logEntries.loggedAt}) * 1000)::bigint * 1000000 + ${logEntries.id} % 1000000)`;
const msOf = (ns: bigint) => new Date(Number(ns / NS_PER_MS));

function whereOf(scope: TenantScope, filters: LogFilters): SQL | undefined {
  const { message, level, start, end } = filters;
  return and(
    tenantFilter(scope, logEntries.cloudId),
    message ? ilike(logEntries.message, ilikePatternOf(message)) : undefined,
    level ? eq(logEntries.level, level) : undefined,
    // The millisecond bound lets the index of logged_at find the range; the nanosecond one is exact.
    start !== undefined ? and(gte(logEntries.loggedAt, msOf(start)), sql`${nanoseconds} >= ${start.toString()}::bigint`) : undefined,
    end !== undefined ? and(lte(logEntries.loggedAt, msOf(end)), sql`${nanoseconds} < ${end.toString()}::bigint`) : undefined,
  );
}

export function createLogsRepository(db: Db) {
  return {
    /**
     * One batch of the log store: one INSERT whose rows arrive as one JSON parameter, in the order
     * they were logged. Every request writes a line, so this runs for thousands of entries a second
     * under load: binding each value through the query builder cost more than the request itself.
     */
    async insert(entries: readonly LogEntry[]): Promise<void> {
      if (entries.length === 0) return;
      await db.execute(sql`
        insert into ${logEntries} (logged_at, level, message, cloud_id, action_user, labels, fields)
        select to_timestamp(e.t / 1000.0), e.level, e.message, e.cloud_id, e.action_user, e.labels, e.fields
        from rows from (json_to_recordset(${batchJson(entries)}::json)
          as (t double precision, level text, message text, cloud_id text, action_user text, labels jsonb, fields jsonb))
          with ordinality as e(t, level, message, cloud_id, action_user, labels, fields, n)
        order by e.n`);
    },

    /** The scope's entries matching the filters, newest first, and how many match (counted up to LOG_COUNT_CAP). */
    async find(scope: TenantScope, filters: LogFilters): Promise<{ entries: StoredEntry[]; total: number; capped: boolean }> {
      const where = whereOf(scope, filters);
      const rows = await db
        .select({
          ns: sql<string>`${nanoseconds}::text`,
          loggedAt: logEntries.loggedAt,
          level: logEntries.level,
          message: logEntries.message,
          cloudId: logEntries.cloudId,
          actionUser: logEntries.actionUser,
          labels: logEntries.labels,
          fields: logEntries.fields,
        })
        .from(logEntries)
        .where(where)
        .orderBy(sql`${logEntries.loggedAt} desc`, sql`${logEntries.id} % 1000000 desc`)
        .limit(filters.limit);
      const matching = db.select({ one: sql`1` }).from(logEntries).where(where).limit(LOG_COUNT_CAP + 1).as('matching');
      const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
      const count = counted?.count ?? 0;
      const entries = rows.map(({ loggedAt, labels, ...row }) => ({
        ...row,
        time: loggedAt.getTime(),
        level: row.level as LogLevel,
        labels: { job: labels.job ?? '', host: labels.host ?? '', filename: labels.filename ?? '' },
      }));
      return { entries, total: Math.min(count, LOG_COUNT_CAP), capped: count > LOG_COUNT_CAP };
    },

    /** Deletes the entries logged before `before`; answers how many went. */
    async purge(before: Date): Promise<number> {
      const result = await db.execute<{ count: number }>(sql`
        with gone as (delete from ${logEntries} where ${lt(logEntries.loggedAt, before)} returning 1)
        select count(*)::int as count from gone`);
      return (result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count ?? 0;
    },
  };
}

export type LogsRepository = ReturnType<typeof createLogsRepository>;
