import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { kitFonts } from './kit-fonts';
import type { KitDate } from '../../src/domain/hotel-kit';
import { kitWords } from './kit-words';
import { showArtwork } from './show-artwork';
import { socialPictureSvgOf } from './social-picture-svg';
import { SOCIAL_ART_WIDTH, SOCIAL_FORMATS, type SocialFormat } from './social-picture-template';

export interface SocialPicture {
  body: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

export interface SocialPictureOptions {
  /** PNG (the default) keeps text edges exact; JPEG is a fifth of the size, for link previews' size limits. */
  encoding?: 'png' | 'jpeg';
  /** Where the show art is (tests and the samples script; the site's own public/images/shows otherwise). */
  artDir?: string;
}

/** The picture as SVG: satori lays it out and draws every letter as a path, so no font is needed after. */
export async function socialPictureSvg(
  date: KitDate,
  format: SocialFormat,
  artDir?: string,
): Promise<string> {
  const words = kitWords(date);
  const shape = SOCIAL_FORMATS[format].art;
  const artwork = await showArtwork(words.show, shape, artDir, SOCIAL_ART_WIDTH[shape]);
  return socialPictureSvgOf(words, artwork.dataUrl, format, kitFonts());
}

/** One of a date's social pictures (feed, story, share) at its exact size. */
export async function renderSocialPicture(
  date: KitDate,
  format: SocialFormat,
  options: SocialPictureOptions = {},
): Promise<SocialPicture> {
  const { width, height } = SOCIAL_FORMATS[format];
  const svg = await socialPictureSvg(date, format, options.artDir);
  // resvg is given no fonts on purpose: satori has already turned the text into outlines. It draws on
  // libuv's thread pool: drawn on the event loop, a picture held up every other request for 0.2-0.4 s
  // (seconds on a busy machine).
  const drawn = await renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
  });
  if (options.encoding === 'jpeg') {
    // From the drawn pixels, not through a PNG: the same JPEG, without encoding and decoding a PNG for it.
    // The picture is opaque (its background is midnight), so resvg's premultiplied RGBA is plain RGBA here.
    const raw = { width: drawn.width, height: drawn.height, channels: 4 } as const;
    const jpeg = await sharp(drawn.pixels, { raw }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { body: jpeg, contentType: 'image/jpeg', width, height };
  }
  return { body: drawn.asPng(), contentType: 'image/png', width, height };
}
