/**
 * Everything that needs `firebase/auth`. It is imported dynamically only (see manager-session.ts), so the
 * bundler puts Firebase Auth and this file in their own chunk, named after this file, that public pages
 * never download. The hosted end-to-end test looks for this chunk's name in the page's requests.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import { DataError, type DataErrorKind } from '../errors';
import type { ManagerSession, SignedInUser } from './session-types';

async function describeUser(user: User): Promise<SignedInUser> {
  let token = await user.getIdTokenResult();
  // The claim may have been granted (npm run firebase:grant-manager) after this token was issued: a fresh
  // token is asked for only when the cached one lacks it.
  if (token.claims.admin !== true) token = await user.getIdTokenResult(true);
  return { email: user.email ?? '', name: user.displayName, admin: token.claims.admin === true };
}

const CANCELLED: [DataErrorKind, string] = ['signed-out', 'Sign-in was cancelled.'];
// https://firebase.google.com/docs/reference/js/auth#autherrorcodes
const AUTH_ERRORS: Record<string, [DataErrorKind, string]> = {
  'auth/popup-closed-by-user': CANCELLED,
  'auth/cancelled-popup-request': CANCELLED,
  'auth/user-cancelled': CANCELLED,
  'auth/popup-blocked': [
    'unknown',
    'The browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  ],
  'auth/network-request-failed': ['unavailable', 'Google sign-in did not answer. Please try again.'],
  'auth/unauthorized-domain': [
    'forbidden',
    "This site's address is not an authorised sign-in domain (Firebase console > Authentication > Settings).",
  ],
};

function toAuthError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  console.warn('[auth]', error);
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const [kind, message] = (typeof code === 'string' && AUTH_ERRORS[code]) || [
    'unknown',
    'Sign-in failed. Please try again.',
  ];
  return new DataError(kind, message);
}

const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw toAuthError(error);
  }
};

/**
 * Firebase Auth for one app. Firestore (lite) picks the signed-in user's ID token up by itself once Auth
 * exists, so the rules see `request.auth` without the adapter passing tokens around.
 */
export function createAuthSession(app: FirebaseApp, authEmulatorUrl?: string): ManagerSession {
  const auth = getAuth(app);
  if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  return {
    current: () =>
      guarded(async () => {
        await auth.authStateReady();
        return auth.currentUser ? describeUser(auth.currentUser) : null;
      }),
    signInWithGoogle: () =>
      guarded(async () => {
        const provider = new GoogleAuthProvider();
        provider.setCustomParameters({ prompt: 'select_account' });
        const { user } = await signInWithPopup(auth, provider);
        return describeUser(user);
      }),
    signOut: () => guarded(() => signOut(auth)),
    knownSignedIn: () => auth.currentUser !== null,
  };
}
