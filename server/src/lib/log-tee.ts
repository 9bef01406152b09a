import pino, { type DestinationStream, type Level, type LevelWithSilent, type StreamEntry } from 'pino';

/** A stream pino writes its JSON lines to. */
export type LineStream = { write: (line: string) => unknown };

/**
 * pino's mark of a stream that wants each line's record too: pino (and its multistream) then sets
 * `lastObj`, the object given to the logging call, on the stream before each write (pino's
 * documented stream metadata). The log store reads a request's line from it (log-store.ts).
 */
export const PINO_RECORDS: unique symbol = Symbol.for('pino.metadata') as never;
/** A stream that pino hands each line's record, as `lastObj`, before it writes the line. */
export type RecordedLineStream = LineStream & { [PINO_RECORDS]: true; lastObj?: unknown };

/** The console's logger options as the app had them (level, redact, a stream), or false for no console output. */
export type ConsoleLogger = false | ({ level?: string; stream?: LineStream } & Record<string, unknown>);

const STORE_LEVEL: Level = 'info';

/** pino's own check of whether something replaced stdout's write (a test runner does): then it writes through it. */
const stdoutTampered = () => process.stdout.write !== Object.getPrototypeOf(process.stdout).write;

/** Where pino writes when given no stream: stdout, as pino itself would open it. */
const stdoutDestination = (): DestinationStream => (stdoutTampered() ? process.stdout : pino.destination(1));

const levelValue = (level: string) => pino.levels.values[level] ?? Number.POSITIVE_INFINITY;

/**
 * The logger options that send every record to two places: the console as before (its level, its
 * format, or nowhere when it is off) and the product's log store at info and above, whatever the
 * console's level. pino's level is the lower of the two, so that neither misses a record it wants;
 * each stream of pino's multistream takes only the records at its own level.
 */
export function teeLoggerOptions(console: ConsoleLogger, store: LineStream) {
  const { level: consoleLevel = 'info', stream, ...options } = console || {};
  const streams: StreamEntry[] = [{ level: STORE_LEVEL, stream: store as DestinationStream }];
  const consoleOn = console !== false && consoleLevel !== 'silent';
  if (consoleOn) streams.push({ level: consoleLevel as Level, stream: (stream as DestinationStream | undefined) ?? stdoutDestination() });
  const level: LevelWithSilent = consoleOn && levelValue(consoleLevel) < levelValue(STORE_LEVEL) ? (consoleLevel as Level) : STORE_LEVEL;
  return { ...options, level, stream: pino.multistream(streams) };
}
