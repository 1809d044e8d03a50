// Team portraits (600x600): an illustrated head-and-shoulders silhouette under an art-deco arch, each in its own
// colour and hairstyle. No real faces: the page shows the person's name beside it.
import { BRAND, glowDef, linear, r1, radial, svg } from './common';

export type TeamId = 'managing-director' | 'production-manager-1' | 'production-manager-2' | 'admin-social';

interface Look {
  bg: [string, string];
  coat: string;
  hair: string;
  skin: string;
  style: 'short' | 'bob' | 'bun' | 'wavy';
  collar: 'tie' | 'bow' | 'pearls' | 'scarf';
}

const LOOKS: Record<TeamId, Look> = {
  'managing-director': {
    bg: ['#0f1b2d', '#27406a'],
    coat: '#141c2b',
    hair: '#2a2420',
    skin: '#c99a7a',
    style: 'wavy',
    collar: 'pearls',
  },
  'production-manager-1': {
    bg: ['#2a0b10', '#7c1f25'],
    coat: '#1b1416',
    hair: '#3b2a1c',
    skin: '#b98563',
    style: 'short',
    collar: 'bow',
  },
  'production-manager-2': {
    bg: ['#0d2622', '#1f5a4f'],
    coat: '#102320',
    hair: '#14110f',
    skin: '#8d5e45',
    style: 'bun',
    collar: 'scarf',
  },
  'admin-social': {
    bg: ['#261433', '#5b3a78'],
    coat: '#1c1426',
    hair: '#7a4a26',
    skin: '#e0b595',
    style: 'bob',
    collar: 'tie',
  },
};

function hair(style: Look['style'], color: string): { back: string; front: string } {
  switch (style) {
    case 'short':
      return {
        back: '',
        front: `<path d="M236 226 Q 232 150 300 146 Q 372 146 366 230 Q 352 190 318 186 Q 270 184 236 226 Z" fill="${color}"/>`,
      };
    case 'bob':
      return {
        back: `<path d="M220 250 Q 206 140 300 136 Q 396 140 382 250 L 388 318 Q 360 330 350 300 L 250 300 Q 240 330 212 318 Z" fill="${color}"/>`,
        front: `<path d="M234 232 Q 236 150 300 148 Q 368 150 368 232 Q 340 190 300 196 Q 262 186 234 232 Z" fill="${color}"/>`,
      };
    case 'bun':
      return {
        back: `<circle cx="300" cy="132" r="38" fill="${color}"/>`,
        front: `<path d="M234 240 Q 230 152 300 150 Q 370 152 366 240 Q 360 196 300 184 Q 240 196 234 240 Z" fill="${color}"/>`,
      };
    case 'wavy':
      return {
        back: `<path d="M214 240 Q 200 136 300 132 Q 404 136 388 244 Q 404 300 380 350 L 220 350 Q 196 300 214 240 Z" fill="${color}"/>`,
        front: `<path d="M232 236 Q 234 146 300 146 Q 366 146 370 236 Q 352 188 320 190 Q 300 176 276 196 Q 250 200 232 236 Z" fill="${color}"/>`,
      };
  }
}

function collar(kind: Look['collar']): string {
  switch (kind) {
    case 'tie':
      return `<path d="M272 392 L300 430 L328 392 L316 384 L300 404 L284 384 Z" fill="#f3ece0"/><path d="M300 404 L290 424 L300 520 L310 424 Z" fill="${BRAND.brass}"/>`;
    case 'bow':
      return `<path d="M270 392 L300 420 L330 392 L318 384 L300 402 L282 384 Z" fill="#f3ece0"/><path d="M300 412 L274 398 L274 428 Z M300 412 L326 398 L326 428 Z" fill="${BRAND.brass}"/><circle cx="300" cy="412" r="6" fill="${BRAND.paleGold}"/>`;
    case 'pearls': {
      let out = '';
      for (let i = 0; i <= 12; i++) {
        const a = Math.PI * (0.15 + (0.7 * i) / 12);
        out += `<circle cx="${r1(300 + Math.cos(a) * 52)}" cy="${r1(376 + Math.sin(a) * 40)}" r="5" fill="#f6efe2"/>`;
      }
      return out;
    }
    case 'scarf':
      return `<path d="M258 380 Q 300 420 342 380 L 350 400 Q 300 446 250 400 Z" fill="${BRAND.brass}"/><path d="M322 410 L 340 480 L 318 486 L 308 418 Z" fill="#b8893b"/>`;
  }
}

export function teamPortrait(id: TeamId): string {
  const look = LOOKS[id];
  const w = 600;
  const h = 600;
  const defs =
    linear('bg', [
      [0, look.bg[0]],
      [1, look.bg[1]],
    ]) +
    radial('halo', [
      [0, '#fff3d6', 0.5],
      [1, '#fff3d6', 0],
    ]) +
    linear(
      'face',
      [
        [0, look.skin],
        [1, '#000'],
      ],
      1,
      0.2,
    ) +
    glowDef('rim', BRAND.paleGold);
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  // Sunburst and a stepped art-deco arch.
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * Math.PI * 2;
    body += `<path d="M300 280 L${r1(300 + Math.cos(a) * 520)} ${r1(280 + Math.sin(a) * 520)}" stroke="${BRAND.paleGold}" stroke-width="${i % 2 ? 1 : 2.5}" opacity="0.1"/>`;
  }
  for (const [r, op] of [
    [222, 0.9],
    [208, 0.5],
  ] as const) {
    body += `<path d="M${300 - r} 600 V280 A ${r} ${r} 0 0 1 ${300 + r} 280 V600" stroke="${BRAND.brass}" stroke-width="${r === 222 ? 5 : 2}" fill="none" opacity="${op}"/>`;
  }
  body += `<ellipse cx="300" cy="250" rx="200" ry="200" fill="url(#halo)"/>`;
  const hr = hair(look.style, look.hair);
  // Shoulders, neck, head (three-quarter tone with a warm rim light).
  body += hr.back;
  body += `<path d="M110 600 Q 120 420 240 390 Q 300 372 360 390 Q 480 420 490 600 Z" fill="${look.coat}"/>`;
  body += `<path d="M240 390 L300 470 L360 390 Q 330 380 300 380 Q 270 380 240 390 Z" fill="${look.coat}" opacity="0.6"/>`;
  body += `<path d="M266 320 L 270 386 Q 300 404 330 386 L 334 320 Z" fill="${look.skin}"/><path d="M266 330 L 270 386 Q 300 404 330 386 L 334 340 Q 300 360 266 330 Z" fill="#000" opacity="0.25"/>`;
  body += `<ellipse cx="300" cy="250" rx="66" ry="84" fill="${look.skin}"/><ellipse cx="300" cy="250" rx="66" ry="84" fill="url(#face)" opacity="0.35"/>`;
  body += `<path d="M236 252 Q 240 328 300 334" stroke="${BRAND.paleGold}" stroke-width="3" fill="none" opacity="0.55"/>`;
  body += hr.front;
  // Lapels and the collar detail.
  body += `<path d="M240 392 L 290 520 L 262 530 L 214 420 Z M360 392 L 310 520 L 338 530 L 386 420 Z" fill="#000" opacity="0.25"/>`;
  body += collar(look.collar);
  body += `<path d="M110 600 Q 120 420 240 390" stroke="${BRAND.paleGold}" stroke-width="3" fill="none" opacity="0.35"/>`;
  return svg(w, h, body, defs);
}
