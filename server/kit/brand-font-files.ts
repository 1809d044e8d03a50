import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';

// The brand fonts ship from @fontsource as WOFF and WOFF2. The art pipeline, satori's pictures and the
// posters' PDF fonts all want the plain TrueType inside (satori and PDF readers take no WOFF2, and a PDF
// embeds sfnt, not WOFF), so one reader serves them all.

const require = createRequire(import.meta.url);

/** Where a file of an installed @fontsource package is: 'lato/files/lato-latin-400-normal.woff'. */
export function fontsourcePath(file: string): string {
  const slash = file.indexOf('/');
  if (slash < 0) throw new Error(`font file ${file} names no @fontsource package`);
  const pkg = file.slice(0, slash);
  return join(dirname(require.resolve(`@fontsource/${pkg}/package.json`)), file.slice(slash + 1));
}

/** WOFF 1.0 to a plain sfnt (TrueType) file: each table inflated and laid out again after a new directory. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const o = 44 + i * 20;
    const tag = woff.readUInt32BE(o);
    const offset = woff.readUInt32BE(o + 4);
    const compLength = woff.readUInt32BE(o + 8);
    const origLength = woff.readUInt32BE(o + 12);
    const checksum = woff.readUInt32BE(o + 16);
    const raw = woff.subarray(offset, offset + compLength);
    return { tag, checksum, data: compLength < origLength ? inflateSync(raw) : Buffer.from(raw) };
  });
  let selector = 0;
  while (1 << (selector + 1) <= numTables) selector++;
  const searchRange = (1 << selector) * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    const o = 12 + i * 16;
    header.writeUInt32BE(t.tag, o);
    header.writeUInt32BE(t.checksum, o + 4);
    header.writeUInt32BE(offset, o + 8);
    header.writeUInt32BE(t.data.length, o + 12);
    const pad = Buffer.alloc((4 - (t.data.length % 4)) % 4);
    parts.push(t.data, pad);
    offset += t.data.length + pad.length;
  });
  return Buffer.concat(parts);
}

/** A brand font file as TrueType, ready for satori and pdfkit. */
export function readFontsourceTrueType(file: string): Buffer {
  return woffToSfnt(readFileSync(fontsourcePath(file)));
}
