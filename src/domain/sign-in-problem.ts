/**
 * Why a sign-in did not happen, told apart so the sign-in panel can say what to do (src/content/sign-in.ts
 * words each one). `offline`: the device has no network; `unreachable`: Google refused or could not be
 * connected to; `no-answer`: Google did not answer in time; the rest are the browser's or the account's doing.
 */
export type SignInProblem =
  | 'offline'
  | 'unreachable'
  | 'no-answer'
  | 'popup-blocked'
  | 'popup-closed'
  | 'unauthorised-domain'
  | 'not-a-manager';
