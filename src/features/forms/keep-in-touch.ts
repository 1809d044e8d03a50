// The embedded server renders these pages too, in plain Node, where import.meta.env is not defined.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

/**
 * Whether this build offers the "tell me when" form. Embedded: always (the server confirms by e-mail).
 * Hosted: only when the Firebase project has e-mail link sign-in on (VITE_FIREBASE_EMAIL_LINK_SIGN_IN=on),
 * since that link is how a subscriber proves the address; without it the form is not shown at all rather
 * than failing when sent. A build-time constant, so the prerendered HTML and the browser agree.
 */
export const KEEP_IN_TOUCH_OFFERED =
  env.VITE_BACKEND !== 'firebase' || env.VITE_FIREBASE_EMAIL_LINK_SIGN_IN === 'on';

/**
 * Whether this build offers "Tell me if seats come back" on sold-out dates: wherever "tell me when" is, since
 * a request is confirmed the same way (hosted: Firebase Auth's e-mail link, docs/hosted-mode.md).
 */
export const SEATS_BACK_OFFERED = KEEP_IN_TOUCH_OFFERED;
