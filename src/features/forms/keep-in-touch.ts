import { usePageData } from '../../ui/page-data';

// The embedded server renders these pages too, in plain Node, where import.meta.env is not defined.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

/**
 * Whether this build can offer the "tell me when" form. Embedded: yes, where the server can send e-mail
 * (useKeepInTouchOffered, below, asks it).
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

/**
 * Whether this page offers the keep-in-touch forms: what the build can do, and on the embedded server, whether
 * it can send e-mail (its page data says `mailOff` when not). The server renders the page with the same data
 * the browser hydrates with, so the form is never shown and then taken away.
 */
export function useKeepInTouchOffered(): boolean {
  const mailOff = usePageData().peek('mailOff') === true;
  return KEEP_IN_TOUCH_OFFERED && !mailOff;
}
