import type { FirebaseApp } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import { DataError, type DataErrorKind } from '../errors';
import type * as AuthSdkModule from './auth-sdk';

/** Whoever is signed in, and whether their ID token carries the manager claim (`admin: true`). */
export interface SignedInUser {
  email: string;
  name: string | null;
  admin: boolean;
}

/** The adapter's view of sign-in: Firebase Auth in the browser, a fixed user in emulator tests. */
export interface ManagerSession {
  current(): Promise<SignedInUser | null>;
  signInWithGoogle(): Promise<SignedInUser>;
  signOut(): Promise<void>;
  /** Someone is known to be signed in, without loading anything (used to word permission errors). */
  knownSignedIn(): boolean;
}

type AuthSdk = typeof AuthSdkModule;

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

/**
 * Firebase Auth, loaded on first use only: the dashboard asking who is signed in, or someone pressing
 * "Sign in with Google". Firestore (lite) picks the signed-in user's token up by itself once Auth exists.
 */
export function firebaseManagerSession(app: FirebaseApp, authEmulatorUrl?: string): ManagerSession {
  let loading: Promise<{ sdk: AuthSdk; auth: Auth }> | null = null;
  let loaded: Auth | null = null;

  const load = () =>
    (loading ??= import('./auth-sdk').then(
      (sdk) => {
        const auth = sdk.getAuth(app);
        if (authEmulatorUrl) sdk.connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
        loaded = auth;
        return { sdk, auth };
      },
      (error: unknown) => {
        loading = null; // a failed chunk download may succeed on the next try
        console.warn('[auth] could not load Firebase Auth', error);
        throw new DataError('unavailable', 'Sign-in could not be loaded. Check the connection and try again.');
      },
    ));

  return {
    async current() {
      const { auth } = await load();
      await auth.authStateReady();
      try {
        return auth.currentUser ? await describeUser(auth.currentUser) : null;
      } catch (error) {
        throw toAuthError(error);
      }
    },
    async signInWithGoogle() {
      const { sdk, auth } = await load();
      try {
        const provider = new sdk.GoogleAuthProvider();
        provider.setCustomParameters({ prompt: 'select_account' });
        const { user } = await sdk.signInWithPopup(auth, provider);
        return await describeUser(user);
      } catch (error) {
        throw toAuthError(error);
      }
    },
    async signOut() {
      const { sdk, auth } = await load();
      await sdk.signOut(auth);
    },
    knownSignedIn: () => loaded?.currentUser != null,
  };
}

/**
 * A stand-in for Firebase Auth when the adapter talks to the Firestore emulator with a mock user token
 * (there is no Auth emulator on our CI machines). Signing out here only forgets the user on the browser
 * side: the mock token stays on the connection, which is why this is for tests only.
 */
export function emulatorManagerSession(user: SignedInUser): ManagerSession {
  let signedIn = true;
  return {
    current: () => Promise.resolve(signedIn ? user : null),
    signInWithGoogle: () => {
      signedIn = true;
      return Promise.resolve(user);
    },
    signOut: () => {
      signedIn = false;
      return Promise.resolve();
    },
    knownSignedIn: () => signedIn,
  };
}
