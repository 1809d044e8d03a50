// Shared pieces of the generated art: the brand palette, a seeded random generator, colour helpers and SVG
// building blocks (night skies, stars, glows, film grain-free vignettes).

export const BRAND = {
  navy: '#0f1b2d',
  ink: '#1b2a41',
  midnight: '#0a1220',
  gold: '#b8893b',
  brass: '#d4a94f',
  paleGold: '#ecd08a',
  ivory: '#fbf7ef',
  red: '#9e2a2b',
} as const;

export const SERIF = "'Playfair Display', Georgia, 'DejaVu Serif', serif";
export const SANS = "Lato, 'DejaVu Sans', sans-serif";

/** A small deterministic generator (mulberry32) seeded from a string, so every run draws the same pictures. */
export function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The item at index i of a list, for reads the code knows are in range (strict indexed access): throws a clear
 * error instead of letting an undefined slip into a picture.
 */
export function at<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new RangeError(`index ${i} is out of range (length ${items.length})`);
  return item;
}

export const r1 = (n: number) => Math.round(n * 10) / 10;

/** A colour from hue (degrees), saturation and lightness (0 to 100). */
export function hsl(h: number, s: number, l: number): string {
  const hh = ((h % 360) + 360) % 360;
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + hh / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

export function svg(w: number, h: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(id: string, stops: [number, string, number?][], x2 = 0, y2 = 1): string {
  const s = stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  const s = stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

/** A soft round glow (lamp, moon halo, window light) as a radial-gradient ellipse; its colour is in glowDef(id). */
export function glow(id: string, cx: number, cy: number, rx: number, ry: number, opacity = 0.8): string {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="url(#${id})" opacity="${opacity}"/>`;
}
export function glowDef(id: string, color: string): string {
  return radial(id, [
    [0, color, 1],
    [0.35, color, 0.45],
    [1, color, 0],
  ]);
}

/** Stars scattered over the top of a picture, brighter ones with a faint cross. */
export function stars(rand: () => number, w: number, h: number, count: number, color = '#fffbe8'): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rand() * w;
    const y = Math.pow(rand(), 1.6) * h;
    const r = 0.5 + Math.pow(rand(), 3) * 1.8;
    const op = 0.35 + rand() * 0.6;
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${color}" opacity="${r1(op)}"/>`;
    if (r > 1.9) {
      out += `<path d="M${r1(x - r * 4)} ${r1(y)}H${r1(x + r * 4)}M${r1(x)} ${r1(y - r * 4)}V${r1(y + r * 4)}" stroke="${color}" stroke-width="0.6" opacity="${r1(op * 0.6)}"/>`;
    }
  }
  return out;
}

export interface Layer {
  defs: string;
  body: string;
}

/** Darkens the edges so the pictures sit well under text and in cards. */
export function vignetteLayer(w: number, h: number, strength = 0.55, id = 'vignette'): Layer {
  return {
    defs: radial(
      id,
      [
        [0.5, '#000', 0],
        [1, '#000', strength],
      ],
      0.5,
      0.5,
      0.78,
    ),
    body: `<rect width="${w}" height="${h}" fill="url(#${id})"/>`,
  };
}

/** Falling snow: round flakes of a few sizes, larger ones nearer and softer. */
export function snow(rand: () => number, w: number, h: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = 0.8 + Math.pow(rand(), 2.5) * 4;
    out += `<circle cx="${r1(rand() * w)}" cy="${r1(rand() * h)}" r="${r1(r)}" fill="#ffffff" opacity="${r1(0.45 + rand() * 0.5)}"/>`;
  }
  return out;
}
