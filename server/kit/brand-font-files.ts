import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { sfntFrom, woffTables } from './woff-sfnt';

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

/** WOFF 1.0 to a plain sfnt (TrueType) file, each table inflated with zlib. */
export function woffToSfnt(woff: Buffer): Buffer {
  const { flavor, tables } = woffTables(woff);
  const inflated = tables.map((t) => ({ ...t, data: t.compressed ? inflateSync(t.data) : t.data }));
  const sfnt = sfntFrom(flavor, inflated);
  return Buffer.from(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
}

/** A brand font file as TrueType, ready for satori and pdfkit. */
export function readFontsourceTrueType(file: string): Buffer {
  return woffToSfnt(readFileSync(fontsourcePath(file)));
}
