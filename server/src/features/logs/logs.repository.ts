import { LOG_COUNT_CAP, type LogKind, type LogLevel } from '@mamt/contract';
import { and, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { logEntries } from '../../db/schema.js';
import { logEntryTextOf } from '../../db/schema/log-entries.js';
import { tenantFilter, type TenantScope } from '../../lib/tenant-scope.js';
import type { LogEntry } from './log-entry.js';
import type { LineSource } from './log-lines.js';
import { ilikePatternOf } from './message-pattern.js';
import { NS_PER_MS } from '../../lib/durations.js';

/** The filters of getlogs, as the contract parsed them. */
export type LogFilters = {
  /** A wildcard pattern or text found anywhere in the entry (message-pattern.ts). */
  message?: string;
  level?: Exclude<LogLevel, 'warn'>;
  /** Only these kinds; undefined: every kind. */
  kinds?: readonly LogKind[];
  /** Nanoseconds since 1970: start included, end excluded, as Loki counts them. */
  start?: bigint;
  end?: bigint;
  /** The page: entries older than `before`, or newer than `after` (entry times in nanoseconds). */
  before?: bigint;
  after?: bigint;
  limit: number;
};

export type StoredEntry = LineSource & { ns: string };

/** One page of entries (newest first), and where it stands in everything the filters select. */
export type FoundPage = {
  entries: StoredEntry[];
  /** How many entries the filters select between start and end, up to LOG_COUNT_CAP. */
  total: number;
  capped: boolean;
  /** How many of them are newer than the page, up to LOG_COUNT_CAP. */
  newer: number;
  hasOlder: boolean;
};

/**
 * A JSON escape of the NUL character, not itself escaped: PostgreSQL keeps no NUL in text or jsonb,
 * and one in a logged URL would lose its whole batch.
 */
const ESCAPED_NUL = /(?<!\\)((?:\\\\)*)\\u0000/g;

/** The batch as the insert's one parameter, NUL characters shown as U+FFFD. */
function batchJson(entries: readonly LogEntry[]): string {
  const rows = entries.map(({ time, level, kind, message, cloudId, actionUser, labels, fields }) => ({ t: time, level, kind, message, cloud_id: cloudId, action_user: actionUser, labels, fields }));
  return JSON.stringify(rows).replace(ESCAPED_NUL, '$1\\ufffd');
}

/**
 * An entry's time in nanoseconds: its millisecond, and its id within it (`id % 1e6`), so that
 * entries of one millisecond have distinct times in the order they were written.
 */
const nanoseconds = sql<string>`(floor(extract(epoch from ${logEntries.loggedAt}) * 1000)::bigint * 1000000 + ${logEntries.id} % 1000000)`;
const msOf = (ns: bigint) => new Date(Number(ns / NS_PER_MS));

// The millisecond bound lets the index of logged_at find the range; the nanosecond one is exact.
const atOrAfter = (ns: bigint) => and(gte(logEntries.loggedAt, msOf(ns)), sql`${nanoseconds} >= ${ns.toString()}::bigint`);
const before = (ns: bigint) => and(lte(logEntries.loggedAt, msOf(ns)), sql`${nanoseconds} < ${ns.toString()}::bigint`);

/** The kinds asked for; without requests' lines, said so in the words of the partial index that leaves them out. */
function kindFilter(kinds: readonly LogKind[] | undefined): SQL | undefined {
  if (!kinds) return undefined;
  const chosen = inArray(logEntries.kind, [...kinds]);
  return kinds.includes('request') ? chosen : and(ne(logEntries.kind, 'request'), chosen);
}

/** Everything the filters select between start and end, whatever the page. */
function whereOf(scope: TenantScope, filters: LogFilters): SQL | undefined {
  const { message, level, kinds, start, end } = filters;
  return and(
    tenantFilter(scope, logEntries.cloudId),
    message ? sql`${logEntryTextOf(logEntries)} ilike ${ilikePatternOf(message)}` : undefined,
    level ? eq(logEntries.level, level) : undefined,
    kindFilter(kinds),
    start !== undefined ? atOrAfter(start) : undefined,
    end !== undefined ? before(end) : undefined,
  );
}

const newestFirst = [sql`${logEntries.loggedAt} desc`, sql`${logEntries.id} % 1000000 desc`];
const oldestFirst = [sql`${logEntries.loggedAt} asc`, sql`${logEntries.id} % 1000000 asc`];

/**
 * A search's statements, planned for the values they are given. The product's pooled connections plan
 * every statement generically (open-db.ts): right for its lookups by key, wrong for a search, whose
 * plan depends on the word (a rare one through the trigram index, a common one down the time index)
 * and on the kinds (the partial index that leaves requests out needs to see 'request').
 */
async function withCustomPlans<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    return work(tx as unknown as Db);
  });
}

export function createLogsRepository(db: Db) {
  /** How many entries match, counted no further than LOG_COUNT_CAP + 1 (a count of millions costs a scan). */
  async function countUpToCap(tx: Db, where: SQL | undefined): Promise<number> {
    const matching = tx.select({ one: sql`1` }).from(logEntries).where(where).limit(LOG_COUNT_CAP + 1).as('matching');
    const [counted] = await tx.select({ count: sql<number>`count(*)::int` }).from(matching);
    return counted?.count ?? 0;
  }

  async function anyMatch(tx: Db, where: SQL | undefined): Promise<boolean> {
    return (await tx.select({ one: sql`1` }).from(logEntries).where(where).limit(1)).length > 0;
  }

  async function pageOf(tx: Db, selected: SQL | undefined, filters: LogFilters): Promise<StoredEntry[]> {
    const forward = filters.after !== undefined;
    const cursor = forward ? atOrAfter(filters.after! + 1n) : filters.before !== undefined ? before(filters.before) : undefined;
    const rows = await tx
      .select({
        ns: sql<string>`${nanoseconds}::text`,
        loggedAt: logEntries.loggedAt,
        level: logEntries.level,
        kind: logEntries.kind,
        message: logEntries.message,
        cloudId: logEntries.cloudId,
        actionUser: logEntries.actionUser,
        labels: logEntries.labels,
        fields: logEntries.fields,
      })
      .from(logEntries)
      .where(and(selected, cursor))
      .orderBy(...(forward ? oldestFirst : newestFirst))
      .limit(filters.limit);
    // A page of newer entries is read oldest first (the ones right after the cursor), and shown newest first.
    if (forward) rows.reverse();
    return rows.map(({ loggedAt, labels, ...row }) => ({
      ...row,
      time: loggedAt.getTime(),
      level: row.level as LogLevel,
      kind: row.kind as LogKind,
      labels: { job: labels.job ?? '', host: labels.host ?? '', filename: labels.filename ?? '' },
    }));
  }

  return {
    /**
     * One batch of the log store: one INSERT whose rows arrive as one JSON parameter, in the order
     * they were logged. Every request writes a line, so this runs for thousands of entries a second
     * under load: binding each value through the query builder cost more than the request itself.
     */
    async insert(entries: readonly LogEntry[]): Promise<void> {
      if (entries.length === 0) return;
      await db.execute(sql`
        insert into ${logEntries} (logged_at, level, kind, message, cloud_id, action_user, labels, fields)
        select to_timestamp(e.t / 1000.0), e.level, e.kind, e.message, e.cloud_id, e.action_user, e.labels, e.fields
        from rows from (json_to_recordset(${batchJson(entries)}::json)
          as (t double precision, level text, kind text, message text, cloud_id text, action_user text, labels jsonb, fields jsonb))
          with ordinality as e(t, level, kind, message, cloud_id, action_user, labels, fields, n)
        order by e.n`);
    },

    /**
     * The page of the scope's entries the filters and cursor select, newest first; how many the
     * filters select in all and how many of them are newer than the page (each counted up to
     * LOG_COUNT_CAP), and whether any are older. A page is fixed by entry times, so it stays the
     * same while new entries arrive.
     */
    async find(scope: TenantScope, filters: LogFilters): Promise<FoundPage> {
      const selected = whereOf(scope, filters);
      return withCustomPlans(db, async (tx) => {
        const entries = await pageOf(tx, selected, filters);
        const newest = entries[0]?.ns;
        const oldest = entries.at(-1)?.ns;
        // Past the page's newest entry (or, for an empty page, past its cursor).
        const newerFrom = newest !== undefined ? BigInt(newest) + 1n : filters.after !== undefined ? filters.after + 1n : filters.before;
        // Before the page's oldest entry (or, for an empty page, up to its cursor).
        const olderUntil = oldest !== undefined ? BigInt(oldest) : filters.after !== undefined ? filters.after + 1n : undefined;
        const count = await countUpToCap(tx, selected);
        const newer = newerFrom !== undefined ? await countUpToCap(tx, and(selected, atOrAfter(newerFrom))) : 0;
        const hasOlder = olderUntil !== undefined ? await anyMatch(tx, and(selected, before(olderUntil))) : false;
        return { entries, total: Math.min(count, LOG_COUNT_CAP), capped: count > LOG_COUNT_CAP, newer: Math.min(newer, LOG_COUNT_CAP), hasOlder };
      });
    },

    /** Deletes the entries logged before `cutoff`; answers how many went. */
    async purge(cutoff: Date): Promise<number> {
      const result = await db.execute<{ count: number }>(sql`
        with gone as (delete from ${logEntries} where ${lt(logEntries.loggedAt, cutoff)} returning 1)
        select count(*)::int as count from gone`);
      return (result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count ?? 0;
    },
  };
}

export type LogsRepository = ReturnType<typeof createLogsRepository>;
