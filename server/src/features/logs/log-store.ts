import { callSiteOf } from './log-call-site.js';
import { entryOfLine, type LogEntry } from './log-entry.js';
import { createRequestLineJoiner } from './request-lines.js';

/** Where batches of entries go: the log_entries table, and Loki when LOKI_URL is set (log-sinks.ts). */
export type LogSink = { name: string; write: (entries: LogEntry[]) => Promise<void> };

export type LogStoreOptions = {
  sinks: readonly LogSink[];
  /** How often queued entries are written; a full batch is written at once. */
  everyMs?: number;
  batchSize?: number;
  /** Entries queued at most; beyond it the oldest are dropped (a database that cannot keep up must not eat the memory). */
  maxQueued?: number;
  /** Where the store's own troubles go: stderr, never the logger it is a stream of (that would loop). */
  report?: (text: string) => void;
};

/** The product's own log store: a stream of the server's pino logger (lib/log-tee.ts). */
export type LogStore = {
  /** One JSON line of pino; returns at once, whatever becomes of it. */
  write: (line: string) => void;
  /** Writes everything queued so far. */
  flush: () => Promise<void>;
  /** Writes what is queued and stops taking lines (the app's close, before the database closes). */
  close: () => Promise<void>;
};

const FAILURE_REPORT_MS = 60_000;
const reportToStderr = (text: string) => void process.stderr.write(`${text}\n`);

/** An error's first line, without the values a failed insert quotes (drizzle's "params: ..."). */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\nparams:')[0]!.split('\n')[0]!.slice(0, 300);
}

/**
 * Takes the records pino writes, turns each into a redacted entry (log-entry.ts) and queues it;
 * every `everyMs`, or as soon as `batchSize` are queued, a batch goes to each sink (one INSERT, one
 * push). A request never waits on it: writing a line only queues it. The batches are written one
 * after the other, so entries reach a sink in the order they were logged.
 */
export function createLogStore({ sinks, everyMs = 1000, batchSize = 500, maxQueued = 10_000, report = reportToStderr }: LogStoreOptions): LogStore {
  let queue: LogEntry[] = [];
  let closed = false;
  let dropped = 0;
  let writing: Promise<void> = Promise.resolve();
  let nextFlush: Promise<void> | null = null;

  /** Per sink: when its last failure was reported, and how many batches failed since (an outage says so once a minute). */
  const failures = new Map<LogSink, { reportedAt: number; since: number }>();

  function reportFailure(sink: LogSink, count: number, error: unknown): void {
    const failure = failures.get(sink);
    const now = Date.now();
    if (failure && now - failure.reportedAt < FAILURE_REPORT_MS) {
      failure.since += 1;
      return;
    }
    const more = failure?.since ? ` (and ${failure.since} batches more since the last report)` : '';
    failures.set(sink, { reportedAt: now, since: 0 });
    report(`System Logs: ${count} entries not written to ${sink.name}${more}: ${reasonOf(error)}`);
  }

  async function writeBatch(batch: LogEntry[]): Promise<void> {
    await Promise.all(sinks.map((sink) => sink.write(batch).catch((error: unknown) => reportFailure(sink, batch.length, error))));
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, batchSize);
      queue = queue.slice(batchSize);
      await writeBatch(batch);
    }
  }

  function flush(): Promise<void> {
    // A flush that has not started yet takes whatever is queued by then: no need for another.
    if (nextFlush) return nextFlush;
    const flushing = writing.then(() => {
      nextFlush = null;
      return drain();
    });
    nextFlush = flushing;
    writing = flushing.catch(() => undefined);
    return flushing;
  }

  // One entry per request: its "request completed" line with the method and URL of its "incoming request".
  const joinRequest = createRequestLineJoiner();
  const timer = setInterval(() => void flush(), everyMs);
  // The store must never keep a process alive that has nothing else to do.
  timer.unref();

  function write(line: string): void {
    if (closed) return;
    try {
      const entry = entryOfLine(line, (level) => callSiteOf(write, level === 'panic'), joinRequest);
      if (!entry) return;
      queue.push(entry);
      if (queue.length > maxQueued) {
        queue.shift();
        if (dropped++ === 0) report(`System Logs: more than ${maxQueued} entries waiting to be written; the oldest are being dropped`);
      }
      if (queue.length >= batchSize) void flush();
    } catch (error) {
      // A line the store cannot take must not break the logging call that wrote it.
      report(`System Logs: a log line was not kept: ${reasonOf(error)}`);
    }
  }

  return {
    write,
    flush,
    async close() {
      clearInterval(timer);
      await flush();
      closed = true;
    },
  };
}
