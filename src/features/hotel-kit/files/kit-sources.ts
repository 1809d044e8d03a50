import playfair700 from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff?url';
import playfair400Italic from '@fontsource/playfair-display/files/playfair-display-latin-400-italic.woff?url';
import lato400 from '@fontsource/lato/files/lato-latin-400-normal.woff?url';
import lato700 from '@fontsource/lato/files/lato-latin-700-normal.woff?url';
import lato900 from '@fontsource/lato/files/lato-latin-900-normal.woff?url';
import { KIT_FACES, type KitFace } from '../../../../server/kit/kit-faces';
import type { KitFontBytes } from '../../../../server/kit/social-picture-svg';
import type { ShowKey } from '../../../domain/shows';
import type { KitSources } from './make-kit-file';
import { unpackWoff } from './woff-in-browser';

// Where the hotel's browser finds what the server reads from disk: the brand faces (the site's own
// @fontsource files, as built assets) and the show art (public/images/shows).

const FACE_URLS: Record<KitFace['file'], string> = {
  'playfair-display/files/playfair-display-latin-700-normal.woff': playfair700,
  'playfair-display/files/playfair-display-latin-400-italic.woff': playfair400Italic,
  'lato/files/lato-latin-400-normal.woff': lato400,
  'lato/files/lato-latin-700-normal.woff': lato700,
  'lato/files/lato-latin-900-normal.woff': lato900,
};

async function fetched(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

let fonts: Promise<KitFontBytes[]> | undefined;

function readFonts(): Promise<KitFontBytes[]> {
  fonts ??= Promise.all(
    KIT_FACES.map(async (face) => {
      const woff = new Uint8Array(await (await fetched(FACE_URLS[face.file])).arrayBuffer());
      return { face, data: await unpackWoff(woff) };
    }),
  );
  // A failed fetch must not stay cached: the next press tries again.
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

const blobToDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The art could not be read'));
    reader.readAsDataURL(blob);
  });

/**
 * The art as a JPEG of quality 90, at its own size or scaled to `width`, as the server's sharp makes it
 * (satori and PDF take no WebP).
 */
async function readArt(show: ShowKey, shape: 'wide' | 'tall', width?: number): Promise<string> {
  const suffix = shape === 'wide' ? 'banner' : 'banner-narrow';
  const bitmap = await createImageBitmap(
    await (await fetched(`/images/shows/${show}-${suffix}.webp`)).blob(),
  );
  const scale = width === undefined ? 1 : width / bitmap.width;
  const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw pictures');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return blobToDataUrl(await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 }));
}

export const browserKitSources: KitSources = { fonts: readFonts, art: readArt };
