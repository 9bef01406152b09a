import { describe, expect, it } from 'vitest';
import { lokiStreamsOf } from '../../src/features/logs/log-sinks.js';
import { lineOf, streamLabelsOf, streamsOf, type LineSource } from '../../src/features/logs/log-lines.js';
import { logqlOf } from '../../src/features/logs/loki-reader.js';
import { ilikePatternOf, lineRegexOf } from '../../src/features/logs/message-pattern.js';

const labels = { job: 'mamt-console', host: 'box-1', filename: 'server.log' };
const entry = (over: Partial<LineSource> = {}): LineSource => ({
  time: Date.UTC(2026, 10, 27, 9, 30, 0, 5),
  level: 'audit',
  message: 'audit createUpdateUser ok',
  cloudId: 'acme',
  actionUser: 'acme-admin',
  labels,
  fields: { caller: 'src/features/audit/audit.service.ts:24', functionName: 'Object.record', call: 'createUpdateUser', audit_log: true },
  ...over,
});

describe('lineOf', () => {
  it("writes the document's fields first, msg leading, then the record's others", () => {
    const line = lineOf(entry({ fields: { stacktrace: 'Error: x', target: 'user:9', caller: 'a.ts:1', error: 'x', functionName: 'f' } }));
    expect(Object.keys(JSON.parse(line))).toEqual(['msg', 'timestamp', 'level', 'caller', 'functionName', 'error', 'Action User', 'stacktrace', 'target']);
    expect(JSON.parse(line)).toMatchObject({ msg: 'audit createUpdateUser ok', timestamp: '2026-11-27T09:30:00.005Z', level: 'audit', 'Action User': 'acme-admin' });
  });

  it('leaves out what the entry does not have', () => {
    expect(JSON.parse(lineOf(entry({ actionUser: null, fields: {} })))).toEqual({ msg: 'audit createUpdateUser ok', timestamp: '2026-11-27T09:30:00.005Z', level: 'audit' });
  });
});

describe('streams', () => {
  it("labels a stream with the entry's job, host, filename, level and tenant", () => {
    expect(streamLabelsOf(entry())).toEqual({ ...labels, level: 'audit', cloud_id: 'acme' });
    expect(streamLabelsOf(entry({ cloudId: null, level: 'info' }))).toEqual({ ...labels, level: 'info' });
  });

  it('groups values of identical labels, streams in the order of their newest value', () => {
    const audit = { ...labels, level: 'audit', cloud_id: 'acme' };
    const info = { ...labels, level: 'info' };
    const result = streamsOf([
      { labels: audit, ns: '30', line: 'c' },
      { labels: info, ns: '20', line: 'b' },
      { labels: { cloud_id: 'acme', ...labels, level: 'audit' }, ns: '10', line: 'a' },
    ]);
    expect(result).toEqual([
      { stream: audit, values: [['30', 'c'], ['10', 'a']] },
      { stream: info, values: [['20', 'b']] },
    ]);
  });

  it("stamps Loki's lines with distinct, ordered nanoseconds within one millisecond", () => {
    let count = 0;
    const streams = lokiStreamsOf([entry({ fields: {} }) as never, entry({ fields: {} }) as never, entry({ level: 'info', cloudId: null, fields: {} }) as never], () => count++);
    const ms = BigInt(Date.UTC(2026, 10, 27, 9, 30, 0, 5)) * 1_000_000n;
    expect(streams.map((stream) => stream.values.map(([ns]) => BigInt(ns) - ms))).toEqual([[0n, 1n], [2n]]);
  });
});

/** What ILIKE does with a pattern, in JavaScript: `%` any text, `_` one character, `\` escapes. */
const ilike = (pattern: string) =>
  new RegExp(`^${pattern.replace(/\\(.)|([%_])|([^\\%_])/gs, (_all, escaped: string, wild: string, plain: string) =>
    escaped ? escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : wild === '%' ? '[\\s\\S]*' : wild === '_' ? '[\\s\\S]' : plain.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
  )}$`, 'i');
/** Loki's `|~` over our line: the leading (?i) as JavaScript's flag. */
const lineFilter = (pattern: string) => new RegExp(lineRegexOf(pattern).replace(/^\(\?i\)/, ''), 'i');

describe('the message filter', () => {
  const messages = ['audit createUpdateUser ok', 'Audit deleteUser error', '100% done_now', 'say "hi"\nthen \\ leave', 'request completed', 'unexpected error', 'caf\u00e9 \u001f ctl'];
  const patterns = ['audit', 'AUDIT*ok', 'audit * ok', '*user*', '100%', 'done_', '_', '"hi"', '\\', 'then \\ l*', 'request complete?', '?', '*', 'café', '001f', 'u001f', '\u001f', 'n', 'error'];

  it('reads the same in the database and in a Loki line filter', () => {
    let matched = 0;
    for (const pattern of patterns) {
      const database = messages.filter((message) => ilike(ilikePatternOf(pattern)).test(message));
      const loki = messages.filter((message) => lineFilter(pattern).test(lineOf(entry({ message }))));
      expect(loki, pattern).toEqual(database);
      matched += database.length;
    }
    // Most patterns match something, so that agreeing is not agreeing on nothing.
    expect(matched).toBeGreaterThan(20);
  });

  it('is text the message contains unless it has a wildcard', () => {
    expect(ilikePatternOf('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(ilikePatternOf('audit*o?')).toBe('audit%o_');
    const matches = (pattern: string) => messages.filter((message) => ilike(ilikePatternOf(pattern)).test(message));
    expect(matches('audit')).toEqual(['audit createUpdateUser ok', 'Audit deleteUser error']);
    expect(matches('audit*ok')).toEqual(['audit createUpdateUser ok']);
    expect(matches('*error')).toEqual(['Audit deleteUser error', 'unexpected error']);
    expect(matches('"hi"\nthen')).toEqual(['say "hi"\nthen \\ leave']);
    expect(matches('"hi" then')).toEqual([]);
    expect(matches('"hi"?then')).toEqual([]);
    expect(matches('*"hi"?then*')).toEqual(['say "hi"\nthen \\ leave']);
  });
});

describe('logqlOf', () => {
  it("selects the job's streams, the tenant's unless every tenant is read, the level's, and filters the line", () => {
    expect(logqlOf({ allTenants: true }, {})).toBe('{job="mamt-console"}');
    expect(logqlOf({ cloudId: 'acme' }, { level: 'audit' })).toBe('{job="mamt-console", cloud_id="acme", level="audit"}');
    expect(logqlOf({ cloudId: 'a"b\\c' }, { message: 'x"y' })).toBe(
      `{job="mamt-console", cloud_id="a\\"b\\\\c"} |~ ${JSON.stringify(lineRegexOf('x"y'))}`,
    );
  });
});
