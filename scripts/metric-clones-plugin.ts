import type { Plugin } from 'vite';

/**
 * Fonts drawn to the same advance widths as Arial and Times New Roman, under their own names: Croscore's Arimo
 * and Tinos (ChromeOS), Liberation (most Linux desktops) and URW's Nimbus (Helvetica's and Times's widths;
 * Ghostscript's fonts, on many Linux systems). None is in fontaine's metrics, and none needs to be: each takes
 * the fallback face fontaine sized for the font it copies, so a Linux device draws the first paint in the brand
 * face's room too (decision 0026) instead of its generic fallback.
 */
export const METRIC_CLONES: Record<string, string[]> = {
  Arial: ['Arimo', 'Liberation Sans', 'Nimbus Sans'],
  'Times New Roman': ['Tinos', 'Liberation Serif', 'Nimbus Roman'],
};

const local = (font: string) => `local(${JSON.stringify(font)})`;

/** `src: local("Arial")` as fontaine writes it, followed by the local fonts of the same widths. */
export function withMetricClones(css: string, clones = METRIC_CLONES): string {
  let out = css;
  for (const [font, copies] of Object.entries(clones))
    out = out.replaceAll(`src: ${local(font)};`, `src: ${[font, ...copies].map(local).join(', ')};`);
  return out;
}

/** After fontaine (in the plugin list, and `pre` like it): its fallback faces are in the CSS by then. */
export function metricClones(): Plugin {
  return {
    name: 'metric-clones',
    enforce: 'pre',
    transform: { filter: { id: /\.css(?:\?.*)?$/ }, handler: (code) => withMetricClones(code) },
  };
}
