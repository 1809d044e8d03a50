// Brand marks as vector files: the wordmark logo (160x48) and the favicon, with their letters as outlines of the
// site's Playfair Display so they look the same on every machine. The PNG icons are rendered from the favicon.
import { BRAND } from './common';
import { OutlineFont } from './fonts';

const bold = new OutlineFont('playfair-display/files/playfair-display-latin-700-normal.woff');
const italic = new OutlineFont('playfair-display/files/playfair-display-latin-400-italic.woff');

/** A crown over two waves: the company's mark, centred on (cx, cy), about 2r across. */
export function emblem(cx: number, cy: number, r: number, color: string): string {
  const s = r / 20;
  const p = (x: number, y: number) => `${+(cx + x * s).toFixed(2)} ${+(cy + y * s).toFixed(2)}`;
  const crown = `M${p(-12, 2)} L${p(-14, -10)} L${p(-7, -4)} L${p(0, -13)} L${p(7, -4)} L${p(14, -10)} L${p(12, 2)} Z`;
  const band = `M${p(-12, 4)} H${+(cx + 12 * s).toFixed(2)} V${+(cy + 7 * s).toFixed(2)} H${+(cx - 12 * s).toFixed(2)} Z`;
  const dots = [-14, 0, 14]
    .map(
      (x) =>
        `<circle cx="${+(cx + x * s).toFixed(2)}" cy="${+(cy + (x ? -11.5 : -14.5) * s).toFixed(2)}" r="${+(1.8 * s).toFixed(2)}" fill="${color}"/>`,
    )
    .join('');
  const wave = (y: number) =>
    `M${p(-15, y)} q ${+(3.75 * s).toFixed(2)} ${+(-3 * s).toFixed(2)} ${+(7.5 * s).toFixed(2)} 0 t ${+(7.5 * s).toFixed(2)} 0 t ${+(7.5 * s).toFixed(2)} 0 t ${+(7.5 * s).toFixed(2)} 0`;
  return `<path d="${crown} ${band}" fill="${color}"/>${dots}<path d="${wave(12)} ${wave(17.5)}" stroke="${color}" stroke-width="${+(1.8 * s).toFixed(2)}" fill="none" stroke-linecap="round"/>`;
}

export function logoSvg(): string {
  const w = 160;
  const h = 48;
  const line1 = 'The Queen';
  const line2 = 'of the Ocean';
  const x = 49;
  const size1 = 18;
  const size2 = 13;
  const w1 = bold.measure(line1, size1);
  const w2 = italic.measure(line2, size2);
  if (Math.max(w1, w2) > w - x - 8) throw new Error(`logo text too wide: ${w1}, ${w2}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-hidden="true">
<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" rx="8" fill="${BRAND.navy}"/>
<rect x="3" y="3" width="${w - 6}" height="${h - 6}" rx="6" fill="none" stroke="${BRAND.gold}" stroke-width="1"/>
<circle cx="25" cy="24" r="16" fill="none" stroke="${BRAND.gold}" stroke-width="1.2"/>
${emblem(25, 24.5, 11, BRAND.brass)}
<path d="${bold.path(line1, x, 23, size1)}" fill="${BRAND.ivory}"/>
<path d="${italic.path(line2, x + 1, 38, size2)}" fill="${BRAND.paleGold}"/>
</svg>
`;
}

/** The favicon: the mark in brass on a navy rounded square. `padding` adds safe room for maskable icons. */
export function faviconSvg(size = 64, padding = 0): string {
  const inner = size - padding * 2;
  const c = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${padding ? 0 : size * 0.2}" fill="${BRAND.navy}"/>
<circle cx="${c}" cy="${c}" r="${inner * 0.42}" fill="none" stroke="${BRAND.gold}" stroke-width="${+(inner * 0.03).toFixed(2)}"/>
${emblem(c, c + inner * 0.02, inner * 0.3, BRAND.brass)}
</svg>
`;
}
