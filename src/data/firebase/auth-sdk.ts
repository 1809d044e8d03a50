/**
 * The only door to `firebase/auth`. It is imported dynamically (see manager-session.ts), so the bundler puts
 * Firebase Auth in its own chunk, named after this file, that public pages never download. The hosted
 * end-to-end test looks for this chunk's name in the page's requests.
 */
export {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  signInWithPopup,
  signOut,
} from 'firebase/auth';
