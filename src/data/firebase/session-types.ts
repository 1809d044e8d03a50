/** The session's shape, apart from its loaders: auth-sdk.ts (loaded lazily) and manager-session.ts (which loads
 * it) both need it, and neither may import the other back. */

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
