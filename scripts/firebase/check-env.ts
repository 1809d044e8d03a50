/**
 * The build check of hosted mode (first step of `npm run build:firebase`): reads the configuration the way
 * Vite will (process environment, then .env, .env.local, .env.[mode], .env.[mode].local) and stops the
 * build with a line per missing or malformed key. Usage: tsx scripts/firebase/check-env.ts [--mode NAME] [--deploy]
 * `--deploy` (npm run build:firebase, the build firebase.json's predeploy runs) also refuses emulator settings.
 * The emulator builds (emulator-build.ts) run the same check in their own process: `hostedEnvCheck`.
 */
import { FIREBASE_KEY_HELP, parseFirebaseSettings } from '../../src/data/firebase/config';
import { allows, hostingCsp } from './hosting-headers';

export type HostedEnvCheck =
  /** `problems`: what stops the build, as printed. */
  | { ok: false; problems: string }
  /** `summary` names the project; `warning`, on a build for an emulator, says it must not be deployed. */
  | { ok: true; warning: string | null; summary: string };

/** The check of `env`, Vite's view of the settings (`loadEnv(mode, root, '')` in a process that has them). */
export function hostedEnvCheck(
  env: Record<string, string>,
  mode: string,
  { deploy }: { deploy: boolean },
): HostedEnvCheck {
  const result = parseFirebaseSettings(env, { deploy });
  if (!result.ok) {
    return {
      ok: false,
      problems: [
        `\nHosted-mode configuration is incomplete or malformed (mode "${mode}"):`,
        ...result.problems.map((problem) => `  - ${problem}`),
        `\nSet them in .env.local (git-ignored) or the environment; .env.example lists every key.` +
          `\nKeys: ${Object.keys(FIREBASE_KEY_HELP).join(', ')}\n`,
      ].join('\n'),
    };
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
    return { ok: false, problems: `\n${problems.map((p) => `  - ${p}`).join('\n')}\n` };
  }
  const emulator = settings.emulator;
  return {
    ok: true,
    warning: emulator
      ? `Note: this build talks to the Firestore emulator at ${emulator.host}:${emulator.port}. Do not deploy it.`
      : null,
    summary: `Hosted-mode configuration OK: project ${settings.options.projectId}.`,
  };
}

if (process.argv[1]?.endsWith('check-env.ts')) {
  const modeFlag = process.argv.indexOf('--mode');
  const mode = modeFlag > 0 ? (process.argv[modeFlag + 1] ?? 'firebase') : 'firebase';
  const { loadEnv } = await import('vite');
  const check = hostedEnvCheck(loadEnv(mode, process.cwd(), ''), mode, {
    deploy: process.argv.includes('--deploy'),
  });
  if (!check.ok) {
    console.error(check.problems);
    process.exit(1);
  }
  if (check.warning) console.warn(check.warning);
  console.log(check.summary);
}
