import { describe, expect, it } from 'vitest';
import { lokiStreamsOf } from '../../src/features/logs/log-sinks.js';
import { lineOf, streamLabelsOf, streamsOf, type LineSource } from '../../src/features/logs/log-lines.js';
import { logqlOf } from '../../src/features/logs/loki-reader.js';
import { ilikePatternOf, lineRegexOf } from '../../src/features/logs/message-pattern.js';

const labels = { job: 'mamt-console', host: 'box-1', filename: 'server.log' };
const entry = (over: Partial<LineSource> = {}): LineSource => ({
  time: Date.UTC(2026, 10, 27, 9, 30, 0, 5),
  level: 'audit',
  kind: 'audit',
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
    expect(streamLabelsOf(entry())).toEqual({ ...labels, level: 'audit', kind: 'audit', cloud_id: 'acme' });
    expect(streamLabelsOf(entry({ cloudId: null, level: 'info', kind: 'request' }))).toEqual({ ...labels, level: 'info', kind: 'request' });
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
/** The entry's text as the database's filter reads it (logEntryTextOf): level, message, Action User, fields as jsonb writes them. */
const entryText = (source: LineSource) => `${source.level} ${source.message} ${source.actionUser ?? ''} ${JSON.stringify(source.fields).replace(/":/g, '": ').replace(/,"/g, ', "')}`;

describe('the text filter', () => {
  const entries = [
    entry({ message: 'audit createUpdateUser ok', fields: { call: 'createUpdateUser', subject: { kind: 'user', name: 'zz123-user' } } }),
    entry({ message: 'Audit deleteUser error', actionUser: 'bigcorp-admin', fields: {} }),
    entry({ level: 'info', kind: 'request', message: 'request completed', actionUser: null, fields: { method: 'GET', url: '/provisioning/1001@acme.demo', statusCode: 200 } }),
    entry({ level: 'info', message: '100% done_now', actionUser: null, fields: {} }),
    entry({ level: 'error', message: 'say "hi"\nthen \\ leave', actionUser: null, fields: {} }),
    entry({ level: 'info', message: 'caf\u00e9 \u001f ctl', actionUser: null, fields: { device: 'iPhone 15' } }),
  ];
  const patterns = ['zz123-user', 'AUDIT*ok', 'audit * ok', 'user*', '100%', 'done_', '"hi"', '\\', 'then \\ l*', 'request complete?', '1001@acme.demo', 'provisioning', 'bigcorp', 'iphone', 'café', 'u001f', '\u001f', 'error', 'nothing-like-this'];
  const text = (source: LineSource) => entries.indexOf(source);

  it('reads the same in the database and in a Loki line filter', () => {
    let matched = 0;
    for (const pattern of patterns) {
      const database = entries.filter((each) => ilike(ilikePatternOf(pattern)).test(entryText(each))).map(text);
      const loki = entries.filter((each) => lineFilter(pattern).test(lineOf(each))).map(text);
      expect(loki, pattern).toEqual(database);
      matched += database.length;
    }
    // Most patterns match something, so that agreeing is not agreeing on nothing.
    expect(matched).toBeGreaterThan(15);
  });

  it('finds text anywhere in the entry: the subject, the Action User, the URL, a device', () => {
    expect(ilikePatternOf('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(ilikePatternOf('audit*o?')).toBe('%audit%o_%');
    const matches = (pattern: string) => entries.filter((each) => ilike(ilikePatternOf(pattern)).test(entryText(each))).map(text);
    expect(matches('zz123-user')).toEqual([0]);
    expect(matches('1001@acme.demo')).toEqual([2]);
    expect(matches('provisioning')).toEqual([2]);
    expect(matches('BIGCORP')).toEqual([1]);
    expect(matches('iphone')).toEqual([5]);
    expect(matches('audit*ok')).toEqual([0]);
    expect(matches('"hi"\nthen')).toEqual([4]);
    expect(matches('"hi" then')).toEqual([]);
    expect(matches('"hi"?then')).toEqual([4]);
  });
});

describe('logqlOf', () => {
  it("selects the job's streams, the tenant's unless every tenant is read, the level's, and filters the line", () => {
    expect(logqlOf({ allTenants: true }, {})).toBe('{job="mamt-console"}');
    expect(logqlOf({ cloudId: 'acme' }, { level: 'audit' })).toBe('{job="mamt-console", cloud_id="acme", level="audit"}');
    expect(logqlOf({ allTenants: true }, { kinds: ['audit', 'error'] })).toBe('{job="mamt-console", kind=~"audit|error"}');
    expect(logqlOf({ cloudId: 'a"b\\c' }, { message: 'x"y' })).toBe(
      `{job="mamt-console", cloud_id="a\\"b\\\\c"} |~ ${JSON.stringify(lineRegexOf('x"y'))}`,
    );
  });
});
