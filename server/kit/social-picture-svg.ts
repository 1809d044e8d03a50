import type { ReactNode } from 'react';
import satori from 'satori';
import type { KitFace } from './kit-faces';
import type { KitWords } from './kit-words';
import { SOCIAL_FORMATS, socialPictureTree, type SocialFormat } from './social-picture-template';

/** A brand face as TrueType bytes: read from disk by the server, fetched and unpacked by the hotel's browser. */
export interface KitFontBytes {
  face: KitFace;
  data: Uint8Array;
}

/**
 * The picture as SVG, every letter a path: the one satori call of the server and of the hotel's browser
 * (no Node imports), so both draw a date's picture from the same template with the same fonts.
 */
export function socialPictureSvgOf(
  words: KitWords,
  artDataUrl: string,
  format: SocialFormat,
  fonts: readonly KitFontBytes[],
): Promise<string> {
  const { width, height } = SOCIAL_FORMATS[format];
  return satori(socialPictureTree(words, artDataUrl, format) as unknown as ReactNode, {
    width,
    height,
    fonts: fonts.map(({ face, data }) => ({
      name: face.family,
      // satori takes an ArrayBuffer (a browser has no Buffer): exactly the font's own bytes.
      data: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer,
      weight: face.weight,
      style: face.style,
    })),
  });
}
