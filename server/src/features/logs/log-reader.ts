import type { LogsAnswer } from '@mamt/contract';
import type { TenantScope } from '../../lib/tenant-scope.js';
import { lineOf, streamLabelsOf, streamsOf, type StreamValue } from './log-lines.js';
import type { LogFilters, LogsRepository } from './logs.repository.js';

/** Where getlogs reads entries from: the database, or Loki when LOKI_URL is set (loki-reader.ts). */
export type LogReader = (scope: TenantScope, filters: LogFilters) => Promise<LogsAnswer>;

export const logsAnswer = (values: readonly StreamValue[], total: number, capped: boolean): LogsAnswer => ({
  status: 'success',
  data: { resultType: 'streams', result: streamsOf(values), total, total_capped: capped },
});

/** The entries of the log_entries table, in Loki's streams shape. */
export function databaseReader(repo: Pick<LogsRepository, 'find'>): LogReader {
  return async (scope, filters) => {
    const { entries, total, capped } = await repo.find(scope, filters);
    return logsAnswer(
      entries.map((entry) => ({ labels: streamLabelsOf(entry), ns: entry.ns, line: lineOf(entry) })),
      total,
      capped,
    );
  };
}
