/**
 * The message filter of System Logs (document 3 /logs): a wildcard pattern when it has `*` (any
 * text) or `?` (one character), matched against the whole message; otherwise text the message must
 * contain. Any case. The same filter is written for the database (ILIKE) and for Loki (a regular
 * expression over the entry's line), so that both answer alike.
 */

const isWildcard = (pattern: string) => /[*?]/.test(pattern);

/** The pattern as an ILIKE pattern, whose own `%`, `_` and `\` are taken literally. */
export function ilikePatternOf(pattern: string): string {
  const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
  if (!isWildcard(pattern)) return `%${literal(pattern)}%`;
  return [...pattern].map((char) => (char === '*' ? '%' : char === '?' ? '_' : literal(char))).join('');
}

/** A regular expression (RE2, as Loki takes it) matching `text` as JSON escapes it. */
function jsonTextRegex(text: string): string {
  return JSON.stringify(text)
    .slice(1, -1)
    .replace(/[\\.+*?()|[\]{}^$]/g, (char) => `\\${char}`);
}

/** One character of a JSON string: a plain one or an escape (`\"`, `\n`, `\u001f`). */
const JSON_CHAR = String.raw`(?:[^"\\]|\\u[0-9a-fA-F]{4}|\\[^u])`;

/**
 * The pattern as a case-insensitive regular expression over an entry's line (log-lines.ts): the line
 * is JSON starting with the message (`{"msg":"...`), so the expression reads the message as JSON
 * writes it, one character (or escape) at a time, and no other field can match.
 */
export function lineRegexOf(pattern: string): string {
  const head = String.raw`(?i)^\{"msg":"`;
  if (!isWildcard(pattern)) return `${head}${JSON_CHAR}*${jsonTextRegex(pattern)}`;
  const body = [...pattern].map((char) => (char === '*' ? `${JSON_CHAR}*` : char === '?' ? JSON_CHAR : jsonTextRegex(char))).join('');
  return `${head}${body}"`;
}
