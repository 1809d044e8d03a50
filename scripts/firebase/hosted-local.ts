/**
 * npm run hosted:local: the hosted site on your machine, in one command. Starts the Firestore emulator (the
 * Google Cloud SDK's jar) and loads the demo data, builds the site for the emulators into dist-emulator (never
 * dist-firebase, which firebase deploy ships), and serves it through the Firebase CLI's Hosting emulator
 * (firebase.json's headers, rewrites and compression, as deployed) with its Auth emulator beside it for
 * the dashboard's Google sign-in. Ctrl-C stops them all. Like `npm start`, it builds only when the build's
 * inputs changed since the last build for these ports (emulator-build.ts); `--build-only` makes that build and
 * stops (the gate makes it before its browser tests start the script).
 *   Ports: PORT (the site, default 5005), FIRESTORE_EMULATOR_PORT (8085), AUTH_EMULATOR_PORT (9099),
 *   EMULATOR_HUB_PORT (4400) and EMULATOR_LOGGING_PORT (4500), the CLI's own two. The project is the
 *   `demo-` project in .firebaserc, which needs no Google account.
 */
import { resolve } from 'node:path';
import { emulatorMissing, startFirestoreEmulator, type RunningEmulator } from './emulator';
import { emulatorBuildDecision, ensureEmulatorBuild, writeEmulatorFeeds } from './emulator-build';
import { DEMO_NOTIFY_EMAIL, loadDemoData } from './demo-data';
import { startFirebaseEmulators, type RunningFirebaseEmulators } from './firebase-emulators';
import {
  HOSTED_LOCAL_OUT_DIR,
  hostedLocalBuild,
  hostedLocalPorts,
  hostedLocalProject,
} from './hosted-local-build';

const WORK_DIR = '.tmp/hosted-local';

const ports = (() => {
  try {
    return hostedLocalPorts();
  } catch (error) {
    console.error((error as Error).message);
    return process.exit(1);
  }
})();
const projectId = hostedLocalProject(process.cwd());
const siteUrl = `http://127.0.0.1:${ports.hosting}`;
const authUrl = `http://127.0.0.1:${ports.auth}`;
const buildOnly = process.argv.includes('--build-only');

let firestore: RunningEmulator | null = null;
let firebase: RunningFirebaseEmulators | null = null;
let stopping = false;
async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the emulators ...');
  await Promise.all([
    firebase?.stop().then(() => console.log('Hosting emulator stopped.\nAuth emulator stopped.')),
    firestore?.stop().then(() => console.log('Firestore emulator stopped.')),
  ]);
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

const howToManage = (email: string) =>
  [
    `To use the dashboard, ${siteUrl}/dashboard: sign in with any e-mail and a password of 6 or more`,
    "characters (an account of the Auth emulator's, made the first time; no way to Google is needed). It says",
    'you are not a manager yet; then run',
    `  FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:${ports.auth} npm run firebase:grant-manager -- --project ${projectId} ${email}`,
    'and sign in again.',
  ].join('\n');

const build = hostedLocalBuild(projectId, ports);
// A build already made for these ports needs no emulator to say so.
if (buildOnly && emulatorBuildDecision(process.cwd(), build) === 'unchanged') {
  console.log(`The hosted build in ${HOSTED_LOCAL_OUT_DIR} is current for these ports: nothing to build.`);
  process.exit(0);
}

try {
  const missing = emulatorMissing();
  if (missing) {
    throw new Error(
      `${missing}. Install the Google Cloud SDK's Firestore emulator (gcloud components install ` +
        "cloud-firestore-emulator, or Debian's google-cloud-cli-firestore-emulator) and Java 17 or later.",
    );
  }
  firestore = await startFirestoreEmulator({ rulesPath: resolve('firestore.rules'), port: ports.firestore });
  console.log(
    `Firestore emulator on ${firestore.hostPort} (project ${projectId}, process ${firestore.pid ?? '?'})`,
  );
  const listings = await loadDemoData(firestore.hostPort, projectId, siteUrl);
  console.log(
    `Loaded ${listings} demo listings; notices of new messages go to ${DEMO_NOTIFY_EMAIL} (mail collection).`,
  );
  await ensureEmulatorBuild(build);
  if (buildOnly) await stopAll(0);
  writeEmulatorFeeds(build);
  // After the build: the Hosting emulator reads its headers once, and their CSP must allow the inline
  // critical CSS of the pages just built (scripts/firebase/style-hashes.ts).
  firebase = await startFirebaseEmulators({
    projectId,
    workDir: WORK_DIR,
    publicDir: HOSTED_LOCAL_OUT_DIR,
    ports,
    emulatorOrigins: [`http://127.0.0.1:${ports.firestore}`, authUrl],
  }).catch((error: unknown) => {
    throw new Error(
      `${(error as Error).message}\nA port in use? Choose others with PORT, AUTH_EMULATOR_PORT, ` +
        'EMULATOR_HUB_PORT and EMULATOR_LOGGING_PORT.',
    );
  });
  console.log(`Auth emulator on ${firebase.authUrl} (Firebase CLI, process ${firebase.pid ?? '?'})`);
  console.log(`Hosting emulator on ${firebase.hostingUrl} (Firebase CLI; its log: ${firebase.log})`);
  console.log(`\n${howToManage('you@example.com')}`);
  console.log(`\nThe hosted site is on ${siteUrl}/  (Ctrl-C stops the site and the emulators)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
