/** XML answers (the softphone app's Account XML and its errors), escaped so no value can add markup. */

// Characters XML 1.0 does not allow at all: they are dropped rather than escaped.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Whether a value has anything to escape or drop: most (names, numbers, hosts) have not. */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPING = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

export function escapeXml(value: string): string {
  if (!NEEDS_ESCAPING.test(value)) return value;
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** One element per entry, in order; names are ours (never input), values are escaped. */
export function xmlElements(entries: ReadonlyArray<readonly [string, string]>, indent = '  '): string {
  return entries.map(([name, value]) => `${indent}<${name}>${escapeXml(value)}</${name}>`).join('\n');
}

export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** The answer the app shows the user on a failure: `<error><message>…</message></error>`. */
export function errorXml(message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<error>\n  <message>${escapeXml(message)}</message>\n</error>\n`;
}
