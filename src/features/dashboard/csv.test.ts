import { describe, expect, it } from 'vitest';
import { neutraliseCell, quoteCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes cells with commas, quotes and line breaks (RFC 4180), with CRLF line ends', () => {
    const rows = [
      { a: 'plain', b: 'with, comma' },
      { a: 'say "hi"', b: 'two\nlines' },
    ];
    const csv = toCsv(rows, [
      { header: 'A', value: (r) => r.a },
      { header: 'B', value: (r) => r.b },
    ]);
    expect(csv).toBe('A,B\r\nplain,"with, comma"\r\n"say ""hi""","two\nlines"\r\n');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const cell of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1']) {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    }
    expect(neutraliseCell('Hello = world')).toBe('Hello = world');
    expect(toCsv([{ v: '=cmd|" /C calc"!A0' }], [{ header: 'V', value: (r) => r.v }])).toBe(
      `V\r\n"'=cmd|"" /C calc""!A0"\r\n`,
    );
  });

  it('leaves ordinary cells alone', () => {
    expect(quoteCell('Seaview Hall')).toBe('Seaview Hall');
  });
});
