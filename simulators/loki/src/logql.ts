/**
 * The part of LogQL the simulator understands: a stream selector of label matchers (`=`, `!=`,
 * `=~`, `!~`) followed by line filters (`|=`, `!=`, `|~`, `!~`), strings in Go's double-quoted or
 * backquoted syntax. Regular expressions are RE2's as far as JavaScript reads them alike, with a
 * leading `(?i)` (Go's flag) taken as JavaScript's `i`. Anything else is refused as Loki refuses a
 * query it cannot parse: a LogQLError, answered 400 with its plain-text message.
 */

export class LogQLError extends Error {}

type Matcher = { name: string; op: '=' | '!=' | '=~' | '!~'; value: string; regex?: RegExp };
type LineFilter = { op: '|=' | '!=' | '|~' | '!~'; value: string; regex?: RegExp };
export type LogQuery = { matchers: Matcher[]; filters: LineFilter[] };

const EMPTY_COMPATIBLE =
  'queries require at least one regexp or equality matcher that does not have an empty-compatible value. For instance, app=~".*" does not meet this requirement, but app=~".+" will';

/** An RE2 expression as JavaScript's; `anchored` for label matchers, which Loki matches whole. */
function regexOf(source: string, anchored: boolean): RegExp {
  const flag = /^\(\?i\)/.exec(source);
  const body = flag ? source.slice(flag[0].length) : source;
  try {
    return new RegExp(anchored ? `^(?:${body})$` : body, flag ? 'i' : '');
  } catch (error) {
    throw new LogQLError(`error parsing regexp: ${(error as Error).message.replace(/^Invalid regular expression: /, '')}`);
  }
}

const GO_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', a: '\x07', '\\': '\\', '"': '"', "'": "'" };

class Reader {
  at = 0;
  constructor(readonly text: string) {}

  fail(what: string): never {
    const found = this.at >= this.text.length ? 'end of input' : JSON.stringify(this.text.slice(this.at, this.at + 12));
    throw new LogQLError(`parse error at line 1, col ${this.at + 1}: syntax error: unexpected ${found}, expecting ${what}`);
  }

  skipSpace(): void {
    while (/\s/.test(this.text[this.at] ?? '')) this.at += 1;
  }

  take(...options: string[]): string | undefined {
    this.skipSpace();
    const found = options.find((option) => this.text.startsWith(option, this.at));
    if (found) this.at += found.length;
    return found;
  }

  name(): string {
    this.skipSpace();
    const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.text.slice(this.at));
    if (!match) this.fail('a label name');
    this.at += match[0].length;
    return match[0];
  }

  string(): string {
    this.skipSpace();
    const quote = this.text[this.at];
    if (quote === '`') {
      const end = this.text.indexOf('`', this.at + 1);
      if (end < 0) this.fail('a closing backquote');
      const value = this.text.slice(this.at + 1, end);
      this.at = end + 1;
      return value;
    }
    if (quote !== '"') this.fail('a string');
    let value = '';
    for (this.at += 1; this.at < this.text.length; this.at += 1) {
      const char = this.text[this.at]!;
      if (char === '"') {
        this.at += 1;
        return value;
      }
      if (char !== '\\') {
        value += char;
        continue;
      }
      const next = this.text[this.at + 1] ?? '';
      const unicode = /^u([0-9a-fA-F]{4})|^x([0-9a-fA-F]{2})/.exec(this.text.slice(this.at + 1));
      if (unicode) {
        value += String.fromCharCode(parseInt(unicode[1] ?? unicode[2]!, 16));
        this.at += unicode[0].length;
      } else if (next in GO_ESCAPES) {
        value += GO_ESCAPES[next];
        this.at += 1;
      } else this.fail('a valid escape sequence');
    }
    return this.fail('a closing quote');
  }
}

/** Parses a log query of the subset; throws LogQLError for anything else. */
export function parseLogQuery(text: string): LogQuery {
  const reader: Reader = new Reader(text);
  if (!reader.take('{')) reader.fail('{');
  const matchers: Matcher[] = [];
  do {
    const name = reader.name();
    const op = reader.take('=~', '!~', '!=', '=') as Matcher['op'] | undefined;
    if (!op) reader.fail('=, !=, =~ or !~');
    const value = reader.string();
    matchers.push({ name, op, value, ...(op.endsWith('~') ? { regex: regexOf(value, true) } : {}) });
  } while (reader.take(','));
  if (!reader.take('}')) reader.fail(', or }');
  const filters: LineFilter[] = [];
  for (let op = reader.take('|=', '|~', '!=', '!~'); op; op = reader.take('|=', '|~', '!=', '!~')) {
    const value = reader.string();
    filters.push({ op: op as LineFilter['op'], value, ...(op.endsWith('~') ? { regex: regexOf(value, false) } : {}) });
  }
  reader.skipSpace();
  if (reader.at < text.length) reader.fail('a line filter or end of input');
  if (!matchers.some((matcher) => (matcher.op === '=' && matcher.value !== '') || (matcher.op === '=~' && !matcher.regex!.test('')))) {
    throw new LogQLError(EMPTY_COMPATIBLE);
  }
  return { matchers, filters };
}

/** Whether a stream's labels pass the selector (a missing label reads as the empty string, as in Loki). */
export function selects(query: LogQuery, labels: Record<string, string>): boolean {
  return query.matchers.every(({ name, op, value, regex }) => {
    const actual = labels[name] ?? '';
    if (op === '=') return actual === value;
    if (op === '!=') return actual !== value;
    return regex!.test(actual) === (op === '=~');
  });
}

/** Whether a line passes every line filter. */
export function passes(query: LogQuery, line: string): boolean {
  return query.filters.every(({ op, value, regex }) => {
    if (op === '|=') return line.includes(value);
    if (op === '!=') return !line.includes(value);
    return regex!.test(line) === (op === '|~');
  });
}
