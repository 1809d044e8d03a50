import PDFDocument from 'pdfkit';
import { kitWords } from '../../../../server/kit/kit-words';
import { layPoster, posterOptions, type PosterSize } from '../../../../server/kit/poster-layout';
import { socialPictureSvgOf, type KitFontBytes } from '../../../../server/kit/social-picture-svg';
import {
  SOCIAL_ART_WIDTH,
  SOCIAL_FORMATS,
  type SocialFormat,
} from '../../../../server/kit/social-picture-template';
import type { KitDate, KitFile } from '../../../domain/hotel-kit';
import type { ShowKey } from '../../../domain/shows';

// The kit's files made in the hotel's browser (hosted mode has no server: docs/decisions/0039), from the
// same words, template, layout and faces as the embedded server's. Loaded only when a hotel asks for a file.

export interface KitSources {
  /** The brand faces as TrueType. */
  fonts: () => Promise<KitFontBytes[]>;
  /** The show's art as a JPEG data URL, scaled to `width` (its height in proportion) or at its own size. */
  art: (show: ShowKey, shape: 'wide' | 'tall', width?: number) => Promise<string>;
}

/** The picture as the server's SVG: satori, the shared template, the same faces. */
export async function kitPictureSvg(date: KitDate, format: SocialFormat, sources: KitSources) {
  const words = kitWords(date);
  const shape = SOCIAL_FORMATS[format].art;
  const [art, fonts] = await Promise.all([
    sources.art(words.show, shape, SOCIAL_ART_WIDTH[shape]),
    sources.fonts(),
  ]);
  return socialPictureSvgOf(words, art, format, fonts);
}

/** The SVG's outlines drawn on a canvas at the picture's size (no resvg: the browser draws SVG itself). */
async function rasterise(svg: string, format: SocialFormat, type: 'image/png' | 'image/jpeg') {
  const { width, height } = SOCIAL_FORMATS[format];
  const image = new Image(width, height);
  // A data: address, which the site's Content-Security-Policy admits as an image (blob: it does not).
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw pictures');
  context.drawImage(image, 0, 0, width, height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be saved'))),
      type,
      0.85,
    ),
  );
}

async function makePoster(date: KitDate, size: PosterSize, sources: KitSources): Promise<Blob> {
  const words = kitWords(date);
  const [art, fonts] = await Promise.all([sources.art(words.show, 'wide'), sources.fonts()]);
  // No default font: pdfkit's browser build has its standard fonts only when registered (Helvetica would
  // throw), and the poster writes in the brand faces alone.
  const options = { ...posterOptions(words, size), font: null };
  const doc = new PDFDocument(options as unknown as PDFKit.PDFDocumentOptions);
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  layPoster(doc, words, size, art, (family, weight, style) => {
    const found = fonts.find(
      ({ face }) => face.family === family && face.weight === weight && face.style === style,
    );
    if (!found) throw new Error(`The kit has no ${family} ${weight} ${style}`);
    return found.data;
  });
  await ended;
  return new Blob(chunks as BlobPart[], { type: 'application/pdf' });
}

const PICTURES = {
  'feed.png': ['feed', 'image/png'],
  'story.png': ['story', 'image/png'],
  'share.jpg': ['share', 'image/jpeg'],
} as const satisfies Record<string, [SocialFormat, string]>;

/** One file of a date's kit, made here and now from the date as it is. */
export async function makeKitFile(date: KitDate, file: KitFile, sources: KitSources): Promise<Blob> {
  if (file === 'poster-a4.pdf') return makePoster(date, 'a4', sources);
  if (file === 'poster-a3.pdf') return makePoster(date, 'a3', sources);
  const [format, type] = PICTURES[file];
  return rasterise(await kitPictureSvg(date, format, sources), format, type);
}
