// Generates every picture of the site (see src/content/pictures.ts) as original art: each one is built as an SVG
// string in code, then written as WebP with sharp. Run with `npm run art`; the output is deterministic.
// ART_PREVIEW=/some/dir also writes PNG copies and contact sheets there, to look at.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installArtFonts } from './art/fonts';
import { CITY_KEYS } from '../src/domain/cities';
import { cityCard } from './art/cities';
import { FORMAT_SIZE, SHOW_ART, type Format, type ShowKey } from './art/shows';

installArtFonts(); // before sharp loads, so librsvg finds Playfair Display and Lato
const { default: sharp } = await import('sharp');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');
const PREVIEW = process.env.ART_PREVIEW;
const written: { path: string; bytes: number }[] = [];

async function webp(rel: string, svgText: string, quality = 75): Promise<void> {
  const out = join(PUBLIC, rel);
  mkdirSync(dirname(out), { recursive: true });
  const image = sharp(Buffer.from(svgText));
  await image.clone().webp({ quality, effort: 6, smartSubsample: true }).toFile(out);
  if (PREVIEW) {
    mkdirSync(PREVIEW, { recursive: true });
    await image.clone().png().toFile(join(PREVIEW, rel.replace(/\//g, '__').replace(/\.webp$/, '.png')));
  }
  written.push({ path: rel, bytes: statSync(out).size });
}

const SHOWS: ShowKey[] = ['Titanic', 'JFK', 'TheOverlookHotel', 'Scrooge'];
const FORMAT_FILE: Record<Format, string> = { banner: 'banner', narrow: 'banner-narrow', card: 'card' };
const only = process.argv[2];

for (const show of SHOWS) {
  if (only && only !== 'shows') break;
  for (const format of Object.keys(FORMAT_SIZE) as Format[]) {
    await webp(`images/shows/${show}-${FORMAT_FILE[format]}.webp`, SHOW_ART[show](format), format === 'banner' ? 72 : 75);
  }
}

if (!only || only === 'cities') {
  for (const city of CITY_KEYS) await webp(`images/cities/${city}.webp`, cityCard(city));
}

const total = written.reduce((sum, f) => sum + f.bytes, 0);
for (const f of written) console.log(`${(f.bytes / 1024).toFixed(1).padStart(7)} KB  ${f.path}`);
console.log(`${written.length} files, ${(total / 1024).toFixed(1)} KB in all`);
void writeFileSync;
