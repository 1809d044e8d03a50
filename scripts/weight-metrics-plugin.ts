import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine';
import type { Plugin } from 'vite';

/**
 * fontaine's settings (vite.config.ts): each brand family's local fallback fonts, found on Windows, macOS and
 * iOS, and Android, in that order of preference, and the name of the fallback faces sized for them.
 */
export const FALLBACK_FACES = {
  fallbacks: {
    Lato: ['Arial', 'Helvetica Neue', 'Roboto', 'Noto Sans'],
    'Playfair Display': ['Georgia', 'Times New Roman', 'Noto Serif'],
  },
  fallbackName: (family: string) => `${family} fallback`,
};

const FACE = /@font-face\s*\{[^}]*\}/g;

const property = (face: string, name: string) =>
  new RegExp(`[{;\\s]${name}\\s*:\\s*([^;]+);`).exec(face)?.[1]?.trim();
const unquoted = (value: string) => value.replace(/^["']|["']$/g, '');

/** The brand faces' files by family and weight: `url()` in their `src`, resolved from the CSS file. */
function brandFiles(css: string, cssFile: string): Map<string, string> {
  const files = new Map<string, string>();
  const require = createRequire(cssFile);
  for (const [face] of css.matchAll(FACE)) {
    const family = property(face, 'font-family');
    const url = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(property(face, 'src') ?? '')?.[1];
    if (!family || !url) continue;
    const file = url.startsWith('.') ? resolve(dirname(cssFile), url) : require.resolve(url);
    files.set(`${unquoted(family)}|${property(face, 'font-weight') ?? '400'}`, file);
  }
  return files;
}

/**
 * fontaine sizes every fallback face of a family by one set of metrics: the family's regular face, which it
 * finds by name before it would read a file. A bold brand face is wider than the regular one (Playfair Display
 * 700 by 2.4% against Times New Roman), so a bold heading drawn in the fallback took less room than in the
 * brand face and could wrap differently once the brand face arrived (decision 0026). Each fallback face is
 * sized again here from the brand file of its own weight, with fontaine's own formula.
 */
export async function withWeightMetrics(css: string, cssFile: string): Promise<string> {
  const files = brandFiles(css, cssFile);
  if (files.size === 0) return css;
  let out = css;
  for (const [face] of css.matchAll(FACE)) {
    const family = unquoted(property(face, 'font-family') ?? '');
    const local = /local\("([^"]+)"\)/.exec(property(face, 'src') ?? '')?.[1];
    const weight = property(face, 'font-weight') ?? '400';
    const file = files.get(`${family.replace(/ fallback$/, '')}|${weight}`);
    if (!family.endsWith(' fallback') || !local || !file) continue;
    const [metrics, localMetrics] = await Promise.all([
      readMetrics(pathToFileURL(file)),
      getMetricsForFamily(local),
    ]);
    if (!metrics || !localMetrics) continue;
    const sized = generateFontFace(metrics, {
      name: family,
      font: local,
      metrics: localMetrics,
      'font-style': property(face, 'font-style') ?? 'normal',
      'font-weight': weight,
    }).trim();
    out = out.replace(face, sized);
  }
  return out;
}

/** After fontaine and before the metric clones (in the plugin list, `pre` like them). */
export function weightMetrics(): Plugin {
  return {
    name: 'weight-metrics',
    enforce: 'pre',
    transform: {
      filter: { id: /\.css(?:\?.*)?$/ },
      handler: async (code, id) => withWeightMetrics(code, id.replace(/\?.*$/, '')),
    },
  };
}
