/**
 * The product's one CSV writer (RFC 4180), used by every export of the console: the data table's
 * Export CSV, the domain report's Billing.csv and active_subscribers.csv. Free of zod and of the
 * browser, so the contract's tests cover it and any side may write a file with it.
 */

export type CsvValue = string | number | boolean | null | undefined;

/**
 * The UTF-8 byte-order mark. Excel reads a CSV file without it in the machine's legacy code page,
 * which turns "Tomás" into "TomÃ¡s"; with it, as UTF-8.
 */
export const CSV_BOM = '\uFEFF';

/** Records are separated by CRLF (RFC 4180 §2.1); a line break inside a field stays as it was, quoted. */
const LINE_END = '\r\n';

/**
 * A spreadsheet runs a cell that begins with = + - @ (or a tab or carriage return) as a formula,
 * so an exported value such as `=HYPERLINK(...)` typed into a form, or a name on the telephony
 * platform, could act on whoever opens the file. Such text is kept as text by a leading
 * apostrophe (OWASP "CSV injection"). Where spreadsheets split on `;` or a tab (much of Europe),
 * they do not read our quotes as quotes and a value's every separator starts a cell of its own:
 * a formula starter after a separator (`x;=cmd|…`) gets its apostrophe too.
 */
export function neutraliseCell(value: string): string {
  const inner = value.replace(/([,;\t\r\n])(?=[=+\-@])/g, "$1'");
  return /^[=+\-@\t\r]/.test(inner) ? `'${inner}` : inner;
}

/**
 * A field with a comma, a semicolon, a tab, a quote or a line break goes in quotes, its quotes doubled
 * (RFC 4180 §2.5-2.7; a semicolon or a tab, for spreadsheets that split on them).
 */
function quote(value: string): string {
  return /[",;\t\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Text is neutralised; numbers and yes/no stay as they are (a negative number is not a formula). */
function cellOf(value: CsvValue): string {
  if (typeof value === 'string') return quote(neutraliseCell(value));
  return quote(value === null || value === undefined ? '' : String(value));
}

/** The header line, then one line per row, separated by CRLF. */
export function toCsv(headers: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  const line = (cells: readonly CsvValue[]) => cells.map(cellOf).join(',');
  return [line(headers), ...rows.map(line)].join(LINE_END);
}

/** A whole CSV file's text: the byte-order mark, then `toCsv`. */
export function toCsvFile(headers: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return CSV_BOM + toCsv(headers, rows);
}
