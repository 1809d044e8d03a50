import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MEDIA_DIR } from '../media/picture-files';

/** A backup's pictures sit beside its database file: `site-...-daily.sqlite` and `site-...-daily.media/`. */
export const mediaBeside = (backupFile: string) => backupFile.replace(/\.sqlite$/, '.media');

/**
 * Puts a copy of every file of `from` into a new folder `to`. A picture's files never change once written
 * (server/media/picture-files.ts), so a hard link is a true copy and costs no space however many backups
 * keep it; where links are refused (another file system) the file is copied.
 */
function copyFolder(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  if (!existsSync(from)) return;
  for (const name of readdirSync(from)) {
    if (name.endsWith('.partial')) continue;
    try {
      linkSync(join(from, name), join(to, name));
    } catch {
      copyFileSync(join(from, name), join(to, name));
    }
  }
}

/** After the database's snapshot: the pictures as they are now (a superset of those it names). */
export function backUpMedia(dataDir: string, backupFile: string): void {
  const partial = `${mediaBeside(backupFile)}.partial`;
  copyFolder(join(dataDir, MEDIA_DIR), partial);
  renameSync(partial, mediaBeside(backupFile));
}

/** The pictures of a backup become the live ones (a backup from before pictures leaves them as they are). */
export function restoreMedia(dataDir: string, backupFile: string): void {
  const saved = mediaBeside(backupFile);
  if (!existsSync(saved)) return;
  const live = join(dataDir, MEDIA_DIR);
  copyFolder(saved, `${live}.restoring`);
  rmSync(live, { recursive: true, force: true });
  renameSync(`${live}.restoring`, live);
}

export const removeMediaBeside = (backupFile: string) =>
  rmSync(mediaBeside(backupFile), { recursive: true, force: true });
