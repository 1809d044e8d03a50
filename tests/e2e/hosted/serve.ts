/**
 * The hosted-mode end-to-end server (Playwright's second webServer): starts the Firestore emulator on a
 * fixed port, seeds listings around the rules, builds and prerenders the site in hosted mode pointed at the
 * emulator, and serves the build with firebase.json's headers. Stops the emulator when Playwright stops it.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { startFirestoreEmulator } from '../../../scripts/firebase/emulator';
import { serveHosting } from '../../../scripts/firebase/static-hosting';
import { writeDocument } from './emulator-rest';
import {
  HOSTED_API_KEY,
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

  const env = {
    ...process.env,
    VITE_BACKEND: 'firebase',
    VITE_FIREBASE_PROJECT_ID: HOSTED_PROJECT_ID,
    VITE_FIREBASE_EMULATOR_HOST: emulator.hostPort,
    // Well-formed but fake: Google sign-in is attempted against hosts the tests make fail or hang.
    VITE_FIREBASE_API_KEY: HOSTED_API_KEY,
    VITE_FIREBASE_AUTH_DOMAIN: `${HOSTED_PROJECT_ID}.firebaseapp.com`,
    // A developer's .env.local must not send the run's messages elsewhere.
    VITE_CONTACT_FORM_ENDPOINT: '',
    VITE_SITE_URL: `http://127.0.0.1:${HOSTED_PORT}`,
  };
  // The same configuration check as npm run build:firebase, then the build itself.
  for (const args of [
    ['tsx', 'scripts/firebase/check-env.ts', '--mode', 'e2e-hosted'],
    [
      'vite',
      'build',
      '--mode',
      'e2e-hosted',
      '--outDir',
      HOSTED_OUT_DIR,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    // The pages as HTML, as npm run build:firebase makes them.
    ['tsx', 'scripts/prerender.ts', '--mode', 'e2e-hosted', '--outDir', HOSTED_OUT_DIR],
  ]) {
    const run = spawnSync('npx', args, { env, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`npx ${args.join(' ')} failed`);
  }

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
