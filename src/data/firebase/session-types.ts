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
  /**
   * Only against the Auth emulator (hosted:local): an e-mail and password account of the emulator's, made on
   * its first sign-in, so the dashboard can be tried with no way to Google's servers.
   */
  signInWithLocalPassword(email: string, password: string): Promise<SignedInUser>;
  signOut(): Promise<void>;
  /** Someone is known to be signed in, without loading anything (used to word permission errors). */
  knownSignedIn(): boolean;
}
