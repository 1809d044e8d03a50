import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ShowKey } from '../../src/domain/shows';

/**
 * The site's own art for each show (npm run art, public/images/shows): `wide` is the 1600x900 banner, `tall`
 * the 800x1000 phone banner. The files are WebP; satori and PDF take PNG or JPEG, so each is turned into a
 * JPEG once per process and kept: at its own size for the poster, at the width it is drawn at for the social
 * pictures (SOCIAL_ART_WIDTH).
 */
export type ArtShape = 'wide' | 'tall';

export interface ShowArtwork {
  jpeg: Buffer;
  dataUrl: string;
  width: number;
  height: number;
}

/** The sources' copy of the show art, found from this file: right when the server runs from the sources. */
export const SHOW_ART_DIR = fileURLToPath(new URL('../../public/images/shows', import.meta.url));

/**
 * The show art for a server serving `staticDir`: the built site's copy, since the bundled server
 * (dist-server/main.js) does not sit where this file does, so SHOW_ART_DIR from it names a folder outside
 * the project; without a build (tests from the sources), SHOW_ART_DIR.
 */
export function showArtDirOf(staticDir: string): string {
  const built = join(staticDir, 'images', 'shows');
  return existsSync(built) ? built : SHOW_ART_DIR;
}

const FILE_SUFFIX: Record<ArtShape, string> = { wide: 'banner', tall: 'banner-narrow' };

const cache = new Map<string, Promise<ShowArtwork>>();

async function convert(path: string, width: number | undefined): Promise<ShowArtwork> {
  const image = sharp(await readFile(path));
  if (width !== undefined) image.resize({ width });
  // Quality 90: the art is gradients and night skies, where lower qualities band visibly once enlarged.
  const { data, info } = await image
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return {
    jpeg: data,
    dataUrl: `data:image/jpeg;base64,${data.toString('base64')}`,
    width: info.width,
    height: info.height,
  };
}

/** A show's art, scaled to `width` (its height in proportion) when one is given. */
export function showArtwork(
  show: ShowKey,
  shape: ArtShape,
  dir: string = SHOW_ART_DIR,
  width?: number,
): Promise<ShowArtwork> {
  const path = join(dir, `${show}-${FILE_SUFFIX[shape]}.webp`);
  const key = `${path} ${width ?? 'as is'}`;
  let art = cache.get(key);
  if (!art) {
    art = convert(path, width);
    // A missing file must not stay cached as a failure once it is put back.
    art.catch(() => cache.delete(key));
    cache.set(key, art);
  }
  return art;
}
