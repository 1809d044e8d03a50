import { z } from 'zod';

/**
 * Hosted mode's build configuration (the VITE_FIREBASE_* keys, see .env.example). One schema serves the
 * browser (createFirebaseDataPortFromEnv) and the build check (scripts/firebase/check-env.ts), so a build
 * that would fail at start-up fails at build time instead, naming each missing key.
 */
export const FIREBASE_KEY_HELP = {
  VITE_FIREBASE_API_KEY: 'the Web API key (Firebase console > Project settings > General > Your apps)',
  VITE_FIREBASE_AUTH_DOMAIN: 'the auth domain, usually PROJECT_ID.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'the Firebase project id',
  VITE_FIREBASE_APP_ID: 'the web app id, like 1:1234567890:web:abc123',
} as const;
export type FirebaseKey = keyof typeof FIREBASE_KEY_HELP;

const present = (key: FirebaseKey) =>
  z.string({ error: `${key} is missing: ${FIREBASE_KEY_HELP[key]}` }).trim().min(1, `${key} is empty: ${FIREBASE_KEY_HELP[key]}`);

const emulatorHost = z
  .string()
  .trim()
  .regex(/^[\w.-]+:\d{1,5}$/, 'VITE_FIREBASE_EMULATOR_HOST must look like 127.0.0.1:8085');

const optionalUrl = (key: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^https?$/, error: `${key} must be an http(s) URL` }).optional());

const common = {
  VITE_FIREBASE_AUTH_EMULATOR_URL: optionalUrl('VITE_FIREBASE_AUTH_EMULATOR_URL').optional(),
  VITE_CONTACT_FORM_ENDPOINT: optionalUrl('VITE_CONTACT_FORM_ENDPOINT').optional(),
};

/** A real project: every key must be there. */
const productionSchema = z.object({
  VITE_FIREBASE_API_KEY: present('VITE_FIREBASE_API_KEY'),
  VITE_FIREBASE_AUTH_DOMAIN: present('VITE_FIREBASE_AUTH_DOMAIN'),
  VITE_FIREBASE_PROJECT_ID: present('VITE_FIREBASE_PROJECT_ID'),
  VITE_FIREBASE_APP_ID: present('VITE_FIREBASE_APP_ID'),
  ...common,
});

/** Against the emulator only the project id matters (a `demo-` id needs no real project). */
const emulatorSchema = z.object({
  VITE_FIREBASE_EMULATOR_HOST: emulatorHost,
  VITE_FIREBASE_PROJECT_ID: present('VITE_FIREBASE_PROJECT_ID'),
  VITE_FIREBASE_API_KEY: z.string().optional(),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  ...common,
});

export interface FirebaseSettings {
  options: { apiKey: string; authDomain?: string; projectId: string; appId?: string };
  /** host and port of the Firestore emulator, when this build talks to it instead of Google. */
  emulator?: { host: string; port: number };
  authEmulatorUrl?: string;
  contactFormEndpoint?: string;
}

export type SettingsResult = { ok: true; settings: FirebaseSettings } | { ok: false; problems: string[] };

type EnvLike = Record<string, string | boolean | undefined>;

const blankToUndefined = (env: EnvLike) =>
  Object.fromEntries(Object.entries(env).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? undefined : v]));

export function parseFirebaseSettings(rawEnv: EnvLike): SettingsResult {
  const env = blankToUndefined(rawEnv);
  const schema = env.VITE_FIREBASE_EMULATOR_HOST ? emulatorSchema : productionSchema;
  const parsed = schema.safeParse(env);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((issue) => issue.message) };
  const v = parsed.data;
  const [host, port] = 'VITE_FIREBASE_EMULATOR_HOST' in v ? splitHost(v.VITE_FIREBASE_EMULATOR_HOST) : [];
  return {
    ok: true,
    settings: {
      options: {
        // The emulator ignores the key, but the SDK insists on one.
        apiKey: v.VITE_FIREBASE_API_KEY ?? 'emulator-api-key',
        authDomain: v.VITE_FIREBASE_AUTH_DOMAIN,
        projectId: v.VITE_FIREBASE_PROJECT_ID,
        appId: v.VITE_FIREBASE_APP_ID,
      },
      emulator: host && port ? { host, port } : undefined,
      authEmulatorUrl: v.VITE_FIREBASE_AUTH_EMULATOR_URL,
      contactFormEndpoint: v.VITE_CONTACT_FORM_ENDPOINT,
    },
  };
}

function splitHost(value: string): [string, number] {
  const at = value.lastIndexOf(':');
  return [value.slice(0, at), Number(value.slice(at + 1))];
}
