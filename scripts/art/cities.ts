// City cards (800x600): a dusk sky in a palette drawn from the city's key, a far skyline, the city's landmarks in
// silhouette, water or hills where the place has them, and the city's name in Playfair Display at the bottom left.
import { cityLabel, type CityKey } from '../../src/domain/cities';
import { BRAND, SERIF, SANS, at, glowDef, hsl, linear, r1, rng, stars, svg, vignetteLayer } from './common';

const W = 800;
const H = 600;
const GROUND = 455;

type Terrain = 'flat' | 'coast' | 'river' | 'hills' | 'mountains';
type Mark =
  | 'clock'
  | 'spire'
  | 'dome'
  | 'castle'
  | 'cathedral'
  | 'pier'
  | 'wheel'
  | 'lighthouse'
  | 'suspension'
  | 'arch'
  | 'lattice'
  | 'sail'
  | 'mill'
  | 'kilns'
  | 'towers'
  | 'crescent'
  | 'cranes'
  | 'waterwheel'
  | 'rotunda'
  | 'shard'
  | 'liver'
  | 'timber'
  | 'transporter'
  | 'chapel'
  | 'colonnade';
interface Spec {
  terrain: Terrain;
  marks: [Mark, number, number?][]; // kind, centre x, scale
}

const CITY_SPECS: Record<CityKey, Spec> = {
  Aberdeen: {
    terrain: 'coast',
    marks: [
      ['spire', 250, 1.1],
      ['towers', 470, 0.7],
      ['lighthouse', 690, 0.8],
    ],
  },
  Bath: {
    terrain: 'river',
    marks: [
      ['crescent', 300, 1],
      ['cathedral', 600, 0.8],
    ],
  },
  Birmingham: {
    terrain: 'flat',
    marks: [
      ['rotunda', 240],
      ['towers', 430, 1.1],
      ['clock', 640, 0.8],
    ],
  },
  Blackpool: {
    terrain: 'coast',
    marks: [
      ['lattice', 330, 1.2],
      ['pier', 620, 1],
      ['wheel', 110, 0.7],
    ],
  },
  Bournemouth: {
    terrain: 'coast',
    marks: [
      ['pier', 480, 1.1],
      ['spire', 170, 0.8],
    ],
  },
  Brighton: {
    terrain: 'coast',
    marks: [
      ['pier', 520, 1],
      ['dome', 200, 0.9],
      ['wheel', 360, 0.8],
    ],
  },
  Bristol: {
    terrain: 'river',
    marks: [
      ['suspension', 420, 1.1],
      ['spire', 120, 0.8],
    ],
  },
  Burnley: {
    terrain: 'hills',
    marks: [
      ['mill', 320, 1],
      ['spire', 620, 0.9],
    ],
  },
  Cambridge: {
    terrain: 'river',
    marks: [
      ['chapel', 330, 1.1],
      ['spire', 620, 0.8],
    ],
  },
  Cardiff: {
    terrain: 'river',
    marks: [
      ['castle', 260, 1],
      ['clock', 560, 1],
    ],
  },
  Carlisle: {
    terrain: 'hills',
    marks: [
      ['castle', 380, 1.2],
      ['cathedral', 650, 0.7],
    ],
  },
  Cheltenham: {
    terrain: 'flat',
    marks: [
      ['colonnade', 320, 1],
      ['spire', 640, 1],
    ],
  },
  Cornwall: {
    terrain: 'coast',
    marks: [
      ['lighthouse', 560, 1.2],
      ['mill', 200, 0.7],
    ],
  },
  Coventry: {
    terrain: 'flat',
    marks: [
      ['spire', 280, 1.3],
      ['cathedral', 540, 0.8],
    ],
  },
  Derby: {
    terrain: 'river',
    marks: [
      ['cathedral', 300, 0.9],
      ['mill', 590, 0.8],
    ],
  },
  Devon: {
    terrain: 'coast',
    marks: [
      ['lighthouse', 620, 0.9],
      ['timber', 260, 0.9],
    ],
  },
  Dundee: {
    terrain: 'river',
    marks: [
      ['arch', 420, 1.1],
      ['spire', 130, 0.9],
    ],
  },
  Edinburgh: {
    terrain: 'hills',
    marks: [
      ['castle', 300, 1.25],
      ['clock', 620, 1],
    ],
  },
  Exeter: { terrain: 'river', marks: [['cathedral', 400, 1.2]] },
  Glasgow: {
    terrain: 'river',
    marks: [
      ['cranes', 560, 1],
      ['spire', 250, 1.1],
      ['dome', 110, 0.7],
    ],
  },
  Hull: {
    terrain: 'river',
    marks: [
      ['suspension', 470, 1.2],
      ['dome', 150, 0.8],
    ],
  },
  Ipswich: {
    terrain: 'river',
    marks: [
      ['towers', 560, 0.7],
      ['timber', 260, 1],
    ],
  },
  IsleOfMan: {
    terrain: 'coast',
    marks: [
      ['waterwheel', 300, 1.1],
      ['lighthouse', 650, 0.8],
    ],
  },
  Leeds: {
    terrain: 'flat',
    marks: [
      ['clock', 330, 1.2],
      ['towers', 600, 0.9],
    ],
  },
  Leicester: {
    terrain: 'flat',
    marks: [
      ['clock', 300, 0.9],
      ['cathedral', 560, 0.8],
    ],
  },
  Lincoln: { terrain: 'hills', marks: [['cathedral', 420, 1.3]] },
  Liverpool: {
    terrain: 'river',
    marks: [
      ['liver', 330, 1.1],
      ['cathedral', 640, 0.7],
      ['wheel', 130, 0.7],
    ],
  },
  London: {
    terrain: 'river',
    marks: [
      ['clock', 140, 1.1],
      ['dome', 360, 1.1],
      ['shard', 560, 1.2],
      ['wheel', 700, 0.8],
    ],
  },
  Manchester: {
    terrain: 'flat',
    marks: [
      ['towers', 480, 1.2],
      ['clock', 220, 1],
      ['mill', 680, 0.7],
    ],
  },
  Middlesbrough: { terrain: 'river', marks: [['transporter', 420, 1.1]] },
  MidWales: { terrain: 'mountains', marks: [['castle', 540, 0.7]] },
  'Milton Keynes': {
    terrain: 'flat',
    marks: [
      ['towers', 320, 0.9],
      ['rotunda', 600, 0.8],
    ],
  },
  Newcastle: {
    terrain: 'river',
    marks: [
      ['arch', 400, 1.2],
      ['spire', 680, 0.9],
    ],
  },
  Northampton: {
    terrain: 'flat',
    marks: [
      ['spire', 360, 1.1],
      ['towers', 600, 0.7],
    ],
  },
  Norwich: {
    terrain: 'river',
    marks: [
      ['spire', 400, 1.45],
      ['castle', 650, 0.7],
    ],
  },
  Nottingham: {
    terrain: 'hills',
    marks: [
      ['castle', 250, 1],
      ['dome', 560, 1],
    ],
  },
  Oxford: {
    terrain: 'river',
    marks: [
      ['dome', 320, 1.1],
      ['spire', 520, 1.1],
      ['spire', 680, 0.8],
    ],
  },
  Peterborough: { terrain: 'river', marks: [['cathedral', 400, 1.25]] },
  Plymouth: {
    terrain: 'coast',
    marks: [
      ['lighthouse', 380, 1.1],
      ['spire', 650, 0.8],
    ],
  },
  Portsmouth: {
    terrain: 'coast',
    marks: [
      ['sail', 420, 1.2],
      ['spire', 160, 0.7],
    ],
  },
  Reading: {
    terrain: 'river',
    marks: [
      ['clock', 300, 0.9],
      ['towers', 560, 0.8],
    ],
  },
  Sheffield: {
    terrain: 'hills',
    marks: [
      ['mill', 260, 0.9],
      ['towers', 540, 0.9],
    ],
  },
  Shrewsbury: {
    terrain: 'river',
    marks: [
      ['timber', 300, 1.1],
      ['spire', 580, 1],
    ],
  },
  Southampton: {
    terrain: 'coast',
    marks: [
      ['cranes', 520, 1.1],
      ['clock', 200, 0.9],
    ],
  },
  Stafford: {
    terrain: 'hills',
    marks: [
      ['castle', 330, 1],
      ['timber', 620, 0.8],
    ],
  },
  'Stoke-on-Trent': {
    terrain: 'flat',
    marks: [
      ['kilns', 360, 1.1],
      ['spire', 660, 0.8],
    ],
  },
  Sunderland: {
    terrain: 'river',
    marks: [
      ['arch', 400, 1],
      ['lighthouse', 700, 0.7],
    ],
  },
  Swansea: {
    terrain: 'coast',
    marks: [
      ['clock', 260, 1],
      ['towers', 480, 0.7],
    ],
  },
  Swindon: {
    terrain: 'flat',
    marks: [
      ['mill', 420, 1],
      ['spire', 150, 0.8],
    ],
  },
  TunbridgeWells: {
    terrain: 'hills',
    marks: [
      ['colonnade', 360, 1],
      ['spire', 640, 0.9],
    ],
  },
  WestWales: {
    terrain: 'mountains',
    marks: [
      ['lighthouse', 640, 0.8],
      ['castle', 260, 0.6],
    ],
  },
  'Weston-super-Mare': {
    terrain: 'coast',
    marks: [
      ['pier', 470, 1.1],
      ['wheel', 160, 0.7],
    ],
  },
  Worcester: { terrain: 'river', marks: [['cathedral', 380, 1.2]] },
  Wrexham: {
    terrain: 'hills',
    marks: [
      ['spire', 380, 1.2],
      ['timber', 620, 0.8],
    ],
  },
  York: { terrain: 'river', marks: [['cathedral', 420, 1.35]] },
};

// ---------------------------------------------------------------- landmarks, drawn with their foot at (0, 0)

function windows(
  rand: () => number,
  x: number,
  y: number,
  w: number,
  h: number,
  step: number,
  chance = 0.35,
): string {
  let out = '';
  for (let wy = y + 6; wy < y + h - 8; wy += step)
    for (let wx = x + 5; wx < x + w - 6; wx += step * 0.8)
      if (rand() < chance)
        out += `<rect x="${r1(wx)}" y="${r1(wy)}" width="3" height="5" fill="#ffd98a" opacity="${r1(0.6 + rand() * 0.4)}"/>`;
  return out;
}

function mark(kind: Mark, rand: () => number, c: string, light: string): string {
  const lit = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${light}"/>`;
  switch (kind) {
    case 'clock':
      return `<path d="M-22 0 V-230 H22 V0 Z M-26 -230 H26 V-250 H-26 Z M-24 -250 L0 -330 L24 -250 Z M-2 -330 V-350 H2 V-330 Z" fill="${c}"/><circle cx="0" cy="-210" r="14" fill="${light}"/><path d="M0 -210 V-220 M0 -210 L7 -206" stroke="${c}" stroke-width="2"/>${lit(-10, -150, 6, 14)}${lit(4, -120, 6, 14)}`;
    case 'spire':
      return `<path d="M-60 0 V-90 L-30 -118 V-90 H-20 V-160 H20 V-90 V0 Z M-20 -160 L0 -300 L20 -160 Z" fill="${c}"/><path d="M-8 -130 a 8 8 0 0 1 16 0 v18 h-16 z" fill="${light}"/>${lit(-50, -60, 6, 16)}${lit(-36, -60, 6, 16)}`;
    case 'dome':
      return `<path d="M-90 0 V-90 H90 V0 Z M-62 -90 V-130 H62 V-90 Z M-58 -130 A 58 62 0 0 1 58 -130 Z M-8 -190 V-214 H8 V-190 Z M-3 -214 L0 -232 L3 -214 Z" fill="${c}"/>${windows(rand, -86, -88, 172, 80, 14, 0.5)}`;
    case 'castle': {
      let p = `M-150 0 Q -130 -60 -90 -70 L 100 -74 Q 140 -50 160 0 Z`;
      p += ` M-100 -70 V-150 H100 V-70 Z M-120 -70 V-190 H-64 V-70 Z M50 -70 V-210 H110 V-70 Z M-20 -150 V-230 H30 V-150 Z`;
      for (const [x0, x1, y] of [
        [-120, -64, -190],
        [50, 110, -210],
        [-20, 30, -230],
        [-100, 100, -150],
      ] as const)
        for (let x = x0; x < x1; x += 14) p += ` M${x} ${y} v-10 h8 v10 Z`;
      return `<path d="${p}" fill="${c}"/>${lit(-96, -160, 6, 12)}${lit(72, -170, 6, 12)}${lit(0, -200, 6, 14)}`;
    }
    case 'cathedral': {
      let p = `M-150 0 V-110 L-90 -150 L 110 -150 L150 -110 V0 Z M-150 -110 V-250 H-100 V-110 Z M-80 -110 V-250 H-30 V-110 Z M40 -150 V-290 H100 V-150 Z`;
      for (const [x0, x1, y] of [
        [-150, -100, -250],
        [-80, -30, -250],
        [40, 100, -290],
      ] as const)
        for (let x = x0; x <= x1 - 6; x += (x1 - x0 - 6) / 2)
          p += ` M${r1(x)} ${y} L${r1(x + 3)} ${y - 26} L${r1(x + 6)} ${y} Z`;
      for (let x = 0; x < 150; x += 26) p += ` M${x} -150 l4 -16 l4 16 Z`;
      let out = `<path d="${p}" fill="${c}"/><path d="M-36 -40 V-90 a 19 19 0 0 1 38 0 V-40 Z" fill="${light}" opacity="0.9"/><path d="M-17 -40 V-108 M-36 -70 H2" stroke="${c}" stroke-width="3"/>`;
      for (let x = 12; x < 140; x += 22)
        out += `<path d="M${x} -30 V-100 a 6 6 0 0 1 12 0 V-30 Z" fill="${light}" opacity="${r1(0.35 + rand() * 0.45)}"/>`;
      for (const x of [-138, -68, 52, 72])
        out += `<path d="M${x} ${x > 0 ? -230 : -200} v-24 a 4 4 0 0 1 8 0 v24 z" fill="${light}" opacity="0.6"/>`;
      return out;
    }
    case 'chapel': {
      let p = `M-160 0 V-170 H160 V0 Z`;
      for (const x of [-160, -8, 144])
        p += ` M${x} -170 V-230 H${x + 16} V-170 Z M${x + 2} -230 L${x + 8} -250 L${x + 14} -230 Z`;
      let out = `<path d="${p}" fill="${c}"/>`;
      for (let x = -140; x < 140; x += 36)
        if (Math.abs(x + 8) > 20)
          out += `<path d="M${x} -40 V-130 a 10 10 0 0 1 20 0 V-40 Z" fill="${light}" opacity="${r1(0.5 + rand() * 0.4)}"/>`;
      return out;
    }
    case 'pier': {
      let out = `<path d="M-300 -40 H180 V-32 H-300 Z" fill="${c}"/>`;
      for (let x = -290; x < 180; x += 28)
        out += `<rect x="${x}" y="-34" width="4" height="60" fill="${c}"/>`;
      out += `<path d="M80 -40 V-80 H180 V-40 Z M96 -80 A 34 34 0 0 1 164 -80 Z M128 -114 V-130 H132 V-114 Z M60 -40 V-64 H84 V-40 Z M64 -64 A 8 10 0 0 1 80 -64 Z" fill="${c}"/>`;
      for (let x = -280; x < 170; x += 30) out += `<circle cx="${x}" cy="-46" r="2.5" fill="${light}"/>`;
      return out;
    }
    case 'wheel': {
      let out = `<circle cx="0" cy="-150" r="130" fill="none" stroke="${c}" stroke-width="6"/><circle cx="0" cy="-150" r="120" fill="none" stroke="${c}" stroke-width="2"/>`;
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * Math.PI * 2;
        out += `<path d="M0 -150 L${r1(Math.cos(a) * 125)} ${r1(-150 + Math.sin(a) * 125)}" stroke="${c}" stroke-width="1.5"/><circle cx="${r1(Math.cos(a) * 132)}" cy="${r1(-150 + Math.sin(a) * 132)}" r="6" fill="${i % 3 ? c : light}"/>`;
      }
      return out + `<path d="M0 -150 L-70 0 M0 -150 L70 0" stroke="${c}" stroke-width="7"/>`;
    }
    case 'lighthouse':
      return `<path d="M-40 0 L-60 40 H60 L40 0 Z" fill="${c}"/><path d="M-30 0 L-18 -220 H18 L30 0 Z M-26 -220 H26 V-232 H-26 Z M-16 -232 V-262 H16 V-232 Z M-20 -262 L0 -284 L20 -262 Z" fill="${c}"/><path d="M-12 -258 H12 V-236 H-12 Z" fill="${light}"/><path d="M0 -247 L-420 -300 L-420 -200 Z" fill="${light}" opacity="0.14"/><path d="M0 -247 L420 -290 L420 -210 Z" fill="${light}" opacity="0.08"/>${lit(-4, -120, 8, 14)}`;
    case 'suspension': {
      let out = `<path d="M-420 -60 H420 V-50 H-420 Z M-200 -50 V-250 H-180 V-50 Z M180 -50 V-250 H200 V-50 Z" fill="${c}"/>`;
      out += `<path d="M-420 -200 Q -300 -70 -190 -246 Q 0 -40 190 -246 Q 300 -70 420 -200" stroke="${c}" stroke-width="4" fill="none"/>`;
      for (let x = -170; x < 180; x += 20) {
        const t = x / 190;
        out += `<path d="M${x} -60 V${r1(-246 + 196 * (1 - t * t) * 0.98)}" stroke="${c}" stroke-width="1.2"/>`;
      }
      for (let x = -400; x < 420; x += 40) out += `<circle cx="${x}" cy="-64" r="2" fill="${light}"/>`;
      return out;
    }
    case 'arch': {
      let out = `<path d="M-380 -90 H380 V-80 H-380 Z M-250 -80 V0 H-230 V-80 Z M230 -80 V0 H250 V-80 Z" fill="${c}"/>`;
      out += `<path d="M-240 -10 Q 0 -330 240 -10" stroke="${c}" stroke-width="12" fill="none"/><path d="M-220 -10 Q 0 -290 220 -10" stroke="${c}" stroke-width="4" fill="none"/>`;
      for (let x = -200; x <= 200; x += 25) {
        const y = -10 - 160 * (1 - Math.pow(x / 240, 2));
        out += `<path d="M${x} -90 V${r1(y)}" stroke="${c}" stroke-width="2"/>`;
      }
      for (let x = -370; x < 380; x += 36) out += `<circle cx="${x}" cy="-94" r="2" fill="${light}"/>`;
      return out;
    }
    case 'transporter': {
      let out = `<path d="M-260 0 L-230 -260 H-210 L-190 0 Z M190 0 L210 -260 H230 L260 0 Z M-240 -260 H240 V-236 H-240 Z" fill="${c}"/>`;
      for (let x = -200; x < 210; x += 24)
        out += `<path d="M${x} -260 l12 24 l12 -24" stroke="${c}" stroke-width="2" fill="none"/>`;
      return (
        out +
        `<path d="M-40 -236 V-70 M40 -236 V-70" stroke="${c}" stroke-width="1.5"/><rect x="-60" y="-70" width="120" height="20" fill="${c}"/><rect x="-50" y="-66" width="100" height="4" fill="${light}"/>`
      );
    }
    case 'lattice': {
      let out = `<path d="M-70 0 L-18 -300 L-10 -380 L0 -420 L10 -380 L18 -300 L70 0 Z" fill="none" stroke="${c}" stroke-width="6"/>`;
      for (let y = -20; y > -300; y -= 22) {
        const half = 70 - (-y / 300) * 52;
        out += `<path d="M${r1(-half)} ${y} L${r1(half)} ${y - 22} M${r1(half)} ${y} L${r1(-half)} ${y - 22}" stroke="${c}" stroke-width="1.6"/>`;
      }
      return `<path d="M-110 0 V-70 H110 V0 Z" fill="${c}"/>${out}<path d="M-26 -300 H26 V-290 H-26 Z" fill="${c}"/><circle cx="0" cy="-424" r="4" fill="${light}"/>${windows(rand, -106, -66, 212, 60, 12, 0.45)}`;
    }
    case 'sail':
      return `<path d="M-30 0 L-20 -360 L-12 -380 Q 70 -200 40 0 Z M-6 -380 V-420 H-2 V-380 Z" fill="${c}"/><path d="M-14 -340 Q 40 -200 22 -20" stroke="${light}" stroke-width="2" fill="none" opacity="0.5"/>`;
    case 'mill': {
      const out = `<path d="M-140 0 V-110 H120 V0 Z M-140 -110 L-10 -150 L120 -110 Z M140 0 V-260 H160 V0 Z M-176 0 V-200 H-160 V0 Z" fill="${c}"/>`;
      return out + windows(rand, -136, -106, 252, 100, 16, 0.55);
    }
    case 'kilns': {
      let out = '';
      for (const [x, s] of [
        [-150, 0.8],
        [0, 1.1],
        [140, 0.9],
      ] as const)
        out += `<path transform="translate(${x} 0) scale(${s})" d="M-55 0 Q -70 -80 -20 -150 L-16 -190 H16 L20 -150 Q 70 -80 55 0 Z" fill="${c}"/>`;
      return (
        out + `<path d="M-240 0 V-70 H240 V0 Z" fill="${c}"/>` + windows(rand, -236, -66, 472, 60, 14, 0.4)
      );
    }
    case 'towers': {
      let out = '';
      for (const [x, w, h] of [
        [-120, 60, 210],
        [-50, 70, 300],
        [30, 56, 250],
        [92, 64, 180],
      ] as const) {
        out += `<path d="M${x} 0 V-${h} H${x + w} V0 Z" fill="${c}"/>` + windows(rand, x, -h, w, h, 10, 0.4);
      }
      return out + `<path d="M-50 -300 L-15 -330 L20 -300 Z" fill="${c}"/>`;
    }
    case 'rotunda':
      return `<path d="M-45 0 V-250 Q 0 -262 45 -250 V0 Z" fill="${c}"/>${windows(rand, -43, -246, 86, 240, 11, 0.55)}`;
    case 'shard':
      return `<path d="M-55 0 L-6 -380 L4 -360 L55 0 Z" fill="${c}"/><path d="M-30 -40 L-4 -340" stroke="${light}" stroke-width="1.5" opacity="0.6"/>${windows(rand, -30, -200, 60, 190, 12, 0.35)}`;
    case 'liver': {
      let out = `<path d="M-140 0 V-150 H140 V0 Z M-110 -150 V-200 H-50 V-150 Z M50 -150 V-200 H110 V-150 Z M-96 -200 V-230 H-64 V-200 Z M64 -200 V-230 H96 V-200 Z M-94 -230 A 14 18 0 0 1 -66 -230 Z M66 -230 A 14 18 0 0 1 94 -230 Z" fill="${c}"/>`;
      out += `<path d="M-86 -248 q 6 -14 12 -4 l 6 -6 l -2 10 q -8 6 -16 0 Z M74 -248 q 6 -14 12 -4 l 6 -6 l -2 10 q -8 6 -16 0 Z" fill="${c}"/>`;
      return (
        out +
        `<circle cx="-80" cy="-180" r="10" fill="${light}"/><circle cx="80" cy="-180" r="10" fill="${light}"/>` +
        windows(rand, -136, -146, 272, 140, 12, 0.5)
      );
    }
    case 'timber': {
      let out = '';
      for (const x of [-150, -50, 50]) {
        out += `<path d="M${x} 0 V-130 L${x + 50} -190 L${x + 100} -130 V0 Z" fill="${c}"/>`;
        out += `<path d="M${x + 20} -110 h24 v30 h-24 z M${x + 56} -110 h24 v30 h-24 z M${x + 38} -160 h24 v22 h-24 z" fill="${light}" opacity="${r1(0.5 + rand() * 0.5)}"/>`;
        out += `<path d="M${x} -130 L${x + 100} -70 M${x + 100} -130 L${x} -70" stroke="${light}" stroke-width="2" opacity="0.12"/>`;
      }
      return out;
    }
    case 'crescent': {
      let out = `<path d="M-300 0 V-120 Q 0 -150 300 -120 V0 Z" fill="${c}"/>`;
      for (let x = -290; x < 290; x += 24) {
        const y = -120 - 30 * (1 - Math.pow(x / 300, 2));
        out += `<rect x="${x + 6}" y="${r1(y + 20)}" width="2" height="${r1(-y - 24)}" fill="${light}" opacity="0.12"/>`;
        for (const f of [0.35, 0.6, 0.82])
          if (rand() < 0.55)
            out += `<rect x="${x + 12}" y="${r1(y * f)}" width="6" height="10" fill="${light}" opacity="${r1(0.6 + rand() * 0.4)}"/>`;
      }
      return out;
    }
    case 'colonnade': {
      let out = `<path d="M-220 0 V-20 H220 V0 Z M-230 -160 H230 V-180 H-230 Z M-200 -180 L0 -230 L200 -180 Z M-230 -20 V-160 H230 V-20 Z" fill="${c}"/>`;
      for (let x = -200; x < 210; x += 40)
        out += `<rect x="${x + 8}" y="-150" width="22" height="126" fill="${light}" opacity="${r1(0.35 + rand() * 0.45)}"/>`;
      return out;
    }
    case 'cranes': {
      let out = '';
      for (const [x, s] of [
        [-180, 0.8],
        [0, 1.05],
        [170, 0.9],
      ] as const) {
        out += `<g transform="translate(${x} 0) scale(${s})"><path d="M-30 0 L-10 -230 H10 L30 0 Z M-140 -230 H120 V-216 H-140 Z M-14 -230 V-280 H14 V-230 Z" fill="${c}"/><path d="M0 -280 L-130 -230 M0 -280 L110 -230 M-110 -216 V-120" stroke="${c}" stroke-width="2"/><rect x="-120" y="-122" width="20" height="14" fill="${c}"/><circle cx="0" cy="-284" r="3" fill="#ff6b5a"/></g>`;
      }
      return out + `<path d="M-300 -10 H300 V0 H-300 Z" fill="${c}"/>`;
    }
    case 'waterwheel': {
      let out = `<path d="M40 0 V-150 L120 -200 L200 -150 V0 Z" fill="${c}"/><path d="M-40 -210 H170 V-196 H-40 Z" fill="${c}"/>`;
      out += `<circle cx="-60" cy="-120" r="110" fill="none" stroke="${c}" stroke-width="12"/><circle cx="-60" cy="-120" r="16" fill="${c}"/>`;
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        out += `<path d="M-60 -120 L${r1(-60 + Math.cos(a) * 110)} ${r1(-120 + Math.sin(a) * 110)}" stroke="${c}" stroke-width="3"/>`;
      }
      return (
        out +
        `<path d="M-190 0 L-150 -20 L30 -20 L60 0 Z" fill="${c}"/>${lit(90, -120, 12, 16)}${lit(140, -120, 12, 16)}`
      );
    }
  }
}

// ---------------------------------------------------------------- the card

export function cityCard(key: CityKey): string {
  const rand = rng(key);
  const spec = CITY_SPECS[key];
  // Palette: a dusk hue family chosen from the key, kept within the brand's navy, plum, teal and amber.
  const hues = [222, 232, 265, 285, 200, 186, 340];
  const baseHue = at(hues, Math.floor(rand() * hues.length)) + (rand() - 0.5) * 14;
  const glowHue = at([28, 36, 14, 44, 350], Math.floor(rand() * 5));
  const [skyTop, skyMid, skyLow] = [hsl(baseHue, 45, 9), hsl(baseHue + 8, 38, 25), hsl(glowHue, 58, 56)];
  const far = hsl(baseHue + 6, 28, 27);
  const near = hsl(baseHue, 40, 8);
  const light = hsl(42 + rand() * 8, 90, 72);
  const sunX = 120 + rand() * 560;
  const defs =
    linear('sky', [
      [0, skyTop],
      [0.62, skyMid],
      [1, skyLow],
    ]) +
    glowDef('sun', hsl(glowHue, 80, 70)) +
    linear('water', [
      [0, hsl(baseHue, 35, 20)],
      [1, hsl(baseHue, 45, 6)],
    ]) +
    linear('foot', [
      [0, '#000', 0],
      [1, '#000', 0.55],
    ]) +
    vignetteLayer(W, H, 0.5).defs;
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += stars(rand, W, 220, 70);
  body += `<ellipse cx="${r1(sunX)}" cy="${GROUND - 10}" rx="340" ry="190" fill="url(#sun)" opacity="0.55"/>`;
  if (rand() < 0.5)
    body += `<circle cx="${r1(80 + rand() * 640)}" cy="${r1(70 + rand() * 60)}" r="16" fill="#f6ecd0" opacity="0.9"/>`;
  // Hills or mountains behind the town.
  if (spec.terrain === 'hills' || spec.terrain === 'mountains') {
    const peak = spec.terrain === 'mountains' ? 200 : 100;
    for (const [shade, lift] of [
      [hsl(baseHue + 10, 24, 22), 1],
      [hsl(baseHue + 6, 28, 14), 0.6],
    ] as const) {
      let y0 = GROUND - 60 * lift;
      let d = `M0 ${GROUND} L0 ${r1(y0)}`;
      for (let x = 0; x < W; x += 160) {
        const top = GROUND - (50 + rand() * peak) * lift - (spec.terrain === 'mountains' ? 40 : 0);
        y0 = GROUND - (30 + rand() * 60) * lift;
        d += ` Q ${r1(x + 60)} ${r1(top)} ${r1(x + 80)} ${r1(top + 6)} Q ${r1(x + 110)} ${r1(top + 20)} ${x + 160} ${r1(y0)}`;
      }
      body += `<path d="${d} L${W} ${GROUND} Z" fill="${shade}"/>`;
    }
  }
  // The far skyline.
  let d = `M0 ${GROUND}`;
  for (let x = 0; x < W;) {
    const bw = 20 + rand() * 50;
    const bh = 30 + rand() * (spec.terrain === 'mountains' ? 30 : 90);
    d += ` V${r1(GROUND - bh)} H${r1(x + bw)}`;
    x += bw;
  }
  body += `<path d="${d} V${GROUND} Z" fill="${far}" opacity="0.85"/>`;
  // Landmarks, with low terraces of the near town between them.
  const nearRow = (() => {
    let p = `M0 ${GROUND}`;
    for (let x = 0; x < W;) {
      const bw = 30 + rand() * 40;
      const bh = 20 + rand() * 40;
      p += ` V${r1(GROUND - bh)} L${r1(x + bw / 2)} ${r1(GROUND - bh - 14)} L${r1(x + bw)} ${r1(GROUND - bh)}`;
      x += bw;
    }
    return `<path d="${p} V${GROUND} Z" fill="${near}"/>`;
  })();
  const front: Mark[] = ['pier', 'lighthouse', 'suspension', 'arch', 'transporter', 'cranes'];
  const drawMarks = (inFront: boolean) => {
    for (const [kind, x, s = 1] of spec.marks)
      if (front.includes(kind) === inFront)
        body += `<g transform="translate(${x} ${GROUND}) scale(${s})">${mark(kind, rand, near, light)}</g>`;
  };
  drawMarks(false);
  body += nearRow;
  drawMarks(true);
  // Water or land in the foreground, where the name sits.
  if (spec.terrain === 'coast' || spec.terrain === 'river') {
    body += `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="url(#water)"/>`;
    for (let i = 0; i < 60; i++) {
      const y = GROUND + 6 + rand() * (H - GROUND - 10);
      body += `<rect x="${r1(rand() * W)}" y="${r1(y)}" width="${r1(8 + rand() * 30)}" height="1.6" fill="${light}" opacity="${r1(0.1 + rand() * 0.3)}"/>`;
    }
    body += `<rect x="${r1(sunX - 30)}" y="${GROUND + 4}" width="60" height="${H - GROUND}" fill="${hsl(glowHue, 70, 65)}" opacity="0.08"/>`;
  } else {
    body += `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="${near}"/>`;
  }
  body += `<rect y="${GROUND - 40}" width="${W}" height="${H - GROUND + 40}" fill="url(#foot)"/>`;
  body += vignetteLayer(W, H, 0.5).body;
  // The name, with a brass rule and a small caption.
  const label = cityLabel(key);
  const size = label.length > 14 ? 50 : 60;
  body += `<rect x="48" y="${H - 104}" width="56" height="3" fill="${BRAND.brass}"/>`;
  body += `<text x="116" y="${H - 98}" font-family="${SANS}" font-weight="700" font-size="14" letter-spacing="4" fill="${BRAND.paleGold}">ON TOUR IN</text>`;
  body += `<text x="46" y="${H - 40}" font-family="${SERIF}" font-weight="700" font-size="${size}" fill="${BRAND.ivory}">${label}</text>`;
  return svg(W, H, body, defs);
}
