import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { SITE_STYLESHEETS, withoutComments } from './stylesheets';

/**
 * A text's measure is written with brand-measure() (src/styles/_layout.scss), never in `ch`: `ch` is the width
 * of "0" in the face drawn at the moment, and the metric-matched fallback faces match the brand faces' average
 * width, not their "0". A 16ch box was 365 px in the fallback and 413 px in Playfair Display Bold, so the
 * /homethree heading took two lines until the brand face arrived, then one: a layout shift of 0.027.
 */
const LAYOUT = 'src/styles/_layout.scss';
const FILES: Record<string, string> = {
  'playfair-display-400': '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2',
  'playfair-display-700': '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
  lato: '@fontsource/lato/files/lato-latin-400-normal.woff2',
};
const require = createRequire(import.meta.url);

/** The width of "0" in the font file, in em: as the poster's PDF writer (pdfkit, server/kit) measures it. */
function zeroWidth(file: string): number {
  return new PDFDocument().font(require.resolve(file)).fontSize(1).widthOfString('0');
}

describe('measures of text', () => {
  it("are written with each brand face's real width of 0", () => {
    const map = /\$brand-zero-widths:\s*\(([^)]*)\)/.exec(readFileSync(LAYOUT, 'utf8'))?.[1] ?? '';
    const widths = Object.fromEntries(
      [...map.matchAll(/'([\w-]+)':\s*([\d.]+)em/g)].map(([, face = '', em = '']) => [face, Number(em)]),
    );
    expect(Object.keys(widths).sort()).toEqual(Object.keys(FILES).sort());
    for (const [face, file] of Object.entries(FILES)) {
      expect(widths[face], face).toBeCloseTo(zeroWidth(file), 4);
    }
  });

  it('are never in ch, which changes when the brand face replaces its fallback', () => {
    expect(SITE_STYLESHEETS.length).toBeGreaterThan(10);
    const inCh = SITE_STYLESHEETS.flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => /(?<![\w-])\d*\.?\d+ch\b/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(inCh).toEqual([]);
  });
});
