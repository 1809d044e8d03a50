/**
 * Everything that needs `firebase/auth`. It is imported dynamically only (see manager-session.ts), so the
 * bundler puts Firebase Auth and this file in their own chunk, named after this file, that public pages
 * never download. The hosted end-to-end test looks for this chunk's name in the page's requests.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { READ_DEADLINE_MS, withDeadline } from '../deadline';
import { DataError, networkProblem, SignInError, type SignInProblem } from '../errors';
import type { ManagerSession, SignedInUser } from './session-types';
import { openAuth } from './auth-instance';

async function describeUser(user: User): Promise<SignedInUser> {
  let token = await user.getIdTokenResult();
  // The claim may have been granted (npm run firebase:grant-manager) after this token was issued: a fresh
  // token is asked for only when the cached one lacks it.
  if (token.claims.admin !== true) token = await user.getIdTokenResult(true);
  return { email: user.email ?? '', name: user.displayName, admin: token.claims.admin === true };
}

// https://firebase.google.com/docs/reference/js/auth#autherrorcodes
const AUTH_PROBLEMS: Record<string, SignInProblem> = {
  'auth/popup-closed-by-user': 'popup-closed',
  'auth/cancelled-popup-request': 'popup-closed',
  'auth/user-cancelled': 'popup-closed',
  'auth/popup-blocked': 'popup-blocked',
  'auth/unauthorized-domain': 'unauthorised-domain',
  'auth/timeout': 'no-answer',
};

const authCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** A failure the SDK itself explains (a closed popup, a blocked one, ...), not a network one. */
const isKnownAuthProblem = (error: unknown): boolean => {
  const code = authCode(error);
  return typeof code === 'string' && code in AUTH_PROBLEMS;
};

function toAuthError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  console.warn('[auth]', error);
  const code = authCode(error);
  if (code === 'auth/network-request-failed') return new SignInError(networkProblem(), code);
  const problem = typeof code === 'string' ? AUTH_PROBLEMS[code] : undefined;
  return problem
    ? new SignInError(problem, String(code))
    : new DataError('unknown', 'Sign-in failed. Please try again.');
}

const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw toAuthError(error);
  }
};

/**
 * Resolves when Google's sign-in service answers, and rejects with the reason when it does not answer in time
 * or cannot be reached. It asks for the project's public sign-in configuration, as the SDK itself does
 * before a popup: without it, a hanging Google leaves the SDK waiting for well over a minute (its own
 * timeouts are 30 s and up, per step), and the person looking at "Signing in..." with no way to know why.
 */
async function googleAnswers(app: FirebaseApp, authEmulatorUrl?: string): Promise<void> {
  const base = authEmulatorUrl
    ? `${authEmulatorUrl}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  const url = `${base}/v1/projects?key=${encodeURIComponent(app.options.apiKey ?? '')}`;
  try {
    // Any answer, even a refusal, shows Google is there; the popup then takes as long as the person needs.
    await fetch(url, { signal: AbortSignal.timeout(READ_DEADLINE_MS) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new SignInError(timedOut ? 'no-answer' : networkProblem(), url);
  }
}

const never = new Promise<never>(() => undefined);

/**
 * The Auth emulator's e-mail and password account, made on its first sign-in (the emulator keeps accounts
 * until it stops). A wrong password for an account that exists stays a refusal.
 */
async function localAccount(auth: Auth, email: string, password: string): Promise<User> {
  try {
    return (await signInWithEmailAndPassword(auth, email, password)).user;
  } catch (error) {
    const code = authCode(error);
    if (code !== 'auth/user-not-found' && code !== 'auth/invalid-credential') throw error;
    try {
      return (await createUserWithEmailAndPassword(auth, email, password)).user;
    } catch (creating) {
      if (authCode(creating) === 'auth/email-already-in-use')
        throw new DataError('signed-out', 'wrong password');
      if (authCode(creating) === 'auth/weak-password')
        throw new DataError('invalid', 'Choose a password of at least 6 characters.');
      throw creating;
    }
  }
}

/** However long someone takes in Google's window, the panel is not left busy past this. */
const POPUP_LIMIT_MS = 5 * 60_000;

/**
 * Firebase Auth for one app. Firestore (lite) picks the signed-in user's ID token up by itself once Auth
 * exists, so the rules see `request.auth` without the adapter passing tokens around.
 */
export function createAuthSession(app: FirebaseApp, authEmulatorUrl?: string): ManagerSession {
  const auth = openAuth(app, authEmulatorUrl);
  return {
    current: () =>
      guarded(async () => {
        await auth.authStateReady();
        return auth.currentUser ? describeUser(auth.currentUser) : null;
      }),
    signInWithGoogle: () =>
      guarded(async () => {
        if (networkProblem() === 'offline') throw new SignInError('offline');
        const provider = new GoogleAuthProvider();
        provider.setCustomParameters({ prompt: 'select_account' });
        const reachable = googleAnswers(app, authEmulatorUrl);
        try {
          const { user } = await withDeadline(
            Promise.race([signInWithPopup(auth, provider), reachable.then(() => never)]),
            POPUP_LIMIT_MS,
            () => new SignInError('no-answer', 'popup limit'),
          );
          return await describeUser(user);
        } catch (error) {
          // The SDK's own failure when Google is out of reach is often a vague one (an internal error from a
          // script that did not load): the check, which settles within its deadline, names the real cause.
          if (!(error instanceof SignInError) && !isKnownAuthProblem(error)) await reachable;
          throw error;
        }
      }),
    signInWithLocalPassword: (email, password) =>
      guarded(async () => {
        if (!authEmulatorUrl) throw new DataError('invalid', 'This site signs managers in with Google only.');
        return describeUser(await localAccount(auth, email, password));
      }),
    signOut: () => guarded(() => signOut(auth)),
    knownSignedIn: () => auth.currentUser !== null,
  };
}
