// Generates every picture of the site (see src/content/pictures.ts) as original art: each one is built as an SVG
// string in code, then written as WebP with sharp. Run with `npm run art`; the output is deterministic.
// ART_PREVIEW=/some/dir also writes PNG copies and contact sheets there, to look at.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installArtFonts } from './art/fonts';
import { CITY_KEYS } from '../src/domain/cities';
import { faviconSvg, logoSvg } from './art/brand';
import { cityCard } from './art/cities';
import { comingSoon, contact, defaultCityCard, soldOut } from './art/status';
import { teamPortrait, type TeamId } from './art/team';
import { FORMAT_SIZE, SHOW_ART, type Format, type ShowKey } from './art/shows';
import { SHARE_SIZE, SITE_CARD_SHOWS, showShareCard, siteShareCard } from './art/share';

installArtFonts(); // before sharp loads, so librsvg finds Playfair Display and Lato
const { default: sharp } = await import('sharp');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');
const PREVIEW = process.env.ART_PREVIEW;
const written: { path: string; bytes: number }[] = [];

async function webp(rel: string, svgText: string, quality = 75, width?: number): Promise<void> {
  const out = join(PUBLIC, rel);
  mkdirSync(dirname(out), { recursive: true });
  const drawn = sharp(Buffer.from(svgText));
  const image = width ? drawn.resize(width) : drawn;
  await image.clone().webp({ quality, effort: 6, smartSubsample: true }).toFile(out);
  if (PREVIEW) {
    mkdirSync(PREVIEW, { recursive: true });
    await image
      .clone()
      .png()
      .toFile(join(PREVIEW, rel.replace(/\//g, '__').replace(/\.webp$/, '.png')));
  }
  written.push({ path: rel, bytes: statSync(out).size });
}

/**
 * A share picture as JPEG: link previews (Facebook, WhatsApp, X) read JPEG everywhere, WebP not everywhere.
 * Layers are other pictures laid over the SVG at a place and size (SVG ids cannot be nested without clashing).
 */
async function shareJpeg(
  rel: string,
  svgText: string,
  layers: { svg: string; left: number; top: number; width: number; height: number }[] = [],
): Promise<void> {
  const out = join(PUBLIC, rel);
  mkdirSync(dirname(out), { recursive: true });
  const composites = await Promise.all(
    layers.map(async (layer) => ({
      input: await sharp(Buffer.from(layer.svg)).resize(layer.width, layer.height).png().toBuffer(),
      left: layer.left,
      top: layer.top,
    })),
  );
  const image = sharp(Buffer.from(svgText))
    .resize(...SHARE_SIZE)
    .composite(composites);
  await image.clone().jpeg({ quality: 82, mozjpeg: true }).toFile(out);
  if (PREVIEW)
    await image
      .clone()
      .png()
      .toFile(join(PREVIEW, rel.replace(/\//g, '__').replace(/\.jpg$/, '.png')));
  written.push({ path: rel, bytes: statSync(out).size });
}

function text(rel: string, content: string): void {
  const out = join(PUBLIC, rel);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, content);
  written.push({ path: rel, bytes: statSync(out).size });
}

const SHOWS: ShowKey[] = ['Titanic', 'JFK', 'TheOverlookHotel', 'Scrooge'];
const FORMAT_FILE: Record<Format, string> = { banner: 'banner', narrow: 'banner-narrow', card: 'card' };
const only = process.argv[2];

for (const show of SHOWS) {
  if (only && only !== 'shows') break;
  for (const format of Object.keys(FORMAT_SIZE) as Format[]) {
    await webp(
      `images/shows/${show}-${FORMAT_FILE[format]}.webp`,
      SHOW_ART[show](format),
      format === 'banner' ? 72 : 75,
    );
  }
  // The banner at phone width (a phone's screen is 720-800 device pixels wide; src/content/pictures.ts).
  await webp(`images/shows/${show}-banner-800.webp`, SHOW_ART[show]('banner'), 72, 800);
}

if (!only || only === 'cities') {
  for (const city of CITY_KEYS) await webp(`images/cities/${city}.webp`, cityCard(city));
}

// Share pictures, named as the page heads in src/content expect them.
const SHARE_NAME: Record<ShowKey, string> = {
  Titanic: 'titanic',
  JFK: 'jfk',
  TheOverlookHotel: 'overlook',
  Scrooge: 'scrooge',
};
if (!only || only === 'share') {
  for (const show of SHOWS) await shareJpeg(`images/share/${SHARE_NAME[show]}.jpg`, showShareCard(show));
  await shareJpeg(
    'images/share/site.jpg',
    siteShareCard(),
    SITE_CARD_SHOWS.map(({ show, ...place }) => ({ svg: SHOW_ART[show]('card'), ...place })),
  );
}

if (!only || only === 'rest') {
  await webp('images/cities/default.webp', defaultCityCard());
  await webp('images/status/sold-out.webp', soldOut());
  await webp('images/status/coming-soon.webp', comingSoon());
  await webp('images/contact.webp', contact());
  const team: TeamId[] = [
    'managing-director',
    'production-manager-1',
    'production-manager-2',
    'admin-social',
  ];
  for (const id of team) await webp(`images/team/${id}.webp`, teamPortrait(id));
  text('images/logo.svg', logoSvg());
  text('favicon.svg', faviconSvg());
  for (const [file, size] of [
    ['apple-touch-icon.png', 180],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
  ] as const) {
    // Full-bleed squares (the platforms round the corners themselves), the mark inside the maskable safe zone.
    const out = join(PUBLIC, file);
    await sharp(Buffer.from(faviconSvg(size, size * 0.1)))
      .png({ compressionLevel: 9, palette: true })
      .toFile(out);
    if (PREVIEW) await sharp(out).toFile(join(PREVIEW, file));
    written.push({ path: file, bytes: statSync(out).size });
  }
  const manifest = {
    name: 'The Queen of the Ocean',
    short_name: 'Queen of the Ocean',
    description: 'Immersive theatre-and-dining shows touring hotels across the UK.',
    start_url: '/',
    display: 'standalone',
    background_color: '#fbf7ef',
    theme_color: '#0f1b2d',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ],
  };
  text('site.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`);
}

const total = written.reduce((sum, f) => sum + f.bytes, 0);
for (const f of written) console.log(`${(f.bytes / 1024).toFixed(1).padStart(7)} KB  ${f.path}`);
console.log(`${written.length} files, ${(total / 1024).toFixed(1)} KB in all`);
