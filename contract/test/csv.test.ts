import { describe, expect, it } from 'vitest';
import { CSV_BOM, neutraliseCell, readCsv, toCsv, toCsvFile } from '../src/index.js';

describe('CSV writer (RFC 4180)', () => {
  it('writes a header line and one line per row, separated by CRLF, with no quotes where none are needed', () => {
    expect(toCsv(['Id', 'Domain', 'Active Subscribers'], [[1, 'acme.demo', 36], [2, 'acme-branch.demo', 22]])).toBe(
      'Id,Domain,Active Subscribers\r\n1,acme.demo,36\r\n2,acme-branch.demo,22',
    );
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    const csv = toCsv(['Name', 'Note'], [['Doe, Jane', 'say "hi"'], ['two\r\nlines', 'one\nline feed'], ['carriage\rreturn', 'plain']]);
    expect(csv).toBe('Name,Note\r\n"Doe, Jane","say ""hi"""\r\n"two\r\nlines","one\nline feed"\r\n"carriage\rreturn",plain');
    expect(readCsv(csv)).toEqual([
      ['Name', 'Note'],
      ['Doe, Jane', 'say "hi"'],
      ['two\r\nlines', 'one\nline feed'],
      ['carriage\rreturn', 'plain'],
    ]);
  });

  it('keeps a formula-looking text as text with a leading apostrophe, and only such text', () => {
    for (const formula of ['=1+1', '+15551234', '-2+3', '@SUM(A1:A2)', '\tTAB', '\rCR', '=HYPERLINK("http://x.example","click")']) {
      expect(neutraliseCell(formula), JSON.stringify(formula)).toBe(`'${formula}`);
    }
    for (const harmless of ['Jane', '1001', 'a=b', 'x-y', 'user@acme.demo', '', ' =padded']) expect(neutraliseCell(harmless)).toBe(harmless);
    const csv = toCsv(['First Name', 'Last Name'], [['=cmd|" /C calc"!A0', '@risk, "quoted"']]);
    expect(readCsv(csv)[1]).toEqual(['\'=cmd|" /C calc"!A0', '\'@risk, "quoted"']);
  });

  it('lets no formula through where spreadsheets split on semicolons or tabs and read quotes only at a cell\'s start', () => {
    const names = ["x;=cmd|' /C calc'!A0", 'a\t+1', 'b,@SUM(A1)', 'line\n-2+3', 'fine; really'];
    const csv = toCsv(['Last Name'], names.map((name) => [name]));
    // A line as such a spreadsheet reads it: cut at every ; and tab (a quote only opens a cell it begins).
    const cellsOf = (line: string, separator: RegExp) => line.split(separator).map((cell) => cell.replace(/^"/, ''));
    for (const separator of [/;/, /\t/]) {
      for (const line of csv.split(/\r?\n/)) {
        for (const cell of cellsOf(line, separator)) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@]/);
      }
    }
    // Read as the comma-separated file it is, every value comes back whole, quoted where it holds ; or a tab.
    expect(csv.split('\r\n')[1]).toBe(`"x;'=cmd|' /C calc'!A0"`);
    expect(readCsv(csv).slice(1).map(([cell]) => cell)).toEqual(["x;'=cmd|' /C calc'!A0", "a\t'+1", "b,'@SUM(A1)", "line\n'-2+3", 'fine; really']);
  });

  it('writes numbers, yes/no and empty values as they are: a negative number is not a formula', () => {
    expect(toCsv(['n', 'flag', 'none', 'missing'], [[-3, true, null, undefined], [0, false, '', 12.5]])).toBe('n,flag,none,missing\r\n-3,true,,\r\n0,false,,12.5');
  });

  it('neutralises and quotes the headers like any other text', () => {
    expect(toCsv(['=evil', 'a,b'], [])).toBe('\'=evil,"a,b"');
  });

  it('keeps accented and non-Latin text as it is, and a whole file starts with the UTF-8 byte-order mark', () => {
    const file = toCsvFile(['First Name', 'Last Name'], [['Tomás', 'Müller'], ['美玲', 'Dubois']]);
    expect(file.startsWith(CSV_BOM)).toBe(true);
    expect(CSV_BOM).toBe('\uFEFF');
    expect([...new TextEncoder().encode(file).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(readCsv(file.slice(1))).toEqual([['First Name', 'Last Name'], ['Tomás', 'Müller'], ['美玲', 'Dubois']]);
  });

  it('reads back exactly what it was given, whatever the text (apart from the apostrophe of a formula)', () => {
    const awkward = ['', ' ', '"', '""', ',', 'x\r\ny', 'a"b,c\nd', 'ends with quote"', 'Ñandú, "el" ave\r\n2'];
    const rows = awkward.map((value, index) => [String(index), value]);
    expect(readCsv(toCsv(['i', 'value'], rows))).toEqual([['i', 'value'], ...rows]);
  });
});
