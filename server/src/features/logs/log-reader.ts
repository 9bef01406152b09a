import type { LogsAnswer } from '@mamt/contract';
import type { TenantScope } from '../../lib/tenant-scope.js';
import { lineOf, streamLabelsOf, streamsOf, type StreamValue } from './log-lines.js';
import type { LogFilters, LogsRepository } from './logs.repository.js';

/** Where getlogs reads entries from: the database, or Loki when LOKI_URL is set (loki-reader.ts). */
export type LogReader = (scope: TenantScope, filters: LogFilters) => Promise<LogsAnswer>;

/** Where a page stands: the total the filters select, how many newer (when the store counts them), and whether more lie either way. */
export type PagePlace = { total: number; capped: boolean; newer?: number; hasNewer: boolean; hasOlder: boolean };

export const NO_ENTRIES: PagePlace = { total: 0, capped: false, newer: 0, hasNewer: false, hasOlder: false };

export const logsAnswer = (values: readonly StreamValue[], { total, capped, newer, hasNewer, hasOlder }: PagePlace): LogsAnswer => ({
  status: 'success',
  data: {
    resultType: 'streams',
    result: streamsOf(values),
    total,
    total_capped: capped,
    ...(newer !== undefined ? { newer } : {}),
    has_newer: hasNewer,
    has_older: hasOlder,
  },
});

/** The entries of the log_entries table, in Loki's streams shape. */
export function databaseReader(repo: Pick<LogsRepository, 'find'>): LogReader {
  return async (scope, filters) => {
    const { entries, total, capped, newer, hasOlder } = await repo.find(scope, filters);
    return logsAnswer(
      entries.map((entry) => ({ labels: streamLabelsOf(entry), ns: entry.ns, line: lineOf(entry) })),
      { total, capped, newer, hasNewer: newer > 0, hasOlder },
    );
  };
}
