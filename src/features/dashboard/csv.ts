/** One column of a CSV export: its header and how a row's cell is read. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string;
}

// A cell a spreadsheet would read as a formula (OWASP "CSV injection"): a visitor could type
// =HYPERLINK(...) into a form and have it run on the manager's machine. A leading quote makes it text.
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180: quote a field holding a quote, comma or line break, doubling the quotes inside. */
export function quoteCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The CSV text (CRLF line ends, header row first) of `rows`. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const line = (cells: string[]) => cells.map((cell) => quoteCell(neutraliseCell(cell))).join(',');
  const lines = [
    line(columns.map((c) => c.header)),
    ...rows.map((row) => line(columns.map((c) => c.value(row)))),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves `csv` as a file through a Blob link (no server round trip, nothing left in memory after). */
export function downloadCsv(filename: string, csv: string): void {
  // The byte-order mark makes Excel read the file as UTF-8 (names with accents stay intact).
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
