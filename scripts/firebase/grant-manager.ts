/**
 * Makes a Google account a manager of the hosted site by giving it the custom claim `admin: true`, which
 * firestore.rules and the dashboard check, or takes it away. Usage:
 *   gcloud auth application-default login            (once per machine)
 *   npm run firebase:grant-manager -- --project PROJECT_ID someone@gmail.com
 *   npm run firebase:grant-manager -- --project PROJECT_ID someone@gmail.com --revoke
 *   ... --key service-account.json                    (a key file instead, if you must)
 * The person must have signed in once on the site first (so Firebase Auth knows the account).
 * On the local emulators (npm run hosted:local) set FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:PORT: no credentials.
 */
import { getAuth, type Auth } from 'firebase-admin/auth';
import { credentialHelp, fail, initAdmin, isMain, parseAdminArgs } from './admin';

export const USAGE =
  'Usage: npm run firebase:grant-manager -- --project PROJECT_ID EMAIL [--revoke] [--key KEY_FILE]';

/** The part of firebase-admin's Auth this script uses. */
export type ManagerAuth = Pick<Auth, 'getUserByEmail' | 'setCustomUserClaims' | 'revokeRefreshTokens'>;

/**
 * Sets or removes `admin`, keeping any other claims. Revoking also revokes the person's refresh tokens, so
 * no signed-in browser can renew its ID token: within the hour (an ID token's life) they are signed out.
 */
export async function grantManager(auth: ManagerAuth, email: string, revoke: boolean): Promise<string> {
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') {
      throw new Error(
        `No account ${email} in this project's Firebase Auth. Ask them to press "Sign in with Google" on ` +
          '/dashboard once (they will be told they are not authorised yet), then run this again.',
      );
    }
    throw error;
  }
  const otherClaims = Object.fromEntries(
    Object.entries(user.customClaims ?? {}).filter(([key]) => key !== 'admin'),
  );
  if (revoke) {
    await auth.setCustomUserClaims(user.uid, otherClaims);
    await auth.revokeRefreshTokens(user.uid);
    return `${email} is no longer a manager, and their sessions are revoked: a signed-in browser loses access within the hour (when its ID token expires).`;
  }
  await auth.setCustomUserClaims(user.uid, { ...otherClaims, admin: true });
  return `${email} is now a manager. They can open /dashboard and sign in with Google (a browser already signed in picks it up on the next sign-in).`;
}

export function parseGrantArgs(argv: readonly string[], env: Record<string, string | undefined>) {
  const parsed = parseAdminArgs(argv, env, ['revoke']);
  if (!parsed.ok) return { ok: false as const, problem: `${parsed.problem}\n${USAGE}` };
  const { positional, flags, options } = parsed.args;
  const [email, ...extra] = positional;
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    return { ok: false as const, problem: `Give the manager's e-mail address.\n${USAGE}` };
  }
  if (extra.length > 0 || options.size > 0) {
    const unknown = [...extra, ...[...options.keys()].map((key) => `--${key}`)];
    return { ok: false as const, problem: `Unexpected ${unknown.join(', ')}.\n${USAGE}` };
  }
  return { ok: true as const, args: parsed.args, email, revoke: flags.has('revoke') };
}

if (isMain(import.meta.url)) {
  const parsed = parseGrantArgs(process.argv.slice(2), process.env);
  if (!parsed.ok) fail(parsed.problem);
  const app = initAdmin(parsed.args);
  try {
    console.log(await grantManager(getAuth(app), parsed.email, parsed.revoke));
  } catch (error) {
    fail(`Could not change ${parsed.email} in project ${parsed.args.projectId}: ${credentialHelp(error)}`);
  }
}
