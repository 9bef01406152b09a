/**
 * A spreadsheet runs a cell that begins with = + - @ (or a tab or carriage return) as a formula,
 * so an exported value such as `=HYPERLINK(...)` typed into a form could act on whoever opens the
 * file. Such text is kept as text by a leading apostrophe (OWASP "CSV injection").
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export type CsvValue = string | number | boolean | null | undefined;

/** Header line, then one line per row; text is neutralised, numbers stay numbers. */
export function toCsv(headers: string[], rows: CsvValue[][]): string {
  const line = (cells: CsvValue[]) =>
    cells.map((cell) => (typeof cell === 'string' ? quote(neutraliseCell(cell)) : quote(String(cell ?? '')))).join(',');
  return [line(headers), ...rows.map(line)].join('\r\n');
}

/** Saves the text as a file; the byte-order mark makes spreadsheets read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
