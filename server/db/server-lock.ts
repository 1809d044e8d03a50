import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_LOCK_FILE } from './backups';

/**
 * Marks `dataDir` as held by this process (its pid in `server.pid`), so `npm run restore` can refuse to
 * swap the database under a running server. Released when the server closes; a file left by a killed
 * server names a dead process and is ignored.
 */
export function holdDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SERVER_LOCK_FILE);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}
