import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fromFile } from '@capsizecss/unpack/fs';
import { FontaineTransform, getMetricsForFamily } from 'fontaine';
import { describe, expect, it } from 'vitest';
import { FALLBACK_FACES, withWeightMetrics } from './weight-metrics-plugin';

const FONTS_CSS = resolve('src/styles/fonts.css');
const fileOf = (specifier: string) => createRequire(FONTS_CSS).resolve(specifier);
const BRAND_FILES: Record<string, string> = {
  'Lato|400': fileOf('@fontsource/lato/files/lato-latin-400-normal.woff2'),
  'Lato|700': fileOf('@fontsource/lato/files/lato-latin-700-normal.woff2'),
  'Playfair Display|400': fileOf(
    '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2',
  ),
  'Playfair Display|700': fileOf(
    '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
  ),
};

/** The site's font faces as fontaine writes them into the build. */
async function fontaineOutput(): Promise<string> {
  const plugin = FontaineTransform.vite(FALLBACK_FACES) as unknown as {
    transform: { handler: (code: string, id: string) => Promise<{ code: string } | undefined> };
  };
  const result = await plugin.transform.handler(readFileSync(FONTS_CSS, 'utf8'), FONTS_CSS);
  return result?.code ?? '';
}

const fallbackFaces = (css: string) =>
  [...css.matchAll(/@font-face\s*\{[^}]*\}/g)]
    .map(([face]) => face)
    .filter((face) => face.includes(' fallback"'))
    .map((face) => ({
      face,
      family: /font-family: "(.+) fallback"/.exec(face)?.[1] ?? '',
      local: /local\("([^"]+)"\)/.exec(face)?.[1] ?? '',
      weight: /font-weight: (\d+)/.exec(face)?.[1] ?? '',
      sizeAdjust: Number(/size-adjust: ([\d.]+)%/.exec(face)?.[1]) / 100,
    }));

/** A font's average width of English text, in em (capsize's xWidthAvg). */
const averageWidth = (metrics: { xWidthAvg: number; unitsPerEm: number }) =>
  metrics.xWidthAvg / metrics.unitsPerEm;

describe('the fallback faces of each weight', () => {
  it("draw the local font as wide on average as the brand face of their own weight, the bold's too", async () => {
    const before = fallbackFaces(await fontaineOutput());
    const after = fallbackFaces(await withWeightMetrics(await fontaineOutput(), FONTS_CSS));
    expect(after.map(({ family, local, weight }) => `${family} ${weight} ${local}`)).toEqual(
      before.map(({ family, local, weight }) => `${family} ${weight} ${local}`),
    );
    expect(new Set(after.map(({ weight }) => weight))).toEqual(new Set(['400', '700']));
    for (const [index, face] of after.entries()) {
      const brand = averageWidth(await fromFile(BRAND_FILES[`${face.family}|${face.weight}`] ?? ''));
      const local = await getMetricsForFamily(face.local);
      if (!local) throw new Error(`fontaine has no metrics for ${face.local}`);
      expect(
        face.sizeAdjust * averageWidth(local),
        `${face.family} ${face.weight} in ${face.local}`,
      ).toBeCloseTo(brand, 5);
      // The regular faces were right already and stay as fontaine wrote them; the bold ones were sized by the
      // regular brand face, 2.2-2.4% too narrow.
      if (face.weight === '400') expect(face.face).toBe(before[index]?.face);
      else expect(face.sizeAdjust / (before[index]?.sizeAdjust ?? 0)).toBeGreaterThan(1.02);
    }
  });

  it('leaves CSS without brand faces as it is', async () => {
    const css =
      '@font-face {\n  font-family: "Lato fallback";\n  src: local("Arial");\n  size-adjust: 97%;\n}\n';
    expect(await withWeightMetrics(css, FONTS_CSS)).toBe(css);
  });
});
