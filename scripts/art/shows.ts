// The four shows' art, each drawn for any width and height: the background fills the frame and the subject is
// placed per format (banner 1600x900 with the subject right of centre, narrow 800x1000 and card 800x600 centred).
import { BRAND, glowDef, linear, r1, radial, rng, snow, stars, svg, vignetteLayer } from './common';

export type ShowKey = 'Titanic' | 'JFK' | 'TheOverlookHotel' | 'Scrooge';
export type Format = 'banner' | 'narrow' | 'card';
export const FORMAT_SIZE: Record<Format, [number, number]> = {
  banner: [1600, 900],
  narrow: [800, 1000],
  card: [800, 600],
};

interface Place {
  x: number;
  y: number;
  s: number;
}
const at = (p: Place, body: string) =>
  `<g transform="translate(${r1(p.x)} ${r1(p.y)}) scale(${p.s})">${body}</g>`;

// ---------------------------------------------------------------- Titanic: a four-funnel liner at night

function liner(rand: () => number): string {
  let out = '';
  // Smoke drifting aft from the funnels.
  for (const fx of [258, 398, 538]) {
    out += `<path d="M${fx - 10} -290 C ${fx - 80} -330, ${fx - 160} -300, ${fx - 260} -345 C ${fx - 200} -310, ${fx - 110} -318, ${fx + 10} -280 Z" fill="#9fb3c0" opacity="0.12"/>`;
  }
  // Masts and the wireless aerial between them.
  out += `<path d="M132 -112 L118 -330 M872 -112 L858 -345" stroke="#0b1520" stroke-width="5"/>`;
  out += `<path d="M118 -322 L858 -338 M858 -345 L985 -112 M118 -330 L10 -96" stroke="#0b1520" stroke-width="1.4" opacity="0.9"/>`;
  // Superstructure: two decks in ivory shadow.
  out += `<path d="M150 -104 L812 -108 L812 -136 L160 -134 Z" fill="#c9c6bb"/>`;
  out += `<path d="M205 -134 L770 -137 L770 -158 L215 -156 Z" fill="#b9b5a8"/>`;
  out += `<path d="M790 -137 L830 -137 L830 -168 L790 -166 Z" fill="#c9c6bb"/>`;
  // Lifeboats along the boat deck.
  for (let x = 225; x < 760; x += 38)
    if (x < 300 || x > 330) out += `<rect x="${x}" y="-168" width="26" height="9" rx="4" fill="#e9e4d6"/>`;
  // Four raked funnels, buff with black tops.
  for (const fx of [258, 398, 538, 678]) {
    out += `<path d="M${fx - 24} -156 L${fx - 38} -292 L${fx + 12} -292 L${fx + 26} -156 Z" fill="#c8913f"/>`;
    out += `<path d="M${fx - 35} -262 L${fx - 38} -292 L${fx + 12} -292 L${fx + 15} -262 Z" fill="#141414"/>`;
    out += `<path d="M${fx - 24} -156 L${fx - 38} -292 L${fx - 26} -292 L${fx - 12} -156 Z" fill="#000" opacity="0.18"/>`;
  }
  // Hull: black above the waterline with a fine gold sheer line.
  out += `<path d="M18 -96 Q 480 -112 958 -118 L 992 -124 L 968 0 L 70 0 Q 22 -20 10 -60 Z" fill="#0a0f16"/>`;
  out += `<path d="M18 -96 Q 480 -112 958 -118 L 992 -124" stroke="${BRAND.brass}" stroke-width="2" fill="none" opacity="0.8"/>`;
  out += `<path d="M40 -14 L 970 -14" stroke="#5a1e1e" stroke-width="10" opacity="0.6"/>`;
  // Portholes and windows, most of them lit.
  for (const [y, x0, x1, step] of [
    [-38, 80, 940, 11],
    [-60, 60, 950, 11],
    [-82, 40, 955, 12],
  ] as const) {
    for (let x = x0; x < x1; x += step) {
      if (rand() < 0.72)
        out += `<circle cx="${x}" cy="${y}" r="2.6" fill="${rand() < 0.8 ? '#ffd98a' : '#fff1c9'}"/>`;
    }
  }
  for (let x = 160; x < 808; x += 9)
    if (rand() < 0.7) out += `<rect x="${x}" y="-127" width="5" height="8" fill="#ffe3a3" opacity="0.9"/>`;
  for (let x = 220; x < 765; x += 10)
    if (rand() < 0.5) out += `<rect x="${x}" y="-151" width="5" height="7" fill="#ffe3a3" opacity="0.8"/>`;
  return out;
}

function linerReflection(rand: () => number): string {
  let out = '';
  for (let i = 0; i < 160; i++) {
    const x = 60 + rand() * 900;
    const y = 8 + Math.pow(rand(), 1.4) * 150;
    const len = 6 + rand() * 26;
    out += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(len)}" height="2" fill="#ffcf70" opacity="${r1(0.15 + rand() * 0.45 * (1 - y / 170))}"/>`;
  }
  return out;
}

function titanic(f: Format): string {
  const [w, h] = FORMAT_SIZE[f];
  const rand = rng(`titanic-${f}`);
  const horizon = h * (f === 'narrow' ? 0.6 : 0.62);
  const ship: Place =
    f === 'banner'
      ? { x: 560, y: horizon + 70, s: 1.0 }
      : f === 'narrow'
        ? { x: 25, y: horizon + 60, s: 0.76 }
        : { x: 40, y: horizon + 52, s: 0.72 };
  const moon = f === 'banner' ? { x: 300, y: 190 } : f === 'narrow' ? { x: 590, y: 170 } : { x: 620, y: 110 };
  const defs =
    linear('sky', [
      [0, '#040a16'],
      [0.55, '#0b2238'],
      [1, '#1d4a57'],
    ]) +
    linear('sea', [
      [0, '#123645'],
      [0.25, '#0a2231'],
      [1, '#030a12'],
    ]) +
    glowDef('moonGlow', '#cfe7ee') +
    radial('moonFace', [
      [0, '#fffaf0'],
      [1, '#e9e2cc'],
    ]) +
    linear('moonPath', [
      [0, '#f4e9c8', 0.5],
      [1, '#f4e9c8', 0],
    ]) +
    vignetteLayer(w, h, 0.6).defs;
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  body += stars(rand, w, horizon * 0.9, Math.round((w * h) / 5200));
  body += `<ellipse cx="${moon.x}" cy="${moon.y}" rx="190" ry="190" fill="url(#moonGlow)" opacity="0.35"/>`;
  body += `<circle cx="${moon.x}" cy="${moon.y}" r="42" fill="url(#moonFace)"/>`;
  body += `<circle cx="${moon.x + 14}" cy="${moon.y - 8}" r="9" fill="#ddd4bb" opacity="0.5"/><circle cx="${moon.x - 12}" cy="${moon.y + 12}" r="6" fill="#ddd4bb" opacity="0.45"/>`;
  // A faint bank of cloud across the moon.
  body += `<path d="M${moon.x - 260} ${moon.y + 36} q 90 -26 180 -6 q 70 -22 150 0 q 60 -14 130 8 z" fill="#0b2238" opacity="0.55"/>`;
  body += `<rect y="${r1(horizon)}" width="${w}" height="${r1(h - horizon)}" fill="url(#sea)"/>`;
  // The moon's path on the water.
  for (let i = 0; i < 70; i++) {
    const t = rand();
    const y = horizon + 4 + t * (h - horizon);
    const spread = 20 + t * 180;
    const x = moon.x + (rand() - 0.5) * spread * 2;
    body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(10 + rand() * 40 * (0.4 + t))}" height="${r1(1.5 + t * 2)}" fill="#f4e9c8" opacity="${r1(0.18 + rand() * 0.35)}"/>`;
  }
  // Long low swells.
  for (let i = 0; i < 40; i++) {
    const y = horizon + 10 + Math.pow(rand(), 0.8) * (h - horizon);
    const x = rand() * w;
    body += `<path d="M${r1(x)} ${r1(y)} q 40 -5 80 0" stroke="#3f7484" stroke-width="1.3" fill="none" opacity="${r1(0.15 + rand() * 0.25)}"/>`;
  }
  body += at(ship, linerReflection(rand));
  body += at(ship, liner(rand));
  body += vignetteLayer(w, h, 0.6).body;
  return svg(w, h, body, defs);
}

// ---------------------------------------------------------------- JFK: an open-top limousine in a motorcade

function flag(x: number, y: number, presidential: boolean): string {
  const wave = 'C 16 -8, 30 8, 46 0 C 58 -6, 66 2, 74 0';
  const pole = `<path d="M${x} ${y} V${y - 120}" stroke="#d9dde3" stroke-width="3"/><circle cx="${x}" cy="${y - 122}" r="4" fill="#e6c274"/>`;
  const shape = `M0 0 ${wave} V46 C 58 44, 50 52, 40 50 C 26 44, 14 54, 0 48 Z`;
  let inner = `<path d="${shape}" fill="${presidential ? '#243a66' : '#efe6d6'}"/>`;
  if (!presidential) {
    for (let i = 0; i < 7; i++) inner += `<rect x="0" y="${i * 7}" width="80" height="3.6" fill="#a8413b"/>`;
    inner += `<rect x="0" y="0" width="30" height="24" fill="#2c3e63"/>`;
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 4; j++)
        inner += `<circle cx="${5 + j * 7}" cy="${5 + i * 7}" r="1.3" fill="#efe6d6"/>`;
  } else {
    inner += `<circle cx="36" cy="24" r="10" fill="none" stroke="#e6c274" stroke-width="2"/><circle cx="36" cy="24" r="3.5" fill="#e6c274"/>`;
  }
  return `${pole}<clipPath id="flag${x}"><path d="${shape}"/></clipPath><g transform="translate(${x - 78} ${y - 118})"><g transform="translate(78 0) scale(-1 1)"><g clip-path="url(#flag${x})">${inner}</g><path d="${shape}" fill="#000" opacity="0.08"/></g></g>`;
}

function limousine(): string {
  let out = '';
  // Shadow under the car.
  out += `<ellipse cx="500" cy="6" rx="540" ry="16" fill="#000" opacity="0.45"/>`;
  // Seats, and passengers as soft silhouettes waving to the crowd.
  out += `<path d="M240 -150 Q 246 -205 300 -206 L 360 -206 Q 400 -205 404 -150 Z" fill="#5e2229"/>`;
  out += `<path d="M450 -150 Q 456 -196 500 -196 L 560 -196 Q 596 -195 600 -150 Z" fill="#5e2229"/>`;
  out += `<circle cx="330" cy="-238" r="22" fill="#1b2433"/><path d="M298 -150 Q 296 -214 330 -214 Q 364 -214 366 -150 Z" fill="#1b2433"/>`;
  out += `<circle cx="292" cy="-232" r="20" fill="#2a2230"/><path d="M264 -150 Q 262 -206 292 -208 Q 320 -206 322 -150 Z" fill="#3b2a3b"/>`;
  out += `<path d="M270 -226 q -6 -22 22 -28 q 26 -2 26 22 q -22 -12 -48 6 z" fill="#d7a4ad" opacity="0.85"/>`;
  out += `<path d="M352 -206 L 392 -262 L 404 -256 L 368 -200 Z" fill="#1b2433"/><circle cx="400" cy="-264" r="9" fill="#1b2433"/>`;
  out += `<circle cx="520" cy="-222" r="19" fill="#1b2433"/><path d="M492 -150 Q 492 -202 520 -202 Q 548 -202 550 -150 Z" fill="#1b2433"/>`;
  out += `<circle cx="700" cy="-214" r="18" fill="#1b2433"/><path d="M672 -150 Q 672 -196 700 -196 Q 728 -196 730 -150 Z" fill="#1b2433"/>`;
  // Windscreen.
  out += `<path d="M640 -150 L 672 -238 L 690 -238 L 668 -150 Z" fill="#a9c3d6" opacity="0.55"/><path d="M640 -150 L 672 -238" stroke="#d9dde3" stroke-width="4"/>`;
  // Body: long, slab-sided, deep midnight blue.
  out += `<path d="M20 -60 Q 14 -140 70 -150 L 940 -152 Q 1000 -146 1004 -96 L 1000 -48 Q 996 -30 970 -30 L 30 -30 Q 16 -36 20 -60 Z" fill="url(#carBody)"/>`;
  out += `<path d="M40 -148 L 944 -150" stroke="#e8edf3" stroke-width="3" opacity="0.8"/>`;
  out += `<path d="M30 -96 L 990 -98" stroke="#c9d2de" stroke-width="2.5" opacity="0.7"/>`;
  out += `<path d="M22 -40 L 1000 -40" stroke="#d9dde3" stroke-width="6" opacity="0.85"/>`;
  out += `<path d="M520 -140 V -46" stroke="#000" stroke-width="2" opacity="0.35"/>`;
  out += `<rect x="990" y="-92" width="14" height="34" rx="4" fill="#fff5d6" opacity="0.9"/>`;
  out += `<rect x="14" y="-92" width="10" height="22" rx="3" fill="#b8352f"/>`;
  // Wheels with white walls.
  for (const cx of [200, 820]) {
    out += `<path d="M${cx - 74} -36 A 74 74 0 0 1 ${cx + 74} -36 Z" fill="#05070b"/>`;
    out += `<circle cx="${cx}" cy="-30" r="58" fill="#0d0f13"/><circle cx="${cx}" cy="-30" r="40" fill="#e9e6dc"/><circle cx="${cx}" cy="-30" r="30" fill="#b9c0c9"/><circle cx="${cx}" cy="-30" r="11" fill="#e8edf3"/>`;
  }
  out += flag(900, -152, true) + flag(975, -146, false);
  return out;
}

function jfk(f: Format): string {
  const [w, h] = FORMAT_SIZE[f];
  const rand = rng(`jfk-${f}`);
  const street = h * (f === 'narrow' ? 0.7 : 0.74);
  const car: Place =
    f === 'banner'
      ? { x: 520, y: street + 120, s: 0.98 }
      : f === 'narrow'
        ? { x: 30, y: street + 150, s: 0.74 }
        : { x: 60, y: street + 100, s: 0.68 };
  const defs =
    linear('sky', [
      [0, '#1c2b4a'],
      [0.55, '#5f6f8f'],
      [1, '#d9c4a0'],
    ]) +
    linear('road', [
      [0, '#4a4a52'],
      [1, '#16181e'],
    ]) +
    linear('carBody', [
      [0, '#2d3f66'],
      [0.45, '#17223a'],
      [1, '#0a0f1c'],
    ]) +
    glowDef('sun', '#ffe2a6') +
    linear('haze', [
      [0, '#1c2b4a', 0.1],
      [1, '#d9c4a0', 0.45],
    ]) +
    vignetteLayer(w, h, 0.5).defs;
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  body += `<ellipse cx="${w * 0.5}" cy="${street - 40}" rx="${w * 0.6}" ry="${h * 0.35}" fill="url(#sun)" opacity="0.5"/>`;
  // Buildings of the parade route: brick and stone, muted by the evening light.
  const tones = ['#6e3b36', '#7a5a4c', '#4e4a5a', '#5c3434', '#6b6358'];
  let x = -20;
  while (x < w) {
    const bw = 120 + rand() * 170;
    const bh = h * (0.22 + rand() * 0.3);
    const top = street - bh;
    const tone = tones[Math.floor(rand() * tones.length)];
    body += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(bw)}" height="${r1(bh)}" fill="${tone}"/>`;
    body += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(bw)}" height="8" fill="#000" opacity="0.25"/>`;
    for (let wy = top + 26; wy < street - 70; wy += 34) {
      for (let wx = x + 14; wx < x + bw - 22; wx += 26) {
        const lit = rand();
        body += `<rect x="${r1(wx)}" y="${r1(wy)}" width="12" height="18" fill="${lit < 0.2 ? '#f2d596' : '#26243a'}" opacity="${lit < 0.2 ? 0.85 : 0.7}"/>`;
      }
    }
    // Bunting in red, white and blue.
    const by = top + 24 + rand() * 40;
    const colours = ['#a8413b', '#efe6d6', '#2c3e63'];
    for (let i = 0, bx = x + 6; bx < x + bw - 30; bx += 34, i++) {
      body += `<path d="M${r1(bx)} ${r1(by)} q 17 22 34 0 z" fill="${colours[i % 3]}" opacity="0.9"/>`;
    }
    x += bw + 6;
  }
  body += `<rect width="${w}" height="${r1(street)}" fill="url(#haze)"/>`;
  // The crowd behind the kerb, waving little flags.
  let crowd = '';
  for (let cx = -10; cx < w + 10; cx += 11 + rand() * 8) {
    const ch = 46 + rand() * 26;
    crowd += `<circle cx="${r1(cx)}" cy="${r1(street - ch)}" r="${r1(8 + rand() * 3)}" fill="#1a1d2a"/>`;
    crowd += `<rect x="${r1(cx - 10)}" y="${r1(street - ch + 6)}" width="20" height="${r1(ch)}" rx="8" fill="#1a1d2a"/>`;
    if (rand() < 0.12) {
      crowd += `<path d="M${r1(cx + 6)} ${r1(street - ch - 6)} l 10 -34" stroke="#1a1d2a" stroke-width="2.5"/><rect x="${r1(cx + 15)}" y="${r1(street - ch - 42)}" width="16" height="10" fill="${rand() < 0.5 ? '#a8413b' : '#efe6d6'}"/>`;
    }
  }
  body += crowd;
  body += `<rect y="${r1(street)}" width="${w}" height="${r1(h - street)}" fill="url(#road)"/>`;
  body += `<rect y="${r1(street)}" width="${w}" height="6" fill="#9a9386" opacity="0.8"/>`;
  // Motorcycle outriders' headlights far behind, and ticker tape in the air.
  for (let i = 0; i < 160; i++) {
    const tx = rand() * w;
    const ty = rand() * street * 1.05;
    const c = ['#efe6d6', '#efe6d6', '#e6c274', '#c9757a', '#9fb2d6'][Math.floor(rand() * 5)];
    body += `<rect x="${r1(tx)}" y="${r1(ty)}" width="${r1(4 + rand() * 6)}" height="${r1(2 + rand() * 3)}" fill="${c}" opacity="${r1(0.5 + rand() * 0.45)}" transform="rotate(${Math.round(rand() * 180)} ${r1(tx)} ${r1(ty)})"/>`;
  }
  body += at(car, limousine());
  body += vignetteLayer(w, h, 0.5).body;
  return svg(w, h, body, defs);
}

// ---------------------------------------------------------------- The Overlook Hotel: an art-deco bar

function coupe(): string {
  // A cocktail coupe, 0 at the foot's centre, about 330 tall.
  let out = `<ellipse cx="0" cy="0" rx="80" ry="14" fill="#f3e7c7" opacity="0.55"/>`;
  out += `<path d="M-80 0 Q 0 -26 80 0 Q 0 12 -80 0 Z" fill="#fff8e4" opacity="0.25"/>`;
  out += `<path d="M-5 -8 L -4 -170 L 4 -170 L 5 -8 Z" fill="#fff8e4" opacity="0.55"/>`;
  out += `<path d="M-120 -300 Q -112 -190 -10 -170 L 10 -170 Q 112 -190 120 -300 Z" fill="#fff8e4" opacity="0.18"/>`;
  out += `<path d="M-112 -276 Q -100 -196 -10 -176 L 10 -176 Q 100 -196 112 -276 Z" fill="url(#drink)"/>`;
  out += `<ellipse cx="0" cy="-276" rx="112" ry="14" fill="#f7b25e" opacity="0.9"/>`;
  out += `<ellipse cx="0" cy="-300" rx="120" ry="16" fill="none" stroke="#fff8e4" stroke-width="2.5" opacity="0.7"/>`;
  out += `<path d="M-96 -270 Q -84 -210 -30 -190" stroke="#fff" stroke-width="5" fill="none" opacity="0.45" stroke-linecap="round"/>`;
  // A cherry on a pick.
  out += `<path d="M40 -280 L 90 -350" stroke="#e6c274" stroke-width="3"/><circle cx="36" cy="-272" r="15" fill="#a0141c"/><circle cx="31" cy="-277" r="4" fill="#fff" opacity="0.6"/>`;
  return out;
}

function decoLamp(x: number, y: number): string {
  let out = `<ellipse cx="${x}" cy="${y}" rx="170" ry="170" fill="url(#lampGlow)" opacity="0.7"/>`;
  out += `<path d="M${x - 50} ${y + 40} L ${x} ${y - 40} L ${x + 50} ${y + 40} Z" fill="#f7d58c"/>`;
  for (let i = -2; i <= 2; i++)
    out += `<path d="M${x} ${y - 40} L ${x + i * 20} ${y + 40}" stroke="#8a6424" stroke-width="2"/>`;
  out += `<rect x="${x - 56}" y="${y + 40}" width="112" height="8" fill="#b8893b"/><rect x="${x - 6}" y="${y + 48}" width="12" height="40" fill="#8a6424"/>`;
  return out;
}

function overlook(f: Format): string {
  const [w, h] = FORMAT_SIZE[f];
  const rand = rng(`overlook-${f}`);
  const barTop = h * (f === 'narrow' ? 0.72 : 0.7);
  const cx = w / 2;
  const glass: Place =
    f === 'banner'
      ? { x: 1010, y: barTop + 30, s: 1.15 }
      : f === 'narrow'
        ? { x: 540, y: barTop + 40, s: 1.0 }
        : { x: 580, y: barTop + 30, s: 0.8 };
  const defs =
    linear('wall', [
      [0, '#2a0709'],
      [0.6, '#5b1117'],
      [1, '#3a0a0e'],
    ]) +
    linear('bar', [
      [0, '#3a1d12'],
      [1, '#120805'],
    ]) +
    linear('mirror', [
      [0, '#403126'],
      [1, '#1d140f'],
    ]) +
    linear('drink', [
      [0, '#f6a34c'],
      [1, '#b3381f'],
    ]) +
    glowDef('lampGlow', '#ffcf7a') +
    vignetteLayer(w, h, 0.65).defs;
  let body = `<rect width="${w}" height="${h}" fill="url(#wall)"/>`;
  // Sunburst fan of gold rays rising from behind the bar.
  const arch = { x: cx, y: barTop, r: Math.min(w * (f === 'banner' ? 0.27 : 0.36), h * 0.62) };
  let rays = '';
  for (let i = 0; i <= 24; i++) {
    const a = Math.PI + (i / 24) * Math.PI;
    rays += `<path d="M${r1(arch.x)} ${r1(arch.y)} L ${r1(arch.x + Math.cos(a) * w * 1.2)} ${r1(arch.y + Math.sin(a) * w * 1.2)}" stroke="#d4a94f" stroke-width="${i % 2 ? 1.5 : 3}" opacity="${i % 2 ? 0.12 : 0.2}"/>`;
  }
  body += rays;
  // Stepped art-deco arch holding the mirror and the bottle shelves.
  for (let k = 3; k >= 0; k--) {
    const rr = arch.r + k * 22;
    body += `<path d="M${r1(arch.x - rr)} ${r1(barTop)} V ${r1(arch.y - arch.r * 0.55)} A ${r1(rr)} ${r1(rr)} 0 0 1 ${r1(arch.x + rr)} ${r1(arch.y - arch.r * 0.55)} V ${r1(barTop)} Z" fill="${k === 0 ? 'url(#mirror)' : k % 2 ? '#b8893b' : '#2a0709'}" opacity="${k === 0 ? 1 : 0.95}"/>`;
  }
  // Shelves with bottles in silhouette, catching gold light.
  const shelfCount = 3;
  for (let s = 0; s < shelfCount; s++) {
    const sy = barTop - 30 - s * arch.r * 0.3;
    const half =
      Math.sqrt(Math.max(0, arch.r * arch.r - Math.pow(Math.max(0, arch.y - arch.r * 0.55 - sy), 2))) - 18;
    body += `<rect x="${r1(arch.x - half)}" y="${r1(sy)}" width="${r1(half * 2)}" height="5" fill="#d4a94f"/>`;
    for (let bx = arch.x - half + 10; bx < arch.x + half - 24; bx += 22 + rand() * 14) {
      const bh = arch.r * (0.12 + rand() * 0.1);
      const bw = 12 + rand() * 8;
      const tone = ['#1f3a2a', '#4a1a12', '#2a1f10', '#6b4a1e', '#233040'][Math.floor(rand() * 5)];
      body += `<path d="M${r1(bx)} ${r1(sy)} V ${r1(sy - bh * 0.65)} Q ${r1(bx)} ${r1(sy - bh * 0.78)} ${r1(bx + bw * 0.35)} ${r1(sy - bh * 0.82)} V ${r1(sy - bh)} H ${r1(bx + bw * 0.65)} V ${r1(sy - bh * 0.82)} Q ${r1(bx + bw)} ${r1(sy - bh * 0.78)} ${r1(bx + bw)} ${r1(sy - bh * 0.65)} V ${r1(sy)} Z" fill="${tone}"/>`;
      body += `<rect x="${r1(bx + 2)}" y="${r1(sy - bh * 0.6)}" width="2.5" height="${r1(bh * 0.5)}" fill="#ffd98a" opacity="0.55"/>`;
    }
  }
  // Deco lamps either side of the arch.
  const lampY = barTop - arch.r * 0.7;
  body += w > 1000 ? decoLamp(arch.x - arch.r - 190, lampY) + decoLamp(arch.x + arch.r + 190, lampY) : '';
  // Wall panels with thin gold pinstripes.
  for (const side of [-1, 1]) {
    for (let i = 0; i < 4; i++) {
      const px = arch.x + side * (arch.r + 120 + i * 140 * Math.min(1, w / 1600) * 1.2);
      body += `<path d="M${r1(px)} ${r1(barTop)} V ${r1(barTop - h * 0.42)}" stroke="#b8893b" stroke-width="1.5" opacity="0.35"/>`;
    }
  }
  // The bar counter: dark wood, a brass rail and a chevron front.
  body += `<rect y="${r1(barTop)}" width="${w}" height="${r1(h - barTop)}" fill="url(#bar)"/>`;
  body += `<rect y="${r1(barTop - 6)}" width="${w}" height="14" fill="#c89a45"/><rect y="${r1(barTop + 8)}" width="${w}" height="3" fill="#7a5420"/>`;
  for (let x = 0; x < w; x += 90) {
    body += `<path d="M${x} ${r1(barTop + 60)} l 45 40 l 45 -40" stroke="#b8893b" stroke-width="2" fill="none" opacity="0.35"/>`;
    body += `<path d="M${x} ${r1(barTop + 90)} l 45 40 l 45 -40" stroke="#b8893b" stroke-width="2" fill="none" opacity="0.2"/>`;
  }
  // Reflection of the lamps on the bar top.
  body += `<rect x="0" y="${r1(barTop + 11)}" width="${w}" height="20" fill="#ffcf7a" opacity="0.08"/>`;
  body += at(glass, coupe());
  body += vignetteLayer(w, h, 0.65).body;
  return svg(w, h, body, defs);
}

// ---------------------------------------------------------------- Scrooge: a snowy Victorian street

function scrooge(f: Format): string {
  const [w, h] = FORMAT_SIZE[f];
  const rand = rng(`scrooge-${f}`);
  const ground = h * (f === 'narrow' ? 0.8 : 0.82);
  const k = f === 'banner' ? 1 : f === 'narrow' ? 0.8 : 0.62;
  const shopX = f === 'banner' ? 880 : f === 'narrow' ? 150 : 260;
  const defs =
    linear('sky', [
      [0, '#0b1a1e'],
      [0.6, '#1c3a3c'],
      [1, '#3b5653'],
    ]) +
    linear('snowGround', [
      [0, '#e8eef2'],
      [1, '#9fb2bd'],
    ]) +
    radial('shopLight', [
      [0, '#ffe2a0'],
      [0.6, '#f5b459'],
      [1, '#c9762c'],
    ]) +
    glowDef('warm', '#ffc66e') +
    vignetteLayer(w, h, 0.55).defs;
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  body += stars(rand, w, h * 0.35, 60, '#e8f1f2');
  // Far roofline: chimneys and a church spire in mist.
  let far = `M0 ${r1(ground)}`;
  for (let x = 0; x < w;) {
    const bw = 60 + rand() * 110;
    const top = ground - h * (0.38 + rand() * 0.14);
    far += ` L${r1(x)} ${r1(top + 20)} L${r1(x + bw / 2)} ${r1(top)} L${r1(x + bw)} ${r1(top + 20)}`;
    if (rand() < 0.5) far += ` L${r1(x + bw * 0.7)} ${r1(top + 14)} V${r1(top - 20)} h10 V${r1(top + 10)}`;
    x += bw;
  }
  far += ` L${w} ${r1(ground)} Z`;
  body += `<path d="${far}" fill="#28423f" opacity="0.8"/>`;
  const spireX = f === 'banner' ? 300 : w * 0.8;
  body += `<path d="M${spireX - 30} ${r1(ground)} V${r1(ground - h * 0.5)} L${spireX} ${r1(ground - h * 0.74)} L${spireX + 30} ${r1(ground - h * 0.5)} V${r1(ground)} Z" fill="#2c4744"/>`;
  body += `<circle cx="${spireX}" cy="${r1(ground - h * 0.44)}" r="12" fill="#f1dba0" opacity="0.7"/>`;
  // Terraced shop fronts, two storeys, with snow on the roofs.
  const houseW = 260 * k;
  const houseH = 420 * k;
  const start = (shopX % houseW) - houseW;
  for (let x = start; x < w; x += houseW) {
    const isShop = Math.abs(x - shopX) < 1;
    const tone = isShop ? '#3a2320' : ['#2d2624', '#352a26', '#2a2a2e'][Math.floor(rand() * 3)];
    const top = ground - houseH;
    body += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(houseW + 1)}" height="${r1(houseH)}" fill="${tone}"/>`;
    body += `<path d="M${r1(x - 6)} ${r1(top)} L${r1(x + houseW / 2)} ${r1(top - 90 * k)} L${r1(x + houseW + 6)} ${r1(top)} Z" fill="#1b1a1c"/>`;
    body += `<path d="M${r1(x - 8)} ${r1(top + 2)} L${r1(x + houseW / 2)} ${r1(top - 90 * k)} L${r1(x + houseW + 8)} ${r1(top + 2)} L${r1(x + houseW + 2)} ${r1(top + 10)} Q ${r1(x + houseW / 2)} ${r1(top - 70 * k)} ${r1(x - 2)} ${r1(top + 10)} Z" fill="#eef3f6"/>`;
    body += `<rect x="${r1(x + houseW * 0.68)}" y="${r1(top - 110 * k)}" width="${r1(26 * k)}" height="${r1(70 * k)}" fill="#241e1d"/><rect x="${r1(x + houseW * 0.68 - 3)}" y="${r1(top - 116 * k)}" width="${r1(26 * k + 6)}" height="${r1(9 * k)}" fill="#eef3f6"/>`;
    // Upper windows: sashes, some lit.
    for (const wx of [0.18, 0.58]) {
      const lit = isShop || rand() < 0.45;
      body += `<rect x="${r1(x + houseW * wx)}" y="${r1(top + 50 * k)}" width="${r1(houseW * 0.24)}" height="${r1(110 * k)}" fill="${lit ? '#e9b565' : '#1a2426'}"/>`;
      body += `<path d="M${r1(x + houseW * (wx + 0.12))} ${r1(top + 50 * k)} v${r1(110 * k)} M${r1(x + houseW * wx)} ${r1(top + 105 * k)} h${r1(houseW * 0.24)}" stroke="${tone}" stroke-width="${r1(5 * k)}"/>`;
      body += `<rect x="${r1(x + houseW * wx - 4)}" y="${r1(top + 158 * k)}" width="${r1(houseW * 0.24 + 8)}" height="${r1(7 * k)}" fill="#eef3f6"/>`;
    }
    if (isShop) {
      // The lit bow window with small panes, a sign board and a wreath on the door.
      const wx = x + houseW * 0.08;
      const wy = top + 215 * k;
      const ww = houseW * 0.56;
      const wh = 150 * k;
      body += `<ellipse cx="${r1(wx + ww / 2)}" cy="${r1(wy + wh / 2)}" rx="${r1(ww * 1.5)}" ry="${r1(wh * 1.6)}" fill="url(#warm)" opacity="0.45"/>`;
      body += `<rect x="${r1(x)}" y="${r1(top + 178 * k)}" width="${r1(houseW)}" height="${r1(28 * k)}" fill="#1f3d2e"/>`;
      body += `<text x="${r1(x + houseW / 2)}" y="${r1(top + 198 * k)}" text-anchor="middle" font-family="'Playfair Display', serif" font-weight="700" font-size="${r1(17 * k)}" letter-spacing="${r1(2 * k)}" fill="#e6c274">SCROOGE &amp; MARLEY</text>`;
      body += `<rect x="${r1(wx)}" y="${r1(wy)}" width="${r1(ww)}" height="${r1(wh)}" fill="url(#shopLight)"/>`;
      // Goods in the window: a goose, puddings and a candle.
      body += `<ellipse cx="${r1(wx + ww * 0.3)}" cy="${r1(wy + wh * 0.78)}" rx="${r1(ww * 0.14)}" ry="${r1(wh * 0.1)}" fill="#8a4a1e"/>`;
      body += `<circle cx="${r1(wx + ww * 0.66)}" cy="${r1(wy + wh * 0.8)}" r="${r1(wh * 0.09)}" fill="#4a2414"/><path d="M${r1(wx + ww * 0.6)} ${r1(wy + wh * 0.74)} q ${r1(ww * 0.06)} ${r1(-wh * 0.06)} ${r1(ww * 0.12)} 0" stroke="#fff" stroke-width="${r1(4 * k)}" fill="none"/>`;
      for (let i = 1; i < 4; i++)
        body += `<path d="M${r1(wx + (ww * i) / 4)} ${r1(wy)} v${r1(wh)}" stroke="#3a2320" stroke-width="${r1(4 * k)}"/>`;
      for (let i = 1; i < 3; i++)
        body += `<path d="M${r1(wx)} ${r1(wy + (wh * i) / 3)} h${r1(ww)}" stroke="#3a2320" stroke-width="${r1(3 * k)}"/>`;
      body += `<rect x="${r1(wx - 6)}" y="${r1(wy + wh)}" width="${r1(ww + 12)}" height="${r1(12 * k)}" fill="#eef3f6"/>`;
      const dx = x + houseW * 0.7;
      body += `<rect x="${r1(dx)}" y="${r1(wy - 10 * k)}" width="${r1(houseW * 0.22)}" height="${r1(ground - wy + 10 * k)}" fill="#1f3d2e"/>`;
      body += `<rect x="${r1(dx + houseW * 0.03)}" y="${r1(wy)}" width="${r1(houseW * 0.16)}" height="${r1(30 * k)}" fill="#f0c072" opacity="0.8"/>`;
      const wr = { x: dx + houseW * 0.11, y: wy + 80 * k, r: 20 * k };
      body += `<circle cx="${r1(wr.x)}" cy="${r1(wr.y)}" r="${r1(wr.r)}" fill="none" stroke="#2f6a3f" stroke-width="${r1(11 * k)}"/>`;
      for (let i = 0; i < 7; i++) {
        const a = (i / 7) * Math.PI * 2;
        body += `<circle cx="${r1(wr.x + Math.cos(a) * wr.r)}" cy="${r1(wr.y + Math.sin(a) * wr.r)}" r="${r1(3 * k)}" fill="#c0272d"/>`;
      }
      body += `<path d="M${r1(wr.x - 8 * k)} ${r1(wr.y + wr.r)} l ${r1(8 * k)} ${r1(-8 * k)} l ${r1(8 * k)} ${r1(8 * k)} z" fill="#c0272d"/>`;
    } else {
      // Dark shuttered shop or door.
      body += `<rect x="${r1(x + houseW * 0.12)}" y="${r1(top + 230 * k)}" width="${r1(houseW * 0.46)}" height="${r1(110 * k)}" fill="#182022"/>`;
      body += `<rect x="${r1(x + houseW * 0.68)}" y="${r1(top + 240 * k)}" width="${r1(houseW * 0.2)}" height="${r1(ground - top - 240 * k)}" fill="#161b1c"/>`;
    }
  }
  // A gas lamp by the shop, with its glow.
  const lampX = shopX + houseW * 1.02;
  const lampTop = ground - 330 * k;
  body += `<ellipse cx="${r1(lampX)}" cy="${r1(lampTop)}" rx="${r1(170 * k)}" ry="${r1(170 * k)}" fill="url(#warm)" opacity="0.55"/>`;
  body += `<path d="M${r1(lampX)} ${r1(ground)} V${r1(lampTop + 20 * k)}" stroke="#121212" stroke-width="${r1(9 * k)}"/>`;
  body += `<path d="M${r1(lampX - 18 * k)} ${r1(lampTop + 22 * k)} L${r1(lampX - 24 * k)} ${r1(lampTop - 20 * k)} L${r1(lampX + 24 * k)} ${r1(lampTop - 20 * k)} L${r1(lampX + 18 * k)} ${r1(lampTop + 22 * k)} Z" fill="#ffd98a" stroke="#121212" stroke-width="${r1(4 * k)}"/>`;
  body += `<path d="M${r1(lampX - 30 * k)} ${r1(lampTop - 20 * k)} L${r1(lampX)} ${r1(lampTop - 40 * k)} L${r1(lampX + 30 * k)} ${r1(lampTop - 20 * k)} Z" fill="#121212"/><path d="M${r1(lampX - 28 * k)} ${r1(lampTop - 22 * k)} L${r1(lampX)} ${r1(lampTop - 40 * k)} L${r1(lampX + 28 * k)} ${r1(lampTop - 22 * k)}" stroke="#eef3f6" stroke-width="${r1(4 * k)}" fill="none"/>`;
  // Snow on the ground, with the light spilling on it.
  body += `<path d="M0 ${r1(ground)} Q ${w * 0.3} ${r1(ground - 10)} ${w * 0.6} ${r1(ground + 4)} T ${w} ${r1(ground - 4)} V ${h} H 0 Z" fill="url(#snowGround)"/>`;
  body += `<ellipse cx="${r1(shopX + houseW * 0.5)}" cy="${r1(ground + 30)}" rx="${r1(houseW * 1.3)}" ry="${r1(70 * k)}" fill="url(#warm)" opacity="0.5"/>`;
  body += snow(rand, w, h, Math.round((w * h) / 3000));
  body += vignetteLayer(w, h, 0.55).body;
  return svg(w, h, body, defs);
}

export const SHOW_ART: Record<ShowKey, (f: Format) => string> = {
  Titanic: titanic,
  JFK: jfk,
  TheOverlookHotel: overlook,
  Scrooge: scrooge,
};
