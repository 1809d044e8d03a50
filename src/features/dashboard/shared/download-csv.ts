/** Saves `csv` (written with src/domain/csv.ts) as a file through a Blob link: no server round trip. */
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
