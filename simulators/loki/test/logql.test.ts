import { describe, expect, it } from 'vitest';
import { LogQLError, parseLogQuery } from '../src/index.js';
import { passes, selects } from '../src/logql.js';

describe('parseLogQuery', () => {
  it("reads Go's string escapes and backquoted strings", () => {
    const query = parseLogQuery(String.raw`{ cloud_id = "a\"b\\c\u0041\x42\n" } |= ` + '`raw\\n`');
    expect(query.matchers).toEqual([{ name: 'cloud_id', op: '=', value: 'a"b\\cAB\n' }]);
    expect(query.filters).toEqual([{ op: '|=', value: 'raw\\n' }]);
  });

  it('matches label regexes whole and line regexes anywhere, a leading (?i) ignoring case', () => {
    const query = parseLogQuery('{level=~"info|warn"} |~ "(?i)COMPLETED"');
    expect(selects(query, { level: 'info' })).toBe(true);
    expect(selects(query, { level: 'information' })).toBe(false);
    expect(selects(query, {})).toBe(false);
    expect(passes(query, '{"msg":"request completed"}')).toBe(true);
    expect(passes(query, '{"msg":"request started"}')).toBe(false);
  });

  it('refuses an unknown escape and trailing text', () => {
    expect(() => parseLogQuery(String.raw`{job="\q"}`)).toThrow(LogQLError);
    expect(() => parseLogQuery('{job="x"} extra')).toThrow(/parse error at line 1, col 11/);
  });
});
