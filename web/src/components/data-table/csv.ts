import { CSV_BOM } from '@mamt/contract/common/csv';

// The product's one CSV writer is the contract's (RFC 4180, formula-safe), tested there.
export { neutraliseCell, toCsv, type CsvValue } from '@mamt/contract/common/csv';

/** Saves the text as a file; the byte-order mark makes spreadsheets read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
