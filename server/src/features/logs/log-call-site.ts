import { findSourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where a log record was written from: the document's `caller` (file:line) and `functionName`. */
export type CallSite = { caller: string; functionName?: string; stack?: string };

/** The server package's folder: callers in it are named from there (`src/features/audit/audit.service.ts:24`). */
const SERVER_ROOT = path.resolve(import.meta.dirname, '../../..');
/** The logger's own frames (pino and its streams, node's internals) are not where a record was written from. */
const LOGGER_FILE = /[/\\]node_modules[/\\](?:pino|sonic-boom|thread-stream)[/\\]|^node:/;
/** Enough frames to reach the caller through pino's own (three or four); each one more costs. */
const FRAMES_KEPT = 10;

/**
 * The frames under `below`, as V8's structured call sites: reading them costs a few microseconds,
 * where formatting a stack (and mapping every frame to its TypeScript source) costs ten times more,
 * on every record of every request.
 */
function framesUnder(below: (...args: never[]) => unknown): NodeJS.CallSite[] {
  const prepare = Error.prepareStackTrace;
  const limit = Error.stackTraceLimit;
  Error.prepareStackTrace = (_error, frames) => frames;
  Error.stackTraceLimit = FRAMES_KEPT;
  try {
    const holder: { stack?: unknown } = {};
    Error.captureStackTrace(holder, below);
    return Array.isArray(holder.stack) ? (holder.stack as NodeJS.CallSite[]) : [];
  } finally {
    Error.prepareStackTrace = prepare;
    Error.stackTraceLimit = limit;
  }
}

function fileOf(location: string): string {
  const file = location.startsWith('file://') ? fileURLToPath(location) : location;
  const packaged = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (packaged >= 0) return file.slice(packaged + `${path.sep}node_modules${path.sep}`.length);
  const relative = path.relative(SERVER_ROOT, file);
  return relative.startsWith('..') ? file : relative;
}

/** Each module's source map (or none), looked up once: the modules that log are few. */
const sourceMaps = new Map<string, ReturnType<typeof findSourceMap>>();
function sourceMapOf(file: string): ReturnType<typeof findSourceMap> {
  if (!sourceMaps.has(file)) sourceMaps.set(file, findSourceMap(file));
  return sourceMaps.get(file);
}

/** The places of the frames seen (the lines that log are few and recur), bounded against odd code. */
const places = new Map<string, string>();
const PLACES_KEPT = 5_000;

/** A frame's place in the source as written: through the module's source map when it has one (tsx gives each). */
function placeOf(frame: NodeJS.CallSite): string {
  const file = frame.getFileName() ?? '';
  const line = frame.getLineNumber() ?? 0;
  const column = frame.getColumnNumber() ?? 1;
  const key = `${file}:${line}:${column}`;
  let place = places.get(key);
  if (place === undefined) {
    const mapped = sourceMapOf(file)?.findEntry(line - 1, column - 1);
    place = mapped && 'originalSource' in mapped && mapped.originalSource ? `${fileOf(mapped.originalSource)}:${mapped.originalLine + 1}` : `${fileOf(file)}:${line}`;
    if (places.size < PLACES_KEPT) places.set(key, place);
  }
  return place;
}

const nameOf = (frame: NodeJS.CallSite) => frame.getFunctionName() ?? frame.getMethodName() ?? undefined;

/**
 * The call site of the record being written, read from the stack of the stream's `write` (pino
 * writes synchronously, so the code that logged is on it): the first frame outside pino and node's
 * internals, a dependency named from its package (`fastify/lib/route.js:123`). With `trace`, the
 * frames from there on too: the trace of a panic logged without an error.
 */
export function callSiteOf(below: (...args: never[]) => unknown, trace = false): CallSite | undefined {
  const frames = framesUnder(below);
  const first = frames.findIndex((frame) => {
    const file = frame.getFileName();
    return file !== null && file !== undefined && !LOGGER_FILE.test(file);
  });
  const frame = frames[first];
  if (!frame) return undefined;
  const functionName = nameOf(frame);
  const stack = trace
    ? frames
        .slice(first)
        .map((each) => `at ${nameOf(each) ?? '<anonymous>'} (${each.getFileName() ? placeOf(each) : 'native'})`)
        .join('\n')
    : undefined;
  return { caller: placeOf(frame), ...(functionName ? { functionName } : {}), ...(stack ? { stack } : {}) };
}
