import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadedPicture } from '../../src/domain/site-content/picture';
import type { ResizedFile } from './resize-picture';

/** The uploaded pictures' files, under DATA_DIR (the backups copy this folder beside the database). */
export const MEDIA_DIR = 'media';
/** A stored file's name: `<id>-<width>.webp`. The id is random, so a name's bytes never change. */
export const MEDIA_FILE = /^[a-z0-9-]+-\d+\.webp$/;

export const newPictureId = () => randomBytes(8).toString('hex');

const fileName = (id: string, width: number) => `${id}-${width}.webp`;

/** Writes a picture's files (each whole before it gets its name) and answers their widths and addresses. */
export async function writePictureFiles(
  dataDir: string,
  id: string,
  files: ResizedFile[],
): Promise<UploadedPicture['variants']> {
  const dir = join(dataDir, MEDIA_DIR);
  mkdirSync(dir, { recursive: true });
  for (const file of files) {
    const path = join(dir, fileName(id, file.width));
    await writeFile(`${path}.partial`, file.bytes);
    await rename(`${path}.partial`, path);
  }
  return files.map((file) => ({ width: file.width, url: `/media/${fileName(id, file.width)}` }));
}

export function removePictureFiles(dataDir: string, picture: UploadedPicture): void {
  for (const variant of picture.variants)
    rmSync(join(dataDir, MEDIA_DIR, fileName(picture.id, variant.width)), { force: true });
}
