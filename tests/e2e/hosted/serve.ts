/**
 * The hosted-mode end-to-end server (Playwright's second webServer): uses the gate's Firestore emulator
 * (GATE_FIRESTORE_EMULATOR) or starts one on a fixed port, seeds listings around the rules, builds the site in
 * hosted mode pointed at the emulators unless a current build is there already (the gate makes it first,
 * with `--build-only`), writes its calendar feeds and serves it through Firebase's Hosting emulator
 * (firebase.json's headers, rewrites and compression) with the Auth emulator beside it (the gate's, named in
 * GATE_AUTH_EMULATOR, or its own). Stops what it started when Playwright stops it.
 *
 *   tsx tests/e2e/hosted/serve.ts [--build-only]
 */
import { resolve } from 'node:path';
import {
  ensureEmulatorBuild,
  writeEmulatorFeeds,
  type EmulatorBuildOptions,
} from '../../../scripts/firebase/emulator-build';
import {
  clearFirestore,
  startFirestoreEmulator,
  type RunningEmulator,
} from '../../../scripts/firebase/emulator';
import {
  startFirebaseEmulators,
  type RunningFirebaseEmulators,
} from '../../../scripts/firebase/firebase-emulators';
import { writeDocument } from './emulator-rest';
import {
  GATE_AUTH_EMULATOR,
  GATE_FIRESTORE_EMULATOR,
  HOSTED_API_KEY,
  HOSTED_AUTH_PORT,
  HOSTED_AUTH_URL,
  HOSTED_FIRESTORE_PORT,
  HOSTED_HUB_PORT,
  HOSTED_LOGGING_PORT,
  HOSTED_NOTIFY_EMAIL,
  HOSTED_OUT_DIR,
  HOSTED_PORT,
  HOSTED_PROJECT_ID,
  HOSTED_WORK_DIR,
} from './hosted-config';
import { SEEDED_VENUES } from './seed';

const buildOnly = process.argv.includes('--build-only');
const started = Date.now();
let firestore: RunningEmulator | null = null;
let firebase: RunningFirebaseEmulators | null = null;
const stop = async (code: number) => {
  await Promise.all([firebase?.stop(), firestore?.stop()]);
  process.exit(code);
};
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

const emulatorHostPort = `127.0.0.1:${HOSTED_FIRESTORE_PORT}`;
const build: EmulatorBuildOptions = {
  mode: 'e2e-hosted',
  outDir: HOSTED_OUT_DIR,
  projectId: HOSTED_PROJECT_ID,
  emulatorHostPort,
  siteUrl: `http://127.0.0.1:${HOSTED_PORT}`,
  env: {
    // Well-formed but fake: the Auth emulator takes any key.
    VITE_FIREBASE_API_KEY: HOSTED_API_KEY,
    VITE_FIREBASE_AUTH_DOMAIN: `${HOSTED_PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_AUTH_EMULATOR_URL: HOSTED_AUTH_URL,
    VITE_NOTIFY_EMAIL: HOSTED_NOTIFY_EMAIL,
    // The Auth emulator sends e-mail links (it records them instead of mailing them): the "tell me when"
    // and "Tell me if seats come back" forms are offered, as in a project with e-mail link sign-in on.
    VITE_FIREBASE_EMAIL_LINK_SIGN_IN: 'on',
  },
};

try {
  if (!GATE_FIRESTORE_EMULATOR) {
    firestore = await startFirestoreEmulator({
      rulesPath: resolve('firestore.rules'),
      port: HOSTED_FIRESTORE_PORT,
    });
  }
  // A shared emulator may hold an earlier run's documents: the run starts from its seed alone. The build
  // reads the published Site content, so this comes first.
  await clearFirestore(emulatorHostPort, HOSTED_PROJECT_ID);
  await ensureEmulatorBuild(build);
  if (buildOnly) await stop(0);

  for (const [id, data] of Object.entries(SEEDED_VENUES)) {
    await writeDocument(emulatorHostPort, HOSTED_PROJECT_ID, `venues/${id}`, {
      ...data,
      createdAt: new Date(),
    });
  }
  // Whom the contact form's notice may go to (firestore.rules read it; only managers write it).
  await writeDocument(emulatorHostPort, HOSTED_PROJECT_ID, 'config/notify', { email: HOSTED_NOTIFY_EMAIL });
  writeEmulatorFeeds(build);

  // The Hosting emulator reads its headers once, at start, and the CSP among them must allow the inline
  // critical CSS of the pages just built (scripts/firebase/style-hashes.ts): so it starts after the build.
  firebase = await startFirebaseEmulators({
    projectId: HOSTED_PROJECT_ID,
    workDir: HOSTED_WORK_DIR,
    publicDir: HOSTED_OUT_DIR,
    ports: {
      hosting: HOSTED_PORT,
      auth: HOSTED_AUTH_PORT,
      hub: HOSTED_HUB_PORT,
      logging: HOSTED_LOGGING_PORT,
    },
    emulatorOrigins: [`http://${emulatorHostPort}`, HOSTED_AUTH_URL],
    authRunning: GATE_AUTH_EMULATOR !== null,
  });
  console.log(
    `Hosted build on ${firebase.hostingUrl} (Hosting emulator), Auth emulator on ${firebase.authUrl}, ` +
      `Firestore emulator on ${emulatorHostPort}: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(error);
  await stop(1);
}
