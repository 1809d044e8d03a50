import { describe, expect, it } from 'vitest';
import { isFormulaLike, neutraliseCell, quoteCell, toCsv, unneutraliseCell } from './csv';

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

  it('neutralises every start OWASP ASVS 5.0 lists: = + - @ tab CR NUL', () => {
    for (const cell of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\rA1', '\0=1']) {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    }
    expect(toCsv([{ v: '=cmd|" /C calc"!A0' }], [{ header: 'V', value: (r) => r.v }])).toBe(
      `V\r\n"'=cmd|"" /C calc""!A0"\r\n`,
    );
  });

  it('neutralises the same after leading spaces, NBSP, zero-width characters or a BOM', () => {
    for (const cell of [' =1+1', '   @SUM(A1)', '\u00A0=1', '\u200B+1', '\uFEFF-1', '\n=1', '\u3000=1']) {
      expect(isFormulaLike(cell), JSON.stringify(cell)).toBe(true);
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    }
  });

  it('neutralises full-width forms and the minus sign', () => {
    for (const cell of ['\uFF1DSUM(A1)', '\uFF0B1', '\uFF0D1', '\uFF20SUM(A1)', '\u22121', ' \uFF1D1']) {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves ordinary cells alone, formula characters inside included', () => {
    for (const cell of ['Seaview Hall', 'Hello = world', 'a@b.example', '', '   ', '1-2', 'Café']) {
      expect(neutraliseCell(cell)).toBe(cell);
    }
    expect(quoteCell('Seaview Hall')).toBe('Seaview Hall');
  });

  it('looks past a long run of leading spaces', () => {
    const spaces = ' '.repeat(200_000);
    expect(isFormulaLike(`${spaces}x`)).toBe(false);
    expect(isFormulaLike(`${spaces}=`)).toBe(true);
  });

  it('reads back exactly what it neutralised, and nothing else', () => {
    for (const cell of ['=1+1', ' \uFF1D1', '\0x', 'Hall', "'quoted", "'"]) {
      expect(unneutraliseCell(neutraliseCell(cell))).toBe(cell);
    }
  });
});
