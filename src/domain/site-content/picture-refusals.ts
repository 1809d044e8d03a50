import { PICTURE_MAX_BYTES } from './picture';
import type { BlockId } from './blocks';
import type { PictureUse } from './picture-uses';

/**
 * What an upload is refused with, and how it is recognised, the same on the embedded server and in a hosted
 * manager's browser (docs/decisions/0033-pictures.md): both say it in these words.
 */

/** The blocks' names as a manager reads them (the dashboard's Site content section and these refusals). */
export const BLOCK_NAMES = {
  company: { name: 'Company details (every page and e-mail)' },
  footer: { name: 'Footer words (every page)' },
  about: { name: 'About us' },
  team: { name: 'Our team' },
  testimonials: { name: 'Testimonials (home page)' },
  'home-banner': { name: 'Banner slides (home page)' },
  chefs: { name: 'Our chefs' },
  experiences: { name: 'Our Experiences (home page)' },
  'show-titanic': { name: 'Titanic: banner and share photos, information tabs and sample menu' },
  'show-jfk': { name: 'JFK: banner and share photos, information tabs and sample menu' },
  'show-overlook': { name: 'The Overlook Hotel: banner and share photos, information tabs and sample menu' },
  'show-scrooge': { name: 'Scrooge: banner and share photos, information tabs and sample menu' },
  'coming-soon': { name: 'Coming soon card (each show page)' },
  'night-titanic': { name: 'Titanic: on the night (running order, age, dietary needs, the room)' },
  'night-jfk': { name: 'JFK: on the night (running order, age, dietary needs, the room)' },
  'night-overlook': {
    name: 'The Overlook Hotel: on the night (running order, age, dietary needs, the room)',
  },
  'night-scrooge': { name: 'Scrooge: on the night (running order, age, dietary needs, the room)' },
  hosting: { name: 'Host a show (the hosting enquiry page)' },
} as const satisfies Record<BlockId, { name: string }>;

/** Where a picture is used, as a manager reads it: "Our team (live, version 2)". */
export const placeOfUse = ({ block, version, live }: PictureUse) => {
  const name = BLOCK_NAMES[block].name;
  if (version === null) return `${name} (draft)`;
  return live ? `${name} (live, version ${version})` : `${name} (version ${version})`;
};

export const PICTURE_REFUSALS = {
  heic: 'This is a HEIC photo (an iPhone\'s own format), which browsers cannot show. Send it as JPEG: on the iPhone, choose Share, then Save to Files, or set Settings > Camera > Formats to "Most Compatible" before taking the photo; on a computer, open it in Preview or Photos and export it as JPEG.',
  notAPicture: 'This file is not a picture the site can use. Send a JPEG, PNG, WebP or AVIF.',
  tooLarge: `The picture is larger than ${PICTURE_MAX_BYTES / 1024 / 1024} MB. Send a smaller copy (a phone's "Medium" or "Large" size is plenty).`,
  noFile: 'Choose a picture to upload.',
  noSuchPicture: 'There is no such picture.',
  /** A delete of a picture still in use (the dashboard does not offer the button for one). */
  inUse: (uses: readonly PictureUse[]) =>
    `This picture is still used by ${uses.map(placeOfUse).join(', ')}. Choose another picture there first; an earlier version counts, since it can be restored.`,
} as const;

/** What an upload is, read from its first bytes (a file's name and its declared type are not trusted). */
export type PictureKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'unknown';

/** How many of a file's first bytes `pictureKind` reads. */
export const PICTURE_SNIFF_BYTES = 64;

// ISO base media files (AVIF, HEIC) name their brands in the `ftyp` box: https://www.iana.org/assignments/media-types/image/heic
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

const latin1 = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || latin1(bytes, 4, 8) !== 'ftyp') return [];
  const declared = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const size = Math.min(declared, bytes.length);
  const brands = [latin1(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(latin1(bytes, at, at + 4));
  return brands;
}

export function pictureKind(bytes: Uint8Array): PictureKind {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && latin1(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 12 && latin1(bytes, 0, 4) === 'RIFF' && latin1(bytes, 8, 12) === 'WEBP') return 'webp';
  const brands = ftypBrands(bytes);
  if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  return 'unknown';
}
