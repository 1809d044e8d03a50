/**
 * The hosted-mode end-to-end server (Playwright's second webServer): starts the Firestore emulator on a
 * fixed port, seeds listings around the rules, builds and prerenders the site in hosted mode pointed at the
 * emulator, and serves the build with firebase.json's headers. Stops the emulator when Playwright stops it.
 */
import { resolve } from 'node:path';
import { buildForEmulator } from '../../../scripts/firebase/emulator-build';
import { startFirestoreEmulator } from '../../../scripts/firebase/emulator';
import { serveHosting } from '../../../scripts/firebase/static-hosting';
import { writeDocument } from './emulator-rest';
import {
  HOSTED_API_KEY,
  HOSTED_NOTIFY_EMAIL,
  HOSTED_FIRESTORE_PORT,
  HOSTED_OUT_DIR,
  HOSTED_PORT,
  HOSTED_PROJECT_ID,
} from './hosted-config';
import { SEEDED_VENUES } from './seed';

const emulator = await startFirestoreEmulator({
  rulesPath: resolve('firestore.rules'),
  port: HOSTED_FIRESTORE_PORT,
});
const stop = async () => {
  await emulator.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

try {
  for (const [id, data] of Object.entries(SEEDED_VENUES)) {
    await writeDocument(emulator.hostPort, HOSTED_PROJECT_ID, `venues/${id}`, {
      ...data,
      createdAt: new Date(),
    });
  }
  // Whom the contact form's notice may go to (firestore.rules read it; only managers write it).
  await writeDocument(emulator.hostPort, HOSTED_PROJECT_ID, 'config/notify', { email: HOSTED_NOTIFY_EMAIL });

  buildForEmulator({
    mode: 'e2e-hosted',
    outDir: HOSTED_OUT_DIR,
    projectId: HOSTED_PROJECT_ID,
    emulatorHostPort: emulator.hostPort,
    siteUrl: `http://127.0.0.1:${HOSTED_PORT}`,
    env: {
      // Well-formed but fake: Google sign-in is attempted against hosts the tests make fail or hang.
      VITE_FIREBASE_API_KEY: HOSTED_API_KEY,
      VITE_FIREBASE_AUTH_DOMAIN: `${HOSTED_PROJECT_ID}.firebaseapp.com`,
      VITE_NOTIFY_EMAIL: HOSTED_NOTIFY_EMAIL,
    },
  });

  await serveHosting({
    root: HOSTED_OUT_DIR,
    port: HOSTED_PORT,
    extraConnectSrc: [`http://${emulator.hostPort}`],
  });
  console.log(`Hosted build on http://127.0.0.1:${HOSTED_PORT}, Firestore emulator on ${emulator.hostPort}`);
} catch (error) {
  console.error(error);
  await emulator.stop();
  process.exit(1);
}
