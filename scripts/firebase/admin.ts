/**
 * The command line and credentials shared by the hosted-mode admin scripts (grant-manager, check-data,
 * set-notify, mail-templates). They run on a manager's machine with firebase-admin and:
 * - Application Default Credentials by default (`gcloud auth application-default login`): no key file to
 *   download, keep safe and rotate, as Google recommends;
 * - a service-account key only when asked for with `--key FILE` (or GOOGLE_APPLICATION_CREDENTIALS);
 * - the project named with `--project ID` (or GOOGLE_CLOUD_PROJECT), never guessed from a build's .env;
 * - the emulators when FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST are set (no credentials then).
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { applicationDefault, cert, initializeApp, type App } from 'firebase-admin/app';

export interface AdminArgs {
  projectId: string;
  keyFile?: string;
  /** Arguments that are not options, in order. */
  positional: string[];
  /** Flags given without a value (--revoke). */
  flags: Set<string>;
  /** Options given with a value, other than --project and --key. */
  options: Map<string, string>;
}

export type Parsed = { ok: true; args: AdminArgs } | { ok: false; problem: string };

const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/**
 * Reads `--project ID`, `--key FILE`, the flags this script knows (`booleanFlags`), other `--name value`
 * options and the positional arguments. `env` supplies GOOGLE_CLOUD_PROJECT and GOOGLE_APPLICATION_CREDENTIALS.
 */
export function parseAdminArgs(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  booleanFlags: readonly string[] = [],
): Parsed {
  const positional: string[] = [];
  const flags = new Set<string>();
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (booleanFlags.includes(name)) {
      flags.add(name);
      continue;
    }
    const value = inline ?? argv[i + 1];
    if (inline === undefined) i += 1;
    if (value === undefined || value.startsWith('--'))
      return { ok: false, problem: `--${name} needs a value` };
    options.set(name, value);
  }
  const keyFile = options.get('key') ?? env.GOOGLE_APPLICATION_CREDENTIALS;
  options.delete('key');
  let projectId = options.get('project') ?? env.GOOGLE_CLOUD_PROJECT;
  options.delete('project');
  if (!projectId && keyFile && existsSync(keyFile)) {
    // A key file names its own project.
    projectId = (JSON.parse(readFileSync(keyFile, 'utf8')) as { project_id?: string }).project_id;
  }
  if (!projectId) {
    return {
      ok: false,
      problem:
        'Name the Firebase project: --project ID (its id, as in the Firebase console > Project settings).',
    };
  }
  if (!PROJECT_ID.test(projectId)) {
    return {
      ok: false,
      problem: `--project must be a project id like queen-of-the-ocean (6 to 30 lowercase letters, digits or hyphens), got "${projectId}"`,
    };
  }
  if (keyFile && !existsSync(keyFile))
    return { ok: false, problem: `The key file ${keyFile} does not exist.` };
  return { ok: true, args: { projectId, keyFile, positional, flags, options } };
}

/** firebase-admin for that project: the emulators when their hosts are set, else a key file, else ADC. */
export function initAdmin(args: Pick<AdminArgs, 'projectId' | 'keyFile'>): App {
  const onEmulators = Boolean(process.env.FIRESTORE_EMULATOR_HOST ?? process.env.FIREBASE_AUTH_EMULATOR_HOST);
  const credential = onEmulators ? undefined : args.keyFile ? cert(args.keyFile) : applicationDefault();
  return initializeApp({ projectId: args.projectId, ...(credential ? { credential } : {}) });
}

/** Explains missing Application Default Credentials in the words of the fix. */
export function credentialHelp(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/default credentials|could not load the default credentials|invalid_grant|reauth/i.test(message)) {
    return (
      `${message}\n\nSign in once on this machine with Application Default Credentials:\n` +
      '  gcloud auth application-default login\n' +
      '(or pass a service-account key file with --key FILE).'
    );
  }
  return message;
}

export function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/** True when this module is the script node was started with (not imported by a test). */
export const isMain = (moduleUrl: string) =>
  process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;
