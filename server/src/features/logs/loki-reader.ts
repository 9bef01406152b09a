import { MESSAGES } from '@mamt/contract';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS, NS_PER_MS } from '../../lib/durations.js';
import type { Logger } from '../../lib/logger.js';
import type { TenantScope } from '../../lib/tenant-scope.js';
import { logqlString, type LokiClient } from '../../integrations/loki/loki-client.js';
import { LOG_JOB } from './log-entry.js';
import { logsAnswer, type LogReader } from './log-reader.js';
import type { StreamValue } from './log-lines.js';
import type { LogFilters } from './logs.repository.js';
import { lineRegexOf } from './message-pattern.js';

const NANOSECONDS = /^\d{1,19}$/;
/**
 * Loki refuses a query longer than its `max_query_length` (721 h unless configured), and the screen
 * offers 90 days: a longer window is read in parts of 30 days (Loki's [start, end) do not overlap).
 */
const LOKI_PART_NS = BigInt(30 * DAY_MS) * NS_PER_MS;

/**
 * The LogQL of the filters: the job's streams, the tenant's (`cloud_id`) unless the super tenant
 * reads every tenant, the level's and kinds' labels, and a line filter for the text (message-pattern.ts).
 */
export function logqlOf(scope: TenantScope, { message, level, kinds }: Pick<LogFilters, 'message' | 'level' | 'kinds'>): string {
  const matchers = [`job=${logqlString(LOG_JOB)}`];
  if (!scope.allTenants) matchers.push(`cloud_id=${logqlString(scope.cloudId)}`);
  if (level) matchers.push(`level=${logqlString(level)}`);
  if (kinds) matchers.push(`kind=~${logqlString(kinds.join('|'))}`);
  const selector = `{${matchers.join(', ')}}`;
  return message ? `${selector} |~ ${logqlString(lineRegexOf(message))}` : selector;
}

type Deps = { client: Pick<LokiClient, 'queryRange'>; retentionDays: number; log: Logger; now?: () => number };

const byTime = (a: StreamValue, b: StreamValue) => (BigInt(a.ns) > BigInt(b.ns) ? 1 : BigInt(a.ns) < BigInt(b.ns) ? -1 : 0);

/**
 * Entries read back from Loki (when LOKI_URL is set): the page the cursor names within the window
 * (by default the retention period up to now), read in parts of at most 30 days, newest first.
 * One entry past the page tells whether more lie that way; a cursor tells that the page it came
 * from lies the other way. Loki counts nothing for us: the total is what it returned, capped when
 * there is more, and how many are newer is not said.
 */
export function lokiReader({ client, retentionDays, log, now = Date.now }: Deps): LogReader {
  return async (scope, filters) => {
    const windowEnd = filters.end ?? BigInt(now()) * NS_PER_MS + NS_PER_MS;
    const windowStart = filters.start ?? windowEnd - BigInt(retentionDays * DAY_MS) * NS_PER_MS;
    const forward = filters.after !== undefined;
    const start = forward && filters.after! + 1n > windowStart ? filters.after! + 1n : windowStart;
    const end = filters.before !== undefined && filters.before < windowEnd ? filters.before : windowEnd;
    const query = logqlOf(scope, filters);
    const wanted = filters.limit + 1;
    const values: StreamValue[] = [];
    const read = async (partStart: bigint, partEnd: bigint) => {
      try {
        const streams = await client.queryRange({ query, start: partStart, end: partEnd, limit: wanted, direction: forward ? 'forward' : 'backward' });
        return streams.flatMap(({ stream, values: part }) =>
          part.filter(([ns, line]) => NANOSECONDS.test(ns) && typeof line === 'string').map(([ns, line]) => ({ labels: stream, ns, line })),
        );
      } catch (error) {
        log.warn({ err: error }, 'System Logs could not be read from Loki');
        throw new AppError('UPSTREAM_FAILED', MESSAGES.logsUnavailable);
      }
    };
    // Part after part in the direction of travel, until one entry more than the page is read or the window is.
    if (forward) {
      for (let partStart = start; partStart < end && values.length < wanted; partStart += LOKI_PART_NS) {
        values.push(...(await read(partStart, partStart + LOKI_PART_NS < end ? partStart + LOKI_PART_NS : end)));
      }
    } else {
      for (let partEnd = end; partEnd > start && values.length < wanted; partEnd -= LOKI_PART_NS) {
        values.push(...(await read(partEnd - LOKI_PART_NS > start ? partEnd - LOKI_PART_NS : start, partEnd)));
      }
    }
    // Loki orders each stream's values, not the streams: the page is the nearest of all of them.
    values.sort(byTime);
    const near = forward ? values.slice(0, filters.limit) : values.slice(-filters.limit);
    const page = near.reverse();
    const more = values.length > filters.limit;
    return logsAnswer(page, {
      total: page.length,
      capped: more,
      hasNewer: forward ? more : filters.before !== undefined,
      hasOlder: forward ? true : more,
    });
  };
}
