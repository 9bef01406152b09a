import type { LogsAnswer } from '@mamt/contract';
import type { LogEntry } from './log-entry.js';

/** What an entry's line and stream are made of, whether it comes from the database or is being pushed to Loki. */
export type LineSource = LogEntry;

/** The document's fields in its order; `msg` leads, so that a Loki line filter can find the message (loki-query.ts). */
const LEADING = ['msg', 'timestamp', 'level', 'caller', 'functionName', 'error', 'Action User', 'stacktrace'] as const;
const LEADING_KEYS: ReadonlySet<string> = new Set(LEADING);

/**
 * An entry's line: its fields as one JSON object (LogLineFields of the contract), as a structured
 * logger writes it: msg, timestamp (ISO), level, caller, functionName, error and Action User when
 * present, stacktrace, then the record's other fields.
 */
export function lineOf(entry: LineSource): string {
  const { caller, functionName, error, stacktrace } = entry.fields;
  const line: Record<string, unknown> = {
    msg: entry.message,
    timestamp: new Date(entry.time).toISOString(),
    level: entry.level,
    caller,
    functionName,
    error,
    'Action User': entry.actionUser ?? undefined,
    stacktrace,
  };
  for (const [key, value] of Object.entries(entry.fields)) if (!LEADING_KEYS.has(key)) line[key] = value;
  return JSON.stringify(line);
}

/** The labels of an entry's stream: job, host, filename, level, kind, and cloud_id when the entry is a tenant's. */
export function streamLabelsOf(entry: Pick<LineSource, 'labels' | 'level' | 'kind' | 'cloudId'>): Record<string, string> {
  return { ...entry.labels, level: entry.level, kind: entry.kind, ...(entry.cloudId ? { cloud_id: entry.cloudId } : {}) };
}

export type StreamValue = { labels: Record<string, string>; ns: string; line: string };
type Streams = LogsAnswer['data']['result'];

const keyOf = (labels: Record<string, string>) => JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)));

/**
 * Values, newest first, grouped into streams of identical labels as Loki answers: the streams in the
 * order of their newest value (so the newest entry comes first), each stream's values newest first.
 */
export function streamsOf(values: readonly StreamValue[]): Streams {
  const streams = new Map<string, Streams[number]>();
  for (const { labels, ns, line } of values) {
    const key = keyOf(labels);
    let stream = streams.get(key);
    if (!stream) streams.set(key, (stream = { stream: labels, values: [] }));
    stream.values.push([ns, line]);
  }
  return [...streams.values()];
}
