/**
 * Hosted mode's build configuration (the VITE_FIREBASE_* keys, see .env.example). The build check
 * (scripts/firebase/check-env.ts, run by every hosted build) parses it with every check below, so a build
 * that would fail at start-up fails at build time instead, naming each problem; the browser
 * (firestore-port.ts) reads the same settings with `firebaseSettingsOf` alone, so the checks' words stay out
 * of a show page's first load. Written without zod: it runs before a show page's listings.
 */
import { FORMAT_CHECKS } from './config-formats.ts';

export const FIREBASE_KEY_HELP = {
  VITE_FIREBASE_API_KEY: 'the Web API key (Firebase console > Project settings > General > Your apps)',
  VITE_FIREBASE_AUTH_DOMAIN: 'the auth domain, usually PROJECT_ID.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'the Firebase project id',
  VITE_FIREBASE_APP_ID: 'the web app id, like 1:1234567890:web:abc123',
} as const;
export type FirebaseKey = keyof typeof FIREBASE_KEY_HELP;
const FIREBASE_KEYS = Object.keys(FIREBASE_KEY_HELP) as FirebaseKey[];
/** Keys that point a build at local emulators: a deployed site must never carry them. */
export const EMULATOR_KEYS = ['VITE_FIREBASE_EMULATOR_HOST', 'VITE_FIREBASE_AUTH_EMULATOR_URL'] as const;

export interface FirebaseSettings {
  options: { apiKey: string; authDomain?: string; projectId: string; appId?: string; storageBucket?: string };
  /** host and port of the Firestore emulator, when this build talks to it instead of Google. */
  emulator?: { host: string; port: number };
  authEmulatorUrl?: string;
  contactFormEndpoint?: string;
  /**
   * Who hears about each new contact message and hosting enquiry (VITE_NOTIFY_EMAIL): a Trigger Email
   * document is written with the submission. The rules accept it only for the address in config/notify.
   */
  notifyEmail?: string;
  /**
   * VITE_FIREBASE_EMAIL_LINK_SIGN_IN=on: the project has Firebase Auth's e-mail link sign-in switched on,
   * which is how a subscriber proves the address (docs/decisions/0019-hosted-opt-in-by-e-mail-link.md).
   * Off, the site offers no subscription form at all.
   */
  emailLinkSignIn?: boolean;
  /** VITE_NOTICE_DELAY_MINUTES: how long a listing change's e-mails wait before they are written (default 10). */
  noticeDelayMinutes?: number;
}

export type SettingsResult = { ok: true; settings: FirebaseSettings } | { ok: false; problems: string[] };

type EnvLike = Record<string, string | boolean | undefined>;

const EMULATOR_HOST = /^([\w.-]+):(\d{1,5})$/;

const reader =
  (env: EnvLike) =>
  (key: string): string | undefined => {
    const value = env[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };

/** The settings a build's keys name, taken as they are (parseFirebaseSettings checks them first). */
export function firebaseSettingsOf(env: EnvLike): FirebaseSettings {
  const read = reader(env);
  const emulator = EMULATOR_HOST.exec(read('VITE_FIREBASE_EMULATOR_HOST') ?? '');
  return {
    options: {
      // The emulator ignores the key, but the SDK insists on one.
      apiKey: read('VITE_FIREBASE_API_KEY') ?? 'emulator-api-key',
      authDomain: read('VITE_FIREBASE_AUTH_DOMAIN'),
      projectId: read('VITE_FIREBASE_PROJECT_ID') ?? '',
      appId: read('VITE_FIREBASE_APP_ID'),
      // Cloud Storage for Firebase, where a manager's pictures go (docs/hosted-mode.md, Pictures).
      storageBucket: read('VITE_FIREBASE_STORAGE_BUCKET'),
    },
    emulator: emulator ? { host: emulator[1] ?? '', port: Number(emulator[2]) } : undefined,
    authEmulatorUrl: read('VITE_FIREBASE_AUTH_EMULATOR_URL'),
    contactFormEndpoint: read('VITE_CONTACT_FORM_ENDPOINT'),
    notifyEmail: read('VITE_NOTIFY_EMAIL'),
    emailLinkSignIn: read('VITE_FIREBASE_EMAIL_LINK_SIGN_IN') === 'on',
    ...(read('VITE_NOTICE_DELAY_MINUTES')
      ? { noticeDelayMinutes: Number(read('VITE_NOTICE_DELAY_MINUTES')) }
      : {}),
  };
}

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * `deploy`: the build `firebase deploy` ships (npm run build:firebase), which refuses emulator addresses, so
 * a site talking to someone's laptop cannot go live.
 */
export function parseFirebaseSettings(env: EnvLike, { deploy = false } = {}): SettingsResult {
  const read = reader(env);
  const problems: string[] = [];

  if (deploy) {
    for (const key of EMULATOR_KEYS) {
      if (read(key)) {
        problems.push(
          `${key} is set (${read(key)}): a deploy build must talk to Google, not an emulator. Remove it ` +
            `from the environment and .env files; npm run hosted:local builds for the emulator instead.`,
        );
      }
    }
  }
  const emulatorHost = read('VITE_FIREBASE_EMULATOR_HOST');
  if (emulatorHost && !EMULATOR_HOST.test(emulatorHost)) {
    problems.push('VITE_FIREBASE_EMULATOR_HOST must look like 127.0.0.1:8085');
  }
  // Against the emulator only the project id matters (a `demo-` id needs no real project).
  const required = emulatorHost ? (['VITE_FIREBASE_PROJECT_ID'] as const) : FIREBASE_KEYS;
  for (const key of required) {
    if (!read(key)) problems.push(`${key} is missing: ${FIREBASE_KEY_HELP[key]}`);
  }
  for (const [key, check] of Object.entries(FORMAT_CHECKS)) {
    const value = read(key);
    const problem = value === undefined ? null : check(value);
    if (problem) problems.push(`${key} ${problem}`);
  }
  for (const key of ['VITE_FIREBASE_AUTH_EMULATOR_URL', 'VITE_CONTACT_FORM_ENDPOINT']) {
    const value = read(key);
    if (value && !isHttpUrl(value)) problems.push(`${key} must be an http(s) URL`);
  }
  const emailLink = read('VITE_FIREBASE_EMAIL_LINK_SIGN_IN');
  if (emailLink !== undefined && emailLink !== 'on') {
    problems.push(`VITE_FIREBASE_EMAIL_LINK_SIGN_IN must be "on" or unset (got "${emailLink}")`);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, settings: firebaseSettingsOf(env) };
}
