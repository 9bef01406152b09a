import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { teeLoggerOptions, type ConsoleLogger } from '../../src/lib/log-tee.js';

/** Fixed fields, so that two loggers' lines can be compared. */
const SAME = { base: null, timestamp: false } as const;

function capture() {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line) };
}

/** Logs one record at each level through the tee; answers what the console and the store received. */
function logThrough(consoleOf: (stream: ReturnType<typeof capture>) => ConsoleLogger) {
  const consoleOut = capture();
  const store = capture();
  const options = teeLoggerOptions(consoleOf(consoleOut), store);
  const logger = pino(options, options.stream);
  for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const) logger[level]({ n: level }, `at ${level}`);
  const levels = (lines: string[]) => lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
  return { console: levels(consoleOut.lines), store: levels(store.lines), consoleLines: consoleOut.lines, level: options.level };
}

describe('teeLoggerOptions', () => {
  it('gives the store every record at info and above, whatever the console shows', () => {
    const aboveInfo = ['at info', 'at warn', 'at error', 'at fatal'];
    expect(logThrough(() => false).store).toEqual(aboveInfo);
    expect(logThrough((out) => ({ ...SAME, level: 'error', stream: out })).store).toEqual(aboveInfo);
    expect(logThrough((out) => ({ ...SAME, level: 'debug', stream: out })).store).toEqual(aboveInfo);
    expect(logThrough((out) => ({ ...SAME, level: 'silent', stream: out })).store).toEqual(aboveInfo);
  });

  it("keeps the console's own level, and pino's is the lower of the two", () => {
    const quiet = logThrough((out) => ({ ...SAME, level: 'error', stream: out }));
    expect(quiet.console).toEqual(['at error', 'at fatal']);
    expect(quiet.level).toBe('info');
    const chatty = logThrough((out) => ({ ...SAME, level: 'debug', stream: out }));
    expect(chatty.console).toEqual(['at debug', 'at info', 'at warn', 'at error', 'at fatal']);
    expect(chatty.level).toBe('debug');
    expect(logThrough((out) => ({ ...SAME, level: 'silent', stream: out })).console).toEqual([]);
  });

  it('writes the console exactly the lines pino alone would, with its options (redact, serializers)', () => {
    const options = { ...SAME, level: 'info', redact: ['req.headers.token'] };
    const alone = capture();
    const plain = pino(options, alone);
    plain.info({ req: { headers: { token: 'secret-token' } } }, 'hello');
    const teed = capture();
    const tee = teeLoggerOptions({ ...options, stream: teed }, capture());
    pino(tee, tee.stream).info({ req: { headers: { token: 'secret-token' } } }, 'hello');
    expect(teed.lines).toEqual(alone.lines);
    expect(alone.lines[0]).toContain('"token":"[Redacted]"');
  });
});
