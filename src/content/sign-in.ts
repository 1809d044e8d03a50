import type { SignInProblem } from '../domain/sign-in-problem';

/**
 * Under the password form of a build against the Auth emulator (npm run hosted:local), whose "Sign in with
 * Google" window needs Google's servers: the emulator's own accounts work without them.
 */
export const LOCAL_ACCOUNTS_NOTE =
  'Local emulator only: any e-mail and a password of 6 or more characters; the account is made the first time. To make it a manager, run the command npm run hosted:local printed, then sign in again.';

/** What the sign-in panel says when Google sign-in did not happen, one plain sentence per cause. */
export const SIGN_IN_PROBLEMS: Record<SignInProblem, string> = {
  offline: 'You are offline. Connect to the internet, then press "Sign in with Google" again.',
  unreachable:
    'Google sign-in could not be reached. Check your connection (a firewall or blocker may stop it), then try again.',
  'no-answer':
    'Google sign-in did not answer in time. Check your connection, then press "Sign in with Google" to try again.',
  'popup-blocked':
    'The browser blocked the Google sign-in window. Allow pop-ups for this site, then try again.',
  'popup-closed':
    'The Google sign-in window was closed before you finished. Press "Sign in with Google" to try again.',
  'unauthorised-domain':
    "This site's address is not an authorised sign-in domain of its Firebase project. The site's owner adds it under Firebase console > Authentication > Settings > Authorised domains.",
  'not-a-manager':
    "This Google account is not a manager of this site. Sign in with a manager's account, or ask the site's owner to make this one a manager.",
};
