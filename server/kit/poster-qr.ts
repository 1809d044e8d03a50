import QRCode from 'qrcode';

/** The quiet zone a scanner needs around the symbol, in modules (ISO/IEC 18004). */
export const QR_QUIET_MODULES = 4;

/**
 * The date page's address as QR rows of dark runs, ready to draw as vectors: a poster printed at any size
 * keeps sharp edges, where a raster code would blur. Level M survives a crease or a smudge on a poster.
 */
export function qrRuns(url: string): { size: number; runs: { row: number; col: number; length: number }[] } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const runs: { row: number; col: number; length: number }[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      runs.push({ row, col: start, length: col - start });
    }
  }
  return { size: modules.size, runs };
}

/** Draws the code with its quiet zone as one white square of `side` points at (x, y). */
export function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, side: number): void {
  const { size, runs } = qrRuns(url);
  const module = side / (size + QR_QUIET_MODULES * 2);
  const origin = QR_QUIET_MODULES * module;
  doc.save().rect(x, y, side, side).fill('#ffffff');
  for (const run of runs) {
    doc.rect(x + origin + run.col * module, y + origin + run.row * module, run.length * module, module);
  }
  doc.fill('#000000').restore();
}
