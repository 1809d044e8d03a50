import type { FirebaseApp } from 'firebase/app';
import { isSignInWithEmailLink, sendSignInLinkToEmail, signInWithEmailLink } from 'firebase/auth';
import { openAuth } from './auth-instance';

/**
 * A hotel's contact proves its address with Firebase Auth's e-mail link before its first seats change
 * (docs/decisions/0041-hotel-links.md, hosted), as subscribers prove theirs (decision 0019): firestore.rules
 * then know the contact by the verified e-mail in its token. Loaded on the page's first seats change only.
 */
export async function contactSignedIn(app: FirebaseApp, emulatorUrl: string | undefined, email: string) {
  const auth = openAuth(app, emulatorUrl);
  await auth.authStateReady();
  const user = auth.currentUser;
  return Boolean(user?.emailVerified && user.email?.toLowerCase() === email.toLowerCase());
}

/** Mails the contact a sign-in link back to the hotel's own page. */
export async function sendContactSignInLink(
  app: FirebaseApp,
  emulatorUrl: string | undefined,
  email: string,
  pageUrl: string,
) {
  await sendSignInLinkToEmail(openAuth(app, emulatorUrl), email, { url: pageUrl, handleCodeInApp: true });
}

/**
 * Signs the contact in when the page was opened by that link (`href`), and reports whether it did: a link
 * used already or expired leaves the page as it was, and the next change asks for a new one.
 */
export async function finishContactSignIn(
  app: FirebaseApp,
  emulatorUrl: string | undefined,
  email: string,
  href: string,
): Promise<boolean> {
  const auth = openAuth(app, emulatorUrl);
  if (!isSignInWithEmailLink(auth, href)) return false;
  try {
    await signInWithEmailLink(auth, email, href);
    return true;
  } catch (error) {
    console.warn('[hotel-kit] the sign-in link was refused', error);
    return false;
  }
}
