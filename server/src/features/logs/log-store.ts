import { callSiteOf } from './log-call-site.js';
import { PINO_RECORDS, type RecordedLineStream } from '../../lib/log-tee.js';
import { isRequestLineRecord } from '../../lib/one-line-per-request.js';
import { entryOfLine, entryOfRequestLine, type LogEntry } from './log-entry.js';

/**
 * Where batches of entries go: the log_entries table, and Loki when LOKI_URL is set (log-sinks.ts).
 * A `detached` sink (an outside system) is written on a line of its own, so that one slow or down
 * never holds back the others' batches.
 */
export type LogSink = { name: string; write: (entries: LogEntry[]) => Promise<void>; detached?: boolean };

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

/** The product's own log store: a stream of the server's pino logger (lib/log-tee.ts), told each line's record. */
export type LogStore = RecordedLineStream & {
  /** One JSON line of pino (its record in `lastObj`, when pino set it); returns at once, whatever becomes of it. */
  write: (line: string) => void;
  /** Writes everything queued so far. */
  flush: () => Promise<void>;
  /** Writes what is queued and stops taking lines (the app's close, before the database closes). */
  close: () => Promise<void>;
};

const FAILURE_REPORT_MS = 60_000;
/** Batches a detached sink may have waiting; past them it is not keeping up, and a batch is dropped for it. */
const DETACHED_MAX_PENDING = 20;
/** How long the app's close waits for a detached sink's batches (an outside system must not hold the shutdown). */
const DETACHED_CLOSE_WAIT_MS = 5_000;
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

  /** Per detached sink: its batches written one after the other, and how many wait. */
  const detachedLines = new Map<LogSink, { chain: Promise<void>; pending: number }>();

  function writeTo(sink: LogSink, batch: LogEntry[]): Promise<void> {
    const write = () => sink.write(batch).catch((error: unknown) => reportFailure(sink, batch.length, error));
    if (!sink.detached) return write();
    const line = detachedLines.get(sink) ?? { chain: Promise.resolve(), pending: 0 };
    detachedLines.set(sink, line);
    if (line.pending >= DETACHED_MAX_PENDING) {
      reportFailure(sink, batch.length, new Error(`${line.pending} batches are still waiting for it`));
      return Promise.resolve();
    }
    line.pending += 1;
    line.chain = line.chain.then(write).finally(() => {
      line.pending -= 1;
    });
    return Promise.resolve();
  }

  async function writeBatch(batch: LogEntry[]): Promise<void> {
    await Promise.all(sinks.map((sink) => writeTo(sink, batch)));
  }

  /** Every detached sink's waiting batches written (or failed). */
  const settleDetached = () => Promise.all([...detachedLines.values()].map((line) => line.chain)).then(() => undefined);

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

  const timer = setInterval(() => void flush(), everyMs);
  // The store must never keep a process alive that has nothing else to do.
  timer.unref();

  function write(line: string): void {
    const logged = store.lastObj;
    // Not kept past its line: it holds a request and its reply.
    store.lastObj = undefined;
    if (closed) return;
    try {
      // A request's line is taken from its record; any other line is read back from its JSON.
      const entry = isRequestLineRecord(logged) ? entryOfRequestLine(logged) : entryOfLine(line, (level) => callSiteOf(write, level === 'panic'));
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

  const store: LogStore = {
    [PINO_RECORDS]: true,
    write,
    async flush() {
      await flush();
      await settleDetached();
    },
    async close() {
      clearInterval(timer);
      await flush();
      let waited: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => (waited = setTimeout(resolve, DETACHED_CLOSE_WAIT_MS)));
      await Promise.race([settleDetached(), deadline]);
      clearTimeout(waited);
      closed = true;
    },
  };
  return store;
}
