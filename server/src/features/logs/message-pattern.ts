/**
 * The text filter of System Logs (document 3 /logs), read over the whole entry as Loki's line filter
 * reads a line: text the entry contains anywhere, where `*` stands for any text and `?` for one
 * character. Any case. The same filter is written for the database (ILIKE over the entry's text,
 * logEntryTextOf) and for Loki (a regular expression over the entry's line), so that both answer alike.
 */

/** The pattern as an ILIKE pattern found anywhere, whose own `%`, `_` and `\` are taken literally. */
export function ilikePatternOf(pattern: string): string {
  const literal = (char: string) => (/[\\%_]/.test(char) ? `\\${char}` : char);
  const body = [...pattern].map((char) => (char === '*' ? '%' : char === '?' ? '_' : literal(char))).join('');
  return `%${body}%`;
}

/** A regular expression (RE2, as Loki takes it) matching `text` as JSON escapes it. */
function jsonTextRegex(text: string): string {
  return JSON.stringify(text)
    .slice(1, -1)
    .replace(/[\\.+*?()|[\]{}^$]/g, (char) => `\\${char}`);
}

/** One character of a JSON string: a plain one or an escape (`\"`, `\n`, `\u001f`). */
const JSON_CHAR = String.raw`(?:[^\\]|\\u[0-9a-fA-F]{4}|\\[^u])`;

/**
 * Where a match may start: not inside a JSON escape (`u001f` of `\u001f`, `n` of `\n`), i.e. after no
 * backslash or after an even run of them. RE2 has no look-behind, so the character before is matched too.
 */
const NOT_INSIDE_AN_ESCAPE = String.raw`(?:^|[^\\]|[^\\](?:\\\\)+)`;

/**
 * The pattern as a case-insensitive regular expression found anywhere in an entry's line
 * (log-lines.ts), which is JSON: the text is matched as JSON writes it, a wildcard one character
 * (or escape) at a time.
 */
export function lineRegexOf(pattern: string): string {
  const body = [...pattern].map((char) => (char === '*' ? `${JSON_CHAR}*` : char === '?' ? JSON_CHAR : jsonTextRegex(char))).join('');
  return `(?i)${NOT_INSIDE_AN_ESCAPE}${body}`;
}
