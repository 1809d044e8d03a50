/**
 * Makes a Google account a manager of the hosted site by giving it the custom claim `admin: true`, which
 * firestore.rules and the dashboard check. Usage:
 *   GOOGLE_APPLICATION_CREDENTIALS=service-account.json npm run firebase:grant-manager -- someone@gmail.com
 *   ... npm run firebase:grant-manager -- someone@gmail.com --revoke
 * The person must have signed in once on the site first (so Firebase Auth knows the account).
 */
import { existsSync } from 'node:fs';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { loadEnv } from 'vite';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const email = args.find((arg) => !arg.startsWith('--'));
if (!email || !email.includes('@')) {
  fail('Usage: npm run firebase:grant-manager -- EMAIL [--revoke]');
}

const credentials = process.env.GOOGLE_APPLICATION_CREDENTIALS;
if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  if (!credentials) {
    fail(
      'GOOGLE_APPLICATION_CREDENTIALS is not set. Download a service account key (Firebase console > Project ' +
        'settings > Service accounts > Generate new private key), keep it outside the repository, and run:\n' +
        '  GOOGLE_APPLICATION_CREDENTIALS=/path/to/key.json npm run firebase:grant-manager -- EMAIL',
    );
  }
  if (!existsSync(credentials))
    fail(`GOOGLE_APPLICATION_CREDENTIALS points at ${credentials}, which does not exist.`);
}

// The project id comes from the key file; VITE_FIREBASE_PROJECT_ID (as the build reads it) is the fallback.
const projectId =
  process.env.GOOGLE_CLOUD_PROJECT ?? loadEnv('firebase', process.cwd(), '').VITE_FIREBASE_PROJECT_ID;
initializeApp({
  ...(process.env.FIREBASE_AUTH_EMULATOR_HOST ? {} : { credential: applicationDefault() }),
  ...(projectId ? { projectId } : {}),
});

const auth = getAuth();
try {
  const user = await auth.getUserByEmail(email);
  // Other claims the project may use are kept; only `admin` is set or removed.
  const otherClaims = Object.fromEntries(
    Object.entries(user.customClaims ?? {}).filter(([key]) => key !== 'admin'),
  );
  await auth.setCustomUserClaims(user.uid, revoke ? otherClaims : { ...otherClaims, admin: true });
  console.log(
    revoke
      ? `${email} is no longer a manager. Their current session ends within the hour (ID tokens last an hour).`
      : `${email} is now a manager. They can open /dashboard and sign in with Google (signed-in sessions pick it up on the next visit).`,
  );
} catch (error) {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 'auth/user-not-found') {
    fail(
      `No account ${email} in this project's Firebase Auth. Ask them to press "Sign in with Google" on /dashboard once (they will be told they are not authorised yet), then run this again.`,
    );
  }
  fail(`Could not set the claim: ${error instanceof Error ? error.message : String(error)}`);
}
