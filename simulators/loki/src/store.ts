import { passes, selects, type LogQuery } from './logql.js';

export type Labels = Record<string, string>;
export type Entry = { ns: bigint; line: string };
export type Stream = { labels: Labels; entries: Entry[] };
export type Direction = 'backward' | 'forward';

const keyOf = (labels: Labels) => JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The simulator's streams, kept in memory, each stream's entries in time order. */
export class Store {
  private streams = new Map<string, Stream>();

  /** Adds entries to the stream of those labels; a line identical to one at the same time is dropped, as Loki does. */
  push(labels: Labels, entries: readonly Entry[]): void {
    const key = keyOf(labels);
    let stream = this.streams.get(key);
    if (!stream) this.streams.set(key, (stream = { labels: { ...labels }, entries: [] }));
    for (const entry of entries) {
      if (stream.entries.some((kept) => kept.ns === entry.ns && kept.line === entry.line)) continue;
      stream.entries.push(entry);
    }
    stream.entries.sort((a, b) => (a.ns < b.ns ? -1 : a.ns > b.ns ? 1 : 0));
  }

  /**
   * What a log query selects in [start, end): the `limit` entries nearest to the end (backward) or
   * the start (forward) across all streams, answered as streams with their entries in that direction.
   */
  query(query: LogQuery, { start, end, limit, direction }: { start: bigint; end: bigint; limit: number; direction: Direction }): Stream[] {
    const found: Array<{ stream: Stream; entry: Entry }> = [];
    for (const stream of this.streams.values()) {
      if (!selects(query, stream.labels)) continue;
      for (const entry of stream.entries) {
        if (entry.ns >= start && entry.ns < end && passes(query, entry.line)) found.push({ stream, entry });
      }
    }
    const sign = direction === 'backward' ? -1 : 1;
    found.sort((a, b) => (a.entry.ns < b.entry.ns ? -sign : a.entry.ns > b.entry.ns ? sign : 0));
    const answer = new Map<Stream, Stream>();
    for (const { stream, entry } of found.slice(0, limit)) {
      let out = answer.get(stream);
      if (!out) answer.set(stream, (out = { labels: stream.labels, entries: [] }));
      out.entries.push(entry);
    }
    return [...answer.values()];
  }

  all(): Stream[] {
    return [...this.streams.values()];
  }

  clear(): void {
    this.streams.clear();
  }
}
