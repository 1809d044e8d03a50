// WOFF 1.0 to a plain sfnt (TrueType), without Node: the server inflates each table with zlib, the hotel's
// browser with DecompressionStream, and both lay the tables out with this one code, so the fonts the
// pictures and posters are drawn with are the same bytes in both (docs/decisions/0039).

export interface WoffTable {
  tag: number;
  checksum: number;
  /** The table as stored: zlib-compressed when `compressed`. */
  data: Uint8Array;
  compressed: boolean;
}

/** The WOFF file's flavour (TrueType or CFF) and its tables as stored. */
export function woffTables(woff: Uint8Array): { flavor: number; tables: WoffTable[] } {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (String.fromCharCode(...woff.subarray(0, 4)) !== 'wOFF') throw new Error('not a WOFF file');
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const o = 44 + i * 20;
    const offset = view.getUint32(o + 4);
    const compLength = view.getUint32(o + 8);
    return {
      tag: view.getUint32(o),
      checksum: view.getUint32(o + 16),
      data: woff.subarray(offset, offset + compLength),
      compressed: compLength < view.getUint32(o + 12),
    };
  });
  return { flavor: view.getUint32(4), tables };
}

/** The sfnt file of inflated tables: a new directory, then each table padded to four bytes. */
export function sfntFrom(flavor: number, tables: { tag: number; checksum: number; data: Uint8Array }[]) {
  const numTables = tables.length;
  let selector = 0;
  while (1 << (selector + 1) <= numTables) selector++;
  const searchRange = (1 << selector) * 16;
  const headerLength = 12 + 16 * numTables;
  const padded = (length: number) => length + ((4 - (length % 4)) % 4);
  const total = tables.reduce((sum, t) => sum + padded(t.data.length), headerLength);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, flavor);
  view.setUint16(4, numTables);
  view.setUint16(6, searchRange);
  view.setUint16(8, selector);
  view.setUint16(10, numTables * 16 - searchRange);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const o = 12 + i * 16;
    view.setUint32(o, t.tag);
    view.setUint32(o + 4, t.checksum);
    view.setUint32(o + 8, offset);
    view.setUint32(o + 12, t.data.length);
    out.set(t.data, offset);
    offset += padded(t.data.length);
  });
  return out;
}
