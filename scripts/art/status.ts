// The stage pictures (800x600): the default city card (a stage with its curtain half open), "Sold out" stamped over
// a muted stage, and "Coming soon" on a closed curtain. Also the contact picture (800x1000): a laid dinner table.
import { BRAND, SERIF, SANS, glowDef, linear, r1, radial, rng, svg, vignetteLayer } from './common';

const W = 800;
const H = 600;

/** One curtain drape as vertical folds between x0 and x1, gathered towards `gather` (0 none, 1 tight at the tie). */
function curtain(
  x0: number,
  x1: number,
  top: number,
  bottom: number,
  id: string,
  tieSide: 'left' | 'right' | 'none',
): string {
  const folds = 9;
  let out = '';
  const width = x1 - x0;
  for (let i = 0; i < folds; i++) {
    const a = x0 + (width * i) / folds;
    const b = x0 + (width * (i + 1)) / folds;
    let d: string;
    if (tieSide === 'none') d = `M${r1(a)} ${top} H${r1(b)} V${bottom} H${r1(a)} Z`;
    else {
      // Folds sweep towards the tie-back two thirds down, then flare out to the floor.
      const tieX = tieSide === 'left' ? x0 : x1;
      const k = 0.72;
      const ta = tieX + (a - tieX) * 0.25;
      const tb = tieX + (b - tieX) * 0.25;
      const tieY = top + (bottom - top) * 0.62;
      d = `M${r1(a)} ${top} H${r1(b)} Q ${r1(b + (tb - b) * k)} ${r1(tieY - 120)} ${r1(tb)} ${r1(tieY)} Q ${r1(tb + (b - tb) * 0.4)} ${r1(tieY + 90)} ${r1(tieX + (b - tieX) * 0.55)} ${bottom} H${r1(tieX + (a - tieX) * 0.55)} Q ${r1(ta + (a - ta) * 0.4)} ${r1(tieY + 90)} ${r1(ta)} ${r1(tieY)} Q ${r1(a + (ta - a) * k)} ${r1(tieY - 120)} ${r1(a)} ${top} Z`;
    }
    out += `<path d="${d}" fill="url(#${id})"/>`;
  }
  return out;
}

function foldGradient(id: string, dark: string, mid: string, hi: string): string {
  return linear(
    id,
    [
      [0, dark],
      [0.35, hi],
      [0.6, mid],
      [1, dark],
    ],
    1,
    0,
  );
}

function valance(w: number, color: string): string {
  let out = `<rect width="${w}" height="70" fill="${color}"/>`;
  for (let x = 0; x < w; x += 80)
    out += `<path d="M${x} 70 Q ${x + 40} 110 ${x + 80} 70 Z" fill="${color}"/>`;
  out += `<rect y="62" width="${w}" height="5" fill="${BRAND.brass}"/>`;
  for (let x = 0; x < w; x += 80)
    out += `<path d="M${x + 4} 74 Q ${x + 40} 108 ${x + 76} 74" stroke="${BRAND.brass}" stroke-width="3" fill="none"/>`;
  for (let x = 10; x < w; x += 12)
    out += `<rect x="${x}" y="0" width="2" height="60" fill="#000" opacity="0.12"/>`;
  return out;
}

function stageFloor(w: number, h: number, floorY: number, tone: string): string {
  let out = `<path d="M0 ${floorY} H${w} V${h} H0 Z" fill="${tone}"/>`;
  for (let i = -8; i <= 8; i++)
    out += `<path d="M${w / 2 + i * 30} ${floorY} L${w / 2 + i * 140} ${h}" stroke="#000" stroke-width="1.5" opacity="0.25"/>`;
  out += `<rect y="${floorY}" width="${w}" height="6" fill="${BRAND.brass}" opacity="0.7"/>`;
  return out;
}

function stageDefs(muted: boolean): string {
  const [dark, mid, hi] = muted ? ['#241d21', '#4a3c42', '#6a5a60'] : ['#3a0609', '#7c1419', '#b3282c'];
  return (
    foldGradient('fold', dark, mid, hi) +
    radial('spot', [
      [0, muted ? '#d9d2c8' : '#fff1c9', 0.9],
      [0.5, muted ? '#a89f95' : '#ffd98a', 0.35],
      [1, '#000', 0],
    ]) +
    linear('back', [
      [0, muted ? '#1b1c22' : '#13121c'],
      [1, muted ? '#2c2b31' : '#2a1d22'],
    ]) +
    glowDef('footlight', '#ffd98a')
  );
}

/** A stage, curtains parted `open` (0 closed, 1 wide) with a spotlight; the base of all three stage pictures. */
function stage(open: number, muted: boolean): string {
  const floorY = 470;
  const gap = (W / 2) * open;
  let body = `<rect width="${W}" height="${H}" fill="url(#back)"/>`;
  body += `<ellipse cx="${W / 2}" cy="${floorY - 60}" rx="260" ry="260" fill="url(#spot)"/>`;
  body += stageFloor(W, H, floorY, muted ? '#2b2622' : '#3a2414');
  body += `<ellipse cx="${W / 2}" cy="${floorY + 40}" rx="220" ry="40" fill="url(#spot)" opacity="0.7"/>`;
  if (open > 0) {
    body += curtain(-20, W / 2 - gap + 40, 0, floorY + 8, 'fold', 'left');
    body += curtain(W / 2 + gap - 40, W + 20, 0, floorY + 8, 'fold', 'right');
    if (gap > 60) {
      // Brass tie-backs where the drapes gather.
      const tieY = (floorY + 8) * 0.62;
      const lx = -20 + (W / 2 - gap + 60) * 0.25;
      const rx = W + 20 - (W / 2 - gap + 60) * 0.25;
      body += `<path d="M-4 ${r1(tieY - 6)} Q ${r1(lx / 2)} ${r1(tieY + 14)} ${r1(lx + 6)} ${r1(tieY)}" stroke="${BRAND.brass}" stroke-width="7" fill="none"/><circle cx="${r1(lx + 8)}" cy="${r1(tieY + 4)}" r="7" fill="${BRAND.paleGold}"/>`;
      body += `<path d="M${W + 4} ${r1(tieY - 6)} Q ${r1((W + rx) / 2)} ${r1(tieY + 14)} ${r1(rx - 6)} ${r1(tieY)}" stroke="${BRAND.brass}" stroke-width="7" fill="none"/><circle cx="${r1(rx - 8)}" cy="${r1(tieY + 4)}" r="7" fill="${BRAND.paleGold}"/>`;
    }
  } else body += curtain(-10, W + 10, 0, floorY + 8, 'fold', 'none');
  body += valance(W, muted ? '#2e262a' : '#5c0e12');
  for (let x = 60; x < W; x += 85)
    body += `<ellipse cx="${x}" cy="${floorY + 30}" rx="50" ry="20" fill="url(#footlight)" opacity="${muted ? 0.15 : 0.4}"/>`;
  return body;
}

export function defaultCityCard(): string {
  const v = vignetteLayer(W, H, 0.55);
  return svg(W, H, stage(0.55, false) + v.body, stageDefs(false) + v.defs);
}

export function soldOut(): string {
  const v = vignetteLayer(W, H, 0.6);
  let body = stage(0.35, true) + `<rect width="${W}" height="${H}" fill="#0f1b2d" opacity="0.35"/>`;
  const stamp = '#c23b36';
  body += `<g transform="translate(${W / 2} ${H / 2}) rotate(-14)">`;
  body += `<rect x="-300" y="-92" width="600" height="184" rx="14" fill="#f5ede0" opacity="0.08"/>`;
  body += `<rect x="-300" y="-92" width="600" height="184" rx="14" fill="none" stroke="${stamp}" stroke-width="12"/>`;
  body += `<rect x="-280" y="-72" width="560" height="144" rx="6" fill="none" stroke="${stamp}" stroke-width="4"/>`;
  body += `<text x="0" y="38" text-anchor="middle" font-family="${SANS}" font-weight="900" font-size="92" letter-spacing="6" fill="${stamp}">SOLD OUT</text>`;
  // Worn ink: small gaps in the stamp.
  const rand = rng('sold-out');
  for (let i = 0; i < 90; i++)
    body += `<circle cx="${r1((rand() - 0.5) * 600)}" cy="${r1((rand() - 0.5) * 184)}" r="${r1(1 + rand() * 3.5)}" fill="#3a3236" opacity="0.85"/>`;
  body += `</g>`;
  return svg(W, H, body + v.body, stageDefs(true) + v.defs);
}

export function comingSoon(): string {
  const v = vignetteLayer(W, H, 0.5);
  let body = stage(0, false);
  body += `<ellipse cx="${W / 2}" cy="300" rx="330" ry="170" fill="url(#spot)" opacity="0.55"/>`;
  body += `<text x="${W / 2}" y="250" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="20" letter-spacing="8" fill="${BRAND.paleGold}">THE NEXT DATES</text>`;
  body += `<text x="${W / 2}" y="338" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-weight="700" font-size="92" fill="${BRAND.ivory}">Coming soon</text>`;
  body += `<path d="M${W / 2 - 150} 374 H${W / 2 - 20} M${W / 2 + 20} 374 H${W / 2 + 150}" stroke="${BRAND.brass}" stroke-width="3"/><path d="M${W / 2} 364 l10 10 l-10 10 l-10 -10 Z" fill="${BRAND.brass}"/>`;
  return svg(W, H, body + v.body, stageDefs(false) + v.defs);
}

/** The contact picture (800x1000): a laid table in a hotel ballroom, candles lit, a chandelier above. */
export function contact(): string {
  const w = 800;
  const h = 1000;
  const rand = rng('contact');
  const defs =
    linear('room', [
      [0, '#0b1322'],
      [0.55, '#1b2a41'],
      [1, '#2c2030'],
    ]) +
    linear('cloth', [
      [0, '#f4ecdc'],
      [1, '#b8ab95'],
    ]) +
    linear('clothFront', [
      [0, '#b9ab92'],
      [1, '#3a3128'],
    ]) +
    glowDef('candle', '#ffcf7a') +
    glowDef('bokeh', '#ffd98a') +
    vignetteLayer(w, h, 0.6).defs;
  let body = `<rect width="${w}" height="${h}" fill="url(#room)"/>`;
  // Ballroom: tall windows with drapes, and out-of-focus lights.
  for (let x = -40; x < w; x += 220) {
    body += `<path d="M${x + 40} 560 V180 a 70 70 0 0 1 140 0 V560 Z" fill="#22344f" opacity="0.55"/>`;
    body += `<path d="M${x + 20} 120 q 30 220 10 440 h30 q 6 -220 -10 -440 Z M${x + 200} 120 q -30 220 -10 440 h-30 q -6 -220 10 -440 Z" fill="#5c0e12" opacity="0.6"/>`;
  }
  for (let i = 0; i < 40; i++) {
    const r = 10 + rand() * 36;
    body += `<circle cx="${r1(rand() * w)}" cy="${r1(200 + rand() * 380)}" r="${r1(r)}" fill="url(#bokeh)" opacity="${r1(0.15 + rand() * 0.35)}"/>`;
  }
  // Chandelier.
  body += `<path d="M400 0 V120" stroke="${BRAND.brass}" stroke-width="3"/><ellipse cx="400" cy="190" rx="240" ry="150" fill="url(#candle)" opacity="0.35"/>`;
  body += `<path d="M260 180 Q 400 250 540 180" stroke="${BRAND.brass}" stroke-width="5" fill="none"/><path d="M310 150 Q 400 200 490 150" stroke="${BRAND.brass}" stroke-width="4" fill="none"/><path d="M400 120 L 300 180 M400 120 L 500 180 M 400 120 V 215" stroke="${BRAND.brass}" stroke-width="2"/>`;
  for (const [x, y] of [
    [260, 180],
    [330, 207],
    [400, 215],
    [470, 207],
    [540, 180],
    [310, 150],
    [360, 166],
    [440, 166],
    [490, 150],
  ] as const) {
    body += `<path d="M${x} ${y} l -6 26 l 6 12 l 6 -12 Z" fill="#fff3d6" opacity="0.8"/><circle cx="${x}" cy="${y - 10}" r="6" fill="#fff3d6"/>`;
  }
  // The table in perspective: cloth top, front drop.
  const top = 640;
  body += `<path d="M120 ${top} H680 L800 800 H0 Z" fill="url(#cloth)"/>`;
  body += `<ellipse cx="400" cy="700" rx="300" ry="70" fill="url(#candle)" opacity="0.35"/>`;
  body += `<path d="M0 800 H800 V1000 H0 Z" fill="url(#clothFront)"/>`;
  for (let x = 40; x < w; x += 90)
    body += `<path d="M${x} 800 q 10 100 -4 200" stroke="#000" stroke-width="10" opacity="0.06" fill="none"/>`;
  // Candles with glow, plates, cutlery and glasses, from the back of the table to the front.
  const place = (x: number, y: number, s: number) => {
    body += `<ellipse cx="${x}" cy="${y}" rx="${70 * s}" ry="${18 * s}" fill="#ffffff"/><ellipse cx="${x}" cy="${y}" rx="${50 * s}" ry="${12 * s}" fill="none" stroke="${BRAND.brass}" stroke-width="2"/>`;
    body += `<path d="M${x - 90 * s} ${y - 10 * s} l -6 ${26 * s} M${x + 90 * s} ${y - 10 * s} l 6 ${26 * s}" stroke="#cfd4da" stroke-width="${3 * s}"/>`;
    body += `<path d="M${x + 60 * s} ${y - 70 * s} q 14 ${26 * s} 0 ${36 * s} q -14 ${-10 * s} 0 ${-36 * s} Z M${x + 60 * s} ${y - 34 * s} V${y - 16 * s} M${x + 52 * s} ${y - 16 * s} h${16 * s}" stroke="#e9eef3" stroke-width="2" fill="#e9eef3" fill-opacity="0.2"/>`;
  };
  place(280, 668, 0.75);
  place(520, 668, 0.75);
  for (const [x, y, s] of [
    [400, 660, 0.8],
    [300, 700, 1],
    [500, 700, 1],
  ] as const) {
    body += `<ellipse cx="${x}" cy="${y - 110 * s}" rx="${120 * s}" ry="${120 * s}" fill="url(#candle)" opacity="0.7"/>`;
    body += `<rect x="${x - 9 * s}" y="${y - 90 * s}" width="${18 * s}" height="${90 * s}" fill="#f7f0e0"/><path d="M${x} ${y - 118 * s} q ${9 * s} ${14 * s} 0 ${24 * s} q ${-9 * s} ${-10 * s} 0 ${-24 * s} Z" fill="#ffd98a"/>`;
    body += `<path d="M${x - 26 * s} ${y} h${52 * s} l ${-8 * s} ${-10 * s} h${-36 * s} Z" fill="${BRAND.brass}"/>`;
  }
  place(200, 760, 1.1);
  place(600, 760, 1.1);
  // A folded menu card.
  body += `<path d="M360 770 L440 770 L452 830 L348 830 Z" fill="#fbf7ef"/><text x="400" y="812" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="20" fill="${BRAND.gold}">Menu</text>`;
  body += vignetteLayer(w, h, 0.6).body;
  return svg(w, h, body, defs);
}
