// The site's own fonts (Playfair Display, Lato from @fontsource) for the art: unpacked from WOFF to TrueType so
// librsvg can render SVG text with them, and read as glyph outlines so vector files (logo, favicon) carry the
// letters as paths and look the same on every machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { readFontsourceTrueType } from '../../server/kit/brand-font-files';
import { at } from './common';

export const FONT_FILES = [
  'playfair-display/files/playfair-display-latin-400-normal.woff',
  'playfair-display/files/playfair-display-latin-400-italic.woff',
  'playfair-display/files/playfair-display-latin-700-normal.woff',
  'playfair-display/files/playfair-display-latin-700-italic.woff',
  'lato/files/lato-latin-400-normal.woff',
  'lato/files/lato-latin-700-normal.woff',
  'lato/files/lato-latin-900-normal.woff',
] as const;

/**
 * Writes the fonts as TrueType into a temporary folder with a fontconfig file that lists them beside the system
 * fonts, and points FONTCONFIG_FILE at it. Call before sharp is loaded.
 */
export function installArtFonts(): void {
  const dir = join(tmpdir(), 'immersive-art-fonts');
  mkdirSync(join(dir, 'ttf'), { recursive: true });
  for (const file of FONT_FILES) {
    const name = basename(file, '.woff') + '.ttf';
    writeFileSync(join(dir, 'ttf', name), readFontsourceTrueType(file));
  }
  const conf = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${join(dir, 'ttf')}</dir>
  <dir>/usr/share/fonts</dir>
  <dir>/usr/local/share/fonts</dir>
  <dir>/System/Library/Fonts</dir>
  <dir>/Library/Fonts</dir>
  <cachedir>${join(dir, 'cache')}</cachedir>
</fontconfig>
`;
  writeFileSync(join(dir, 'fonts.conf'), conf);
  process.env.FONTCONFIG_FILE = join(dir, 'fonts.conf');
}

/** A TrueType font read far enough to turn a line of text into one SVG path (no kerning, no shaping). */
export class OutlineFont {
  private readonly buf: Buffer;
  private readonly tables = new Map<string, number>();
  readonly unitsPerEm: number;
  readonly ascender: number;
  private readonly locaLong: boolean;
  private readonly numHMetrics: number;
  private readonly cmap = new Map<number, number>();

  constructor(fontsourceFile: (typeof FONT_FILES)[number]) {
    this.buf = readFontsourceTrueType(fontsourceFile);
    const n = this.buf.readUInt16BE(4);
    for (let i = 0; i < n; i++) {
      const o = 12 + i * 16;
      this.tables.set(this.buf.toString('latin1', o, o + 4), this.buf.readUInt32BE(o + 8));
    }
    const head = this.table('head');
    this.unitsPerEm = this.buf.readUInt16BE(head + 18);
    this.locaLong = this.buf.readInt16BE(head + 50) === 1;
    const hhea = this.table('hhea');
    this.ascender = this.buf.readInt16BE(hhea + 4);
    this.numHMetrics = this.buf.readUInt16BE(hhea + 34);
    this.readCmap();
  }

  private table(tag: string): number {
    const o = this.tables.get(tag);
    if (o === undefined) throw new Error(`font has no ${tag} table`);
    return o;
  }

  private readCmap(): void {
    const b = this.buf;
    const cmap = this.table('cmap');
    const count = b.readUInt16BE(cmap + 2);
    for (let i = 0; i < count; i++) {
      const platform = b.readUInt16BE(cmap + 4 + i * 8);
      const encoding = b.readUInt16BE(cmap + 6 + i * 8);
      const sub = cmap + b.readUInt32BE(cmap + 8 + i * 8);
      if (platform !== 3 || encoding !== 1 || b.readUInt16BE(sub) !== 4) continue;
      const segs = b.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + segs * 2 + 2;
      const deltas = starts + segs * 2;
      const ranges = deltas + segs * 2;
      for (let s = 0; s < segs; s++) {
        const start = b.readUInt16BE(starts + s * 2);
        const end = b.readUInt16BE(ends + s * 2);
        const delta = b.readInt16BE(deltas + s * 2);
        const rangeOffset = b.readUInt16BE(ranges + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph: number;
          if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
          else {
            glyph = b.readUInt16BE(ranges + s * 2 + rangeOffset + (c - start) * 2);
            if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
          }
          this.cmap.set(c, glyph);
        }
      }
      return;
    }
    throw new Error('font has no Windows Unicode BMP cmap');
  }

  private advance(glyph: number): number {
    const hmtx = this.table('hmtx');
    return this.buf.readUInt16BE(hmtx + Math.min(glyph, this.numHMetrics - 1) * 4);
  }

  private glyphRange(glyph: number): [number, number] {
    const loca = this.table('loca');
    const offsetOf = (i: number) =>
      this.locaLong ? this.buf.readUInt32BE(loca + i * 4) : this.buf.readUInt16BE(loca + i * 2) * 2;
    const glyf = this.table('glyf');
    return [glyf + offsetOf(glyph), glyf + offsetOf(glyph + 1)];
  }

  /** Contours of a glyph in font units, y up: lists of points with an on-curve flag. */
  private contours(glyph: number): { x: number; y: number; on: boolean }[][] {
    const b = this.buf;
    const [start, end] = this.glyphRange(glyph);
    if (end <= start) return [];
    const numContours = b.readInt16BE(start);
    if (numContours < 0) return this.compositeContours(start);
    let p = start + 10;
    const endPts: number[] = [];
    for (let i = 0; i < numContours; i++, p += 2) endPts.push(b.readUInt16BE(p));
    const numPoints = (endPts.at(-1) ?? -1) + 1; // the last contour's end point, plus one; none without contours
    p += 2 + b.readUInt16BE(p);
    const flags: number[] = [];
    while (flags.length < numPoints) {
      const flag = b.readUInt8(p++);
      flags.push(flag);
      if (flag & 8) for (let r = b.readUInt8(p++); r > 0; r--) flags.push(flag);
    }
    const coords = (short: number, same: number): number[] => {
      let v = 0;
      return flags.map((f) => {
        if (f & short) v += f & same ? b.readUInt8(p++) : -b.readUInt8(p++);
        else if (!(f & same)) {
          v += b.readInt16BE(p);
          p += 2;
        }
        return v;
      });
    };
    const xs = coords(2, 16);
    const ys = coords(4, 32);
    const out: { x: number; y: number; on: boolean }[][] = [];
    let first = 0;
    for (const last of endPts) {
      const pts = [];
      for (let i = first; i <= last; i++)
        pts.push({ x: at(xs, i), y: at(ys, i), on: (at(flags, i) & 1) === 1 });
      out.push(pts);
      first = last + 1;
    }
    return out;
  }

  private compositeContours(start: number): { x: number; y: number; on: boolean }[][] {
    const b = this.buf;
    let p = start + 10;
    const out: { x: number; y: number; on: boolean }[][] = [];
    for (;;) {
      const flags = b.readUInt16BE(p);
      const glyph = b.readUInt16BE(p + 2);
      p += 4;
      let dx: number, dy: number;
      if (flags & 1) {
        dx = b.readInt16BE(p);
        dy = b.readInt16BE(p + 2);
        p += 4;
      } else {
        dx = b.readInt8(p);
        dy = b.readInt8(p + 1);
        p += 2;
      }
      let [a, bb, c, d] = [1, 0, 0, 1];
      if (flags & 8) {
        a = d = b.readInt16BE(p) / 16384;
        p += 2;
      } else if (flags & 0x40) {
        a = b.readInt16BE(p) / 16384;
        d = b.readInt16BE(p + 2) / 16384;
        p += 4;
      } else if (flags & 0x80) {
        a = b.readInt16BE(p) / 16384;
        bb = b.readInt16BE(p + 2) / 16384;
        c = b.readInt16BE(p + 4) / 16384;
        d = b.readInt16BE(p + 6) / 16384;
        p += 8;
      }
      for (const contour of this.contours(glyph)) {
        out.push(
          contour.map((pt) => ({ x: a * pt.x + c * pt.y + dx, y: bb * pt.x + d * pt.y + dy, on: pt.on })),
        );
      }
      if (!(flags & 0x20)) return out;
    }
  }

  /** Width of the text in pixels at a font size, with extra tracking (px) between letters. */
  measure(text: string, size: number, tracking = 0): number {
    const scale = size / this.unitsPerEm;
    let w = 0;
    for (const ch of text) w += this.advance(this.cmap.get(ch.codePointAt(0) ?? 0) ?? 0) * scale + tracking;
    return w - tracking;
  }

  /** One SVG path of the text with its baseline's left end at (x, y). */
  path(text: string, x: number, y: number, size: number, tracking = 0): string {
    const s = size / this.unitsPerEm;
    const f = (n: number) => (Math.round(n * 10) / 10).toString();
    let pen = x;
    let d = '';
    for (const ch of text) {
      const glyph = this.cmap.get(ch.codePointAt(0) ?? 0) ?? 0;
      for (const contour of this.contours(glyph)) {
        const pts = contour.map((pt) => ({ x: pen + pt.x * s, y: y - pt.y * s, on: pt.on }));
        if (!pts.length) continue;
        // Start on an on-curve point, or on the midpoint of two off-curve points.
        let startIdx = pts.findIndex((pt) => pt.on);
        let startPt: { x: number; y: number };
        if (startIdx < 0) {
          startIdx = 0;
          const [p0, p1] = [at(pts, 0), at(pts, 1)];
          startPt = { x: (p0.x + p1.x) / 2, y: (p0.y + p1.y) / 2 };
        } else startPt = at(pts, startIdx);
        d += `M${f(startPt.x)} ${f(startPt.y)}`;
        let control: { x: number; y: number } | null = null;
        for (let k = 1; k <= pts.length; k++) {
          const pt = at(pts, (startIdx + k) % pts.length);
          if (pt.on) {
            d += control
              ? `Q${f(control.x)} ${f(control.y)} ${f(pt.x)} ${f(pt.y)}`
              : `L${f(pt.x)} ${f(pt.y)}`;
            control = null;
          } else if (control) {
            const mid = { x: (control.x + pt.x) / 2, y: (control.y + pt.y) / 2 };
            d += `Q${f(control.x)} ${f(control.y)} ${f(mid.x)} ${f(mid.y)}`;
            control = pt;
          } else control = pt;
        }
        if (control) d += `Q${f(control.x)} ${f(control.y)} ${f(startPt.x)} ${f(startPt.y)}`;
        d += 'Z';
      }
      pen += this.advance(glyph) * s + tracking;
    }
    return d;
  }
}
