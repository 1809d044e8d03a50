/**
 * The build check of hosted mode (first step of `npm run build:firebase`): reads the configuration the way
 * Vite will (process environment, then .env, .env.local, .env.[mode], .env.[mode].local) and stops the
 * build with a line per missing or malformed key. Usage: tsx scripts/firebase/check-env.ts [--mode NAME] [--deploy]
 * `--deploy` (npm run build:firebase, the build firebase.json's predeploy runs) also refuses emulator settings.
 */
import { loadEnv } from 'vite';
import { FIREBASE_KEY_HELP, parseFirebaseSettings } from '../../src/data/firebase/config';
import { allows, hostingCsp } from './hosting-headers';

const modeFlag = process.argv.indexOf('--mode');
const mode = modeFlag > 0 ? (process.argv[modeFlag + 1] ?? 'firebase') : 'firebase';

const deploy = process.argv.includes('--deploy');

const result = parseFirebaseSettings(loadEnv(mode, process.cwd(), ''), { deploy });
if (!result.ok) {
  console.error(`\nHosted-mode configuration is incomplete or malformed (mode "${mode}"):`);
  for (const problem of result.problems) console.error(`  - ${problem}`);
  console.error(
    `\nSet them in .env.local (git-ignored) or the environment; .env.example lists every key.` +
      `\nKeys: ${Object.keys(FIREBASE_KEY_HELP).join(', ')}\n`,
  );
  process.exit(1);
}

const { settings } = result;
const csp = hostingCsp();
const problems: string[] = [];
if (
  settings.contactFormEndpoint &&
  !allows(csp.get('connect-src') ?? [], new URL(settings.contactFormEndpoint).origin)
) {
  problems.push(
    `VITE_CONTACT_FORM_ENDPOINT's origin ${new URL(settings.contactFormEndpoint).origin} is not in firebase.json's ` +
      `connect-src: the browser would block the contact form. Add it there.`,
  );
}
const authDomain = settings.options.authDomain;
if (authDomain && !settings.emulator && !allows(csp.get('frame-src') ?? [], `https://${authDomain}`)) {
  problems.push(
    `VITE_FIREBASE_AUTH_DOMAIN ${authDomain} is not in firebase.json's frame-src: Google sign-in would be ` +
      `blocked. Add https://${authDomain} there.`,
  );
}
if (problems.length > 0) {
  console.error(`\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  process.exit(1);
}

if (settings.emulator) {
  const { host, port } = settings.emulator;
  console.warn(`Note: this build talks to the Firestore emulator at ${host}:${port}. Do not deploy it.`);
}
console.log(`Hosted-mode configuration OK: project ${settings.options.projectId}.`);
