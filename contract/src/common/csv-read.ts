/**
 * Reads CSV text back as RFC 4180 defines it (quoted fields, doubled quotes, CRLF between records):
 * the counterpart of the writer (csv.ts), with which the tests read an export as a spreadsheet does,
 * not only as the characters written.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      field += char;
    }
  }
  record.push(field);
  records.push(record);
  return records;
}
