/**
 * The two sites the Lighthouse benchmark measures, each started the way a visitor meets it:
 * - embedded: the production build served by the built server as `npm start` runs it, on a fresh database
 *   with the demo seed, request logging at its default level;
 * - hosted: the hosted build pointed at a local Firestore emulator, served by Firebase's Hosting emulator
 *   (firebase.json's headers and Brotli, as deployed), by the same tooling as the hosted end-to-end run
 *   (tests/e2e/hosted/serve.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { datePagePath } from '../../src/domain/date-page-paths';
import { SERVER_ENTRY, serverEnvironment } from '../run-server';
import type { ShowKey } from '../../src/domain/shows';
import type { Venue } from '../../src/domain/venue';
import { SEEDED_VENUES } from '../../tests/e2e/hosted/seed';
import { stopGroup } from '../firebase/emulator';

export interface Target {
  origin: string;
  /** The page of one upcoming date the target's data has (date pages have no fixed address). */
  datePage: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitFor(url: string, child: ChildProcess, log: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited early: see ${log}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  throw new Error(`Nothing answered ${url} in ${timeoutMs / 1000} s: see ${log}`);
}

/** How long a server's whole process group (npx and tsx start grandchildren) gets to stop after SIGTERM. */
const STOP_GRACE_MS = 15_000;

function startDetached(command: string, args: string[], env: NodeJS.ProcessEnv, log: string): ChildProcess {
  const out = openSync(log, 'w');
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', out, out],
  });
  // An interrupted benchmark must not leave a server running.
  process.once('exit', () => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
  return child;
}

export async function startEmbedded(port: number, workDir: string): Promise<Target> {
  mkdirSync(workDir, { recursive: true });
  const dataDir = mkdtempSync(join(resolve(workDir), 'data-'));
  const log = join(workDir, 'embedded-server.log');
  const child = startDetached(
    process.execPath,
    ['--enable-source-maps', SERVER_ENTRY],
    { ...serverEnvironment(), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1' },
    log,
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/api/health`, child, log, 60_000);
  const [first] = (await (await fetch(`${origin}/api/venues/upcoming`)).json()) as Venue[];
  if (!first) throw new Error('The demo seed has no upcoming date: no date page to measure');
  return {
    origin,
    datePage: datePagePath(first),
    stop: async () => {
      await stopGroup(child, STOP_GRACE_MS);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The hosted target's ports: the site (the Hosting emulator), Firestore, and the Firebase CLI's others. */
export interface HostedPorts {
  site: number;
  firestore: number;
  auth: number;
  hub: number;
  logging: number;
}

export async function startHosted(ports: HostedPorts, workDir: string): Promise<Target> {
  mkdirSync(workDir, { recursive: true });
  const log = join(workDir, 'hosted-server.log');
  // serve.ts builds the hosted site itself (pointed at the emulators it starts), then serves it.
  const child = startDetached(
    'npx',
    ['tsx', 'tests/e2e/hosted/serve.ts'],
    {
      HOSTED_E2E_PORT: String(ports.site),
      HOSTED_E2E_FIRESTORE_PORT: String(ports.firestore),
      HOSTED_E2E_AUTH_PORT: String(ports.auth),
      HOSTED_E2E_HUB_PORT: String(ports.hub),
      HOSTED_E2E_LOGGING_PORT: String(ports.logging),
    },
    log,
  );
  const origin = `http://127.0.0.1:${ports.site}`;
  // Every address answers 404 until the whole build is in place (scripts/firebase/emulator-build.ts).
  await waitFor(`${origin}/`, child, log, 300_000);
  // The seeded listing with an ISO date (a free-text one has no date page).
  const seeded = SEEDED_VENUES['new-format'] as { showName: ShowKey; showDate: string; hotelName: string };
  const datePage = datePagePath({
    show: seeded.showName,
    date: seeded.showDate,
    hotelName: seeded.hotelName,
  });
  return { origin, datePage, stop: () => stopGroup(child, STOP_GRACE_MS) };
}
