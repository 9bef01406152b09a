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
 * reads every tenant, the level's, and a line filter for the message (message-pattern.ts).
 */
export function logqlOf(scope: TenantScope, { message, level }: Pick<LogFilters, 'message' | 'level'>): string {
  const matchers = [`job=${logqlString(LOG_JOB)}`];
  if (!scope.allTenants) matchers.push(`cloud_id=${logqlString(scope.cloudId)}`);
  if (level) matchers.push(`level=${logqlString(level)}`);
  const selector = `{${matchers.join(', ')}}`;
  return message ? `${selector} |~ ${logqlString(lineRegexOf(message))}` : selector;
}

type Deps = { client: Pick<LokiClient, 'queryRange'>; retentionDays: number; log: Logger; now?: () => number };

/**
 * Entries read back from Loki (when LOKI_URL is set): the newest `limit` of the window (by default
 * the retention period up to now), read in parts of at most 30 days, in our answer's order. Loki counts nothing for us: the total is
 * what it returned, capped when it returned a full page.
 */
export function lokiReader({ client, retentionDays, log, now = Date.now }: Deps): LogReader {
  return async (scope, filters) => {
    const end = filters.end ?? BigInt(now()) * NS_PER_MS + NS_PER_MS;
    const start = filters.start ?? end - BigInt(retentionDays * DAY_MS) * NS_PER_MS;
    const query = logqlOf(scope, filters);
    const values: StreamValue[] = [];
    // Newest part first, until the page is full or the window is read.
    for (let partEnd = end; partEnd > start && values.length < filters.limit; partEnd -= LOKI_PART_NS) {
      const partStart = partEnd - LOKI_PART_NS > start ? partEnd - LOKI_PART_NS : start;
      let streams;
      try {
        streams = await client.queryRange({ query, start: partStart, end: partEnd, limit: filters.limit, direction: 'backward' });
      } catch (error) {
        log.warn({ err: error }, 'System Logs could not be read from Loki');
        throw new AppError('UPSTREAM_FAILED', MESSAGES.logsUnavailable);
      }
      values.push(
        ...streams.flatMap(({ stream, values: part }) =>
          part.filter(([ns, line]) => NANOSECONDS.test(ns) && typeof line === 'string').map(([ns, line]) => ({ labels: stream, ns, line })),
        ),
      );
    }
    // Loki orders each stream's values, not the streams: the page is the newest of all of them.
    values.sort((a, b) => (BigInt(b.ns) > BigInt(a.ns) ? 1 : BigInt(b.ns) < BigInt(a.ns) ? -1 : 0));
    const page = values.slice(0, filters.limit);
    return logsAnswer(page, page.length, page.length >= filters.limit);
  };
}
