/**
 * npm run hosted:local: the hosted site on your machine, in one command. Starts the Firestore emulator (the
 * Google Cloud SDK's, or the Firebase CLI's where that is installed), loads the demo data, builds the site for
 * the emulator into dist-emulator (never dist-firebase, which firebase deploy ships), and serves it with
 * firebase.json's headers, the emulator added to connect-src for this build only. Ctrl-C stops it all.
 *   PORT (default 5005) and FIRESTORE_EMULATOR_PORT (default 8085) change the ports; the project is the
 *   `demo-` project in .firebaserc, which needs no Google account.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { emulatorMissing, startFirestoreEmulator, type RunningEmulator } from './emulator';
import { buildForEmulator } from './emulator-build';
import { DEMO_NOTIFY_EMAIL, loadDemoData } from './demo-data';
import { serveHosting } from './static-hosting';

const OUT_DIR = 'dist-emulator';
interface FirebaseJson {
  emulators: { firestore: { port: number } };
}
const port = Number(process.env.PORT ?? 5005);
const firestorePort = Number(process.env.FIRESTORE_EMULATOR_PORT ?? 8085);
for (const [name, value] of [
  ['PORT', port],
  ['FIRESTORE_EMULATOR_PORT', firestorePort],
] as const) {
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number (1-65535), got "${process.env[name]}".`);
    process.exit(1);
  }
}
const projectId = (JSON.parse(readFileSync('.firebaserc', 'utf8')) as { projects: { default: string } })
  .projects.default;
const siteUrl = `http://127.0.0.1:${port}`;

/** The Firebase CLI's emulator, where the SDK's binary is missing but the CLI is installed. */
async function startWithFirebaseCli(): Promise<RunningEmulator> {
  // The CLI takes its ports from firebase.json's emulators block.
  const configured = (JSON.parse(readFileSync('firebase.json', 'utf8')) as FirebaseJson).emulators.firestore
    .port;
  if (configured !== firestorePort) {
    console.warn(
      `The Firebase CLI uses firebase.json's Firestore port, ${configured}, not ${firestorePort}.`,
    );
  }
  const child = spawn('firebase', ['emulators:start', '--only', 'firestore', '--project', projectId], {
    detached: true,
    stdio: 'inherit',
  });
  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null) return;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    process.kill(-child.pid, 'SIGINT');
    await exited;
  };
  const hostPort = `127.0.0.1:${configured}`;
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error('firebase emulators:start exited early');
    const up = await fetch(`http://${hostPort}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { host: '127.0.0.1', port: configured, hostPort, pid: child.pid, stop };
    await new Promise((done) => setTimeout(done, 200));
  }
  await stop();
  throw new Error(`The Firebase CLI's emulator did not answer on ${hostPort}`);
}

async function startEmulator(): Promise<RunningEmulator> {
  const missing = emulatorMissing();
  if (!missing) return startFirestoreEmulator({ rulesPath: resolve('firestore.rules'), port: firestorePort });
  if (spawnSync('firebase', ['--version'], { stdio: 'ignore' }).status === 0) {
    console.log(`(${missing}: using the Firebase CLI's emulator, which needs Java 21.)`);
    return startWithFirebaseCli();
  }
  throw new Error(
    `${missing}, and no Firebase CLI either. Install the CLI (npm install -g firebase-tools, with Java 21) ` +
      'or the Google Cloud SDK emulator (gcloud components install cloud-firestore-emulator, Java 17 or later).',
  );
}

let emulator: RunningEmulator | null = null;
let server: Server | null = null;
let stopping = false;
async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  server?.closeAllConnections();
  server?.close();
  await emulator?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  emulator = await startEmulator();
  console.log(
    `Firestore emulator on ${emulator.hostPort} (project ${projectId}, process ${emulator.pid ?? '?'})`,
  );
  const listings = await loadDemoData(emulator.hostPort, projectId, siteUrl);
  console.log(
    `Loaded ${listings} demo listings; notices of new messages go to ${DEMO_NOTIFY_EMAIL} (mail collection).`,
  );
  console.log(`Building the hosted site for the emulator into ${OUT_DIR} ...`);
  buildForEmulator({
    mode: 'emulator',
    outDir: OUT_DIR,
    projectId,
    emulatorHostPort: emulator.hostPort,
    siteUrl,
    env: { VITE_NOTIFY_EMAIL: DEMO_NOTIFY_EMAIL },
  });
  server = await serveHosting({
    root: OUT_DIR,
    port,
    extraConnectSrc: [`http://${emulator.hostPort}`],
  }).catch((error: unknown) => {
    const inUse = (error as { code?: unknown }).code === 'EADDRINUSE';
    throw inUse ? new Error(`Port ${port} is in use: choose another with PORT=...`) : error;
  });
  console.log(`\nThe hosted site is on ${siteUrl}/  (Ctrl-C stops the site and the emulator)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
