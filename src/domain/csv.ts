/**
 * The one CSV writer for every file the site produces (dashboard downloads, server exports): cells a
 * spreadsheet could run as a formula are made inert, and quoting follows RFC 4180. Used by the browser and
 * the server alike, so it imports nothing.
 */

/** One column of a CSV export: its header and how a row's cell is read. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string;
}

// OWASP ASVS 5.0 (V1.2.10, "CSV and formula injection"): a cell starting with = + - @ tab CR or NUL can be
// read as a formula (=HYPERLINK(...) typed into a public form would run on the manager's machine). Also the
// full-width forms (＝ ＋ － ＠) and the minus sign, which some spreadsheets fold to their ASCII twins.
const FORMULA_STARTS = new Set([
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\0',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
  '\u2212',
]);

// Characters a spreadsheet skips before reading a cell (so " =1" and NBSP + "=1" are formulas too): ASCII
// whitespace, NBSP, the Unicode spaces, zero-width characters and the byte-order mark.
const SKIPPED_LEADING = /[\s\u00A0\u1680\u180E\u2000-\u200F\u2028\u2029\u202F\u205F\u2060\u3000\uFEFF]/;

/** True when a spreadsheet could read `value` as a formula. A plain loop: no regex backtracking on input. */
export function isFormulaLike(value: string): boolean {
  for (const char of value) {
    if (FORMULA_STARTS.has(char)) return true;
    if (!SKIPPED_LEADING.test(char)) return false;
  }
  return false;
}

/** A leading apostrophe makes a formula-like cell plain text; anything else is left exactly as it was. */
export function neutraliseCell(value: string): string {
  return isFormulaLike(value) ? `'${value}` : value;
}

/** What neutraliseCell undid: an import of our own export reads back the text that was exported. */
export function unneutraliseCell(value: string): string {
  return value.startsWith("'") && isFormulaLike(value.slice(1)) ? value.slice(1) : value;
}

/** RFC 4180: quote a field holding a quote, comma or line break, doubling the quotes inside. */
export function quoteCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One CSV record (no line end): each cell neutralised, then quoted. */
export function toCsvLine(cells: readonly string[]): string {
  return cells.map((cell) => quoteCell(neutraliseCell(cell))).join(',');
}

/** The CSV text (CRLF line ends, header row first) of `rows`. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [
    toCsvLine(columns.map((c) => c.header)),
    ...rows.map((row) => toCsvLine(columns.map((c) => c.value(row)))),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
