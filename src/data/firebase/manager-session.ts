import type { FirebaseApp } from 'firebase/app';
import { DataError, SignInError } from '../errors';
import type { Manager } from '../../domain/manager';
import type { ManagerSession, SignedInUser } from './session-types';

const asManager = ({ email, name }: SignedInUser): Manager => ({ email, name });

/** The signed-in manager, if any. A Google account that is not a manager has no use for a session here. */
export async function currentAdmin(session: ManagerSession): Promise<Manager | null> {
  const user = await session.current();
  if (!user) return null;
  if (user.admin) return asManager(user);
  await session.signOut();
  return null;
}

/** Signs in with Google; an account that is not a manager is signed out again and told so. */
export async function signInAdmin(
  session: ManagerSession,
  signIn: () => Promise<SignedInUser> = () => session.signInWithGoogle(),
): Promise<Manager> {
  const user = await signIn();
  if (user.admin) return asManager(user);
  await session.signOut();
  throw new SignInError('not-a-manager', user.email);
}

/**
 * Firebase Auth, loaded on first use only: the dashboard asking who is signed in, or someone pressing
 * "Sign in with Google". Until then public pages carry no Auth code at all (docs/product.md, Hosted mode).
 */
export function firebaseManagerSession(app: FirebaseApp, authEmulatorUrl?: string): ManagerSession {
  let loading: Promise<ManagerSession> | null = null;
  let loaded: ManagerSession | null = null;

  const load = () =>
    (loading ??= import('./auth-sdk').then(
      (sdk) => (loaded = sdk.createAuthSession(app, authEmulatorUrl)),
      (error: unknown) => {
        loading = null; // a failed chunk download may succeed on the next try
        console.warn('[auth] could not load Firebase Auth', error);
        throw new DataError(
          'unavailable',
          'Sign-in could not be loaded. Check the connection and try again.',
        );
      },
    ));

  return {
    current: async () => (await load()).current(),
    signInWithGoogle: async () => (await load()).signInWithGoogle(),
    signInWithLocalPassword: async (email, password) =>
      (await load()).signInWithLocalPassword(email, password),
    signOut: async () => (await load()).signOut(),
    knownSignedIn: () => loaded?.knownSignedIn() ?? false,
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
    signInWithLocalPassword: () => {
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
