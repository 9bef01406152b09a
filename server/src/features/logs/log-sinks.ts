import type { Config } from '../../config.js';
import type { Db } from '../../db/open-db.js';
import { createLokiClient, type LokiClient, type LokiStream } from '../../integrations/loki/loki-client.js';
import type { LogEntry } from './log-entry.js';
import { lineOf, streamLabelsOf } from './log-lines.js';
import type { LogSink } from './log-store.js';
import { createLogsRepository, type LogsRepository } from './logs.repository.js';
import { NS_PER_MS } from '../../lib/durations.js';

/** The database's batch: one INSERT. */
export const databaseSink = (repo: Pick<LogsRepository, 'insert'>): LogSink => ({ name: 'the database', write: (entries) => repo.insert(entries) });

const RETRY_AFTER_MS = 500;

/**
 * Entries as Loki's push takes them: grouped into streams by their labels, each line stamped with
 * its millisecond in nanoseconds plus a running count, so that lines of one millisecond stay
 * distinct and in order (Loki keeps one of two identical lines at one time).
 */
export function lokiStreamsOf(entries: readonly LogEntry[], sequence: () => number): LokiStream[] {
  const streams = new Map<string, LokiStream>();
  for (const entry of entries) {
    const labels = streamLabelsOf(entry);
    const key = JSON.stringify(labels);
    let stream = streams.get(key);
    if (!stream) streams.set(key, (stream = { stream: labels, values: [] }));
    stream.values.push([(BigInt(entry.time) * NS_PER_MS + BigInt(sequence() % 1_000_000)).toString(), lineOf(entry)]);
  }
  return [...streams.values()];
}

/** Loki's batch: one push, tried again once after a moment; a second failure drops the batch (the store reports it). */
export function lokiSink(client: Pick<LokiClient, 'push'>, retryAfterMs = RETRY_AFTER_MS): LogSink {
  let count = 0;
  return {
    name: 'Loki',
    detached: true,
    async write(entries) {
      const streams = lokiStreamsOf(entries, () => count++);
      try {
        await client.push(streams);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, retryAfterMs).unref());
        await client.push(streams);
      }
    },
  };
}

/** The sinks of the product's log store: the log_entries table, and Loki too when LOKI_URL is set. */
export function systemLogSinks(db: Db, config: Pick<Config, 'LOKI_URL' | 'LOKI_TIMEOUT_MS'>): LogSink[] {
  const sinks = [databaseSink(createLogsRepository(db))];
  if (config.LOKI_URL) sinks.push(lokiSink(createLokiClient({ url: config.LOKI_URL, timeoutMs: config.LOKI_TIMEOUT_MS })));
  return sinks;
}
