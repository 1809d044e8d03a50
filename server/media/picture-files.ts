import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadedPicture } from '../../src/domain/site-content/picture';
import type { ResizedPicture } from './resize-picture';

/** The uploaded pictures' files, under DATA_DIR (the backups copy this folder beside the database). */
export const MEDIA_DIR = 'media';
/**
 * A stored file's name: `<id>-<width>.webp`, and `<id>-share.jpg` for its share copy. The id is random, so a
 * name's bytes never change.
 */
export const MEDIA_FILE = /^[a-z0-9-]+-(\d+\.webp|share\.jpg)$/;

export const newPictureId = () => randomBytes(8).toString('hex');

const fileName = (id: string, width: number) => `${id}-${width}.webp`;
const shareName = (id: string) => `${id}-share.jpg`;

/**
 * Writes a picture's files (each whole before it gets its name) and answers their widths and addresses, and
 * its share copy's.
 */
export async function writePictureFiles(
  dataDir: string,
  id: string,
  { files, share }: ResizedPicture,
): Promise<Pick<UploadedPicture, 'variants' | 'share'>> {
  const dir = join(dataDir, MEDIA_DIR);
  mkdirSync(dir, { recursive: true });
  const named = [
    ...files.map((file) => ({ name: fileName(id, file.width), bytes: file.bytes })),
    { name: shareName(id), bytes: share },
  ];
  for (const { name, bytes } of named) {
    const path = join(dir, name);
    await writeFile(`${path}.partial`, bytes);
    await rename(`${path}.partial`, path);
  }
  return {
    variants: files.map((file) => ({ width: file.width, url: `/media/${fileName(id, file.width)}` })),
    share: { url: `/media/${shareName(id)}` },
  };
}

export function removePictureFiles(dataDir: string, picture: UploadedPicture): void {
  const names = [
    ...picture.variants.map((variant) => fileName(picture.id, variant.width)),
    shareName(picture.id),
  ];
  for (const name of names) rmSync(join(dataDir, MEDIA_DIR, name), { force: true });
}
