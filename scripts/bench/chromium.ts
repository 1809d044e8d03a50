/**
 * Starts Debian's Chromium headless with a DevTools port for Lighthouse (no downloaded browser, so no
 * chrome-launcher download path is involved). Port 0 lets Chromium pick a free port; it writes the one it took
 * to DevToolsActivePort in its profile folder.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium(profileDir: string): Promise<{ port: number; stop(): Promise<void> }> {
  if (!existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  const profile = resolve(profileDir);
  rmSync(profile, { recursive: true, force: true });
  mkdirSync(profile, { recursive: true });
  const child = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      // Root (as in CI containers) cannot use Chromium's sandbox.
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      // Without these, Chromium keeps dialling Google's services, which would add noise to every run.
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    // Chromium's helper processes (crash handler, zygote) can still be writing into the profile for a moment
    // after the browser exits, which made the folder's removal fail with ENOTEMPTY at the end of a bench run:
    // Node's rm tries again (ENOTEMPTY, EBUSY, EPERM) for up to about two seconds.
    // Still there after that, it is left for the next run's start (which removes it) rather than losing the
    // table of a finished bench: that happened once after 2 s of retries.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`Left the Chromium profile ${profile} behind: ${(error as Error).message}`);
    }
  };
  process.once('exit', () => child.kill('SIGKILL'));

  const portFile = join(profile, 'DevToolsActivePort');
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) break;
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, stop };
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  await stop();
  throw new Error(`Chromium at ${CHROME_PATH} did not open its DevTools port`);
}
