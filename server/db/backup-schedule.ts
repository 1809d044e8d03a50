import { statSync } from 'node:fs';
import { listBackups } from './backups';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Takes the daily backup when the newest one is a day old (or missing): checked at start-up and every
 * hour, so a server restarted often still backs up once a day and one running for weeks does too.
 */
export function scheduleDailyBackups(options: {
  dataDir: string;
  now: () => Date;
  takeBackup: () => Promise<unknown>;
  onError: (error: unknown) => void;
}): () => void {
  let running = false;
  const check = async () => {
    if (running) return;
    const newest = listBackups(options.dataDir)
      .filter((backup) => backup.kind === 'daily')
      .at(-1);
    if (newest && options.now().getTime() - statSync(newest.file).mtimeMs < DAY_MS) return;
    running = true;
    try {
      await options.takeBackup();
    } catch (error) {
      options.onError(error);
    } finally {
      running = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
