/**
 * The shapes of the Firebase web config values, so a value pasted into the wrong key (or a URL where a domain
 * belongs) stops the build with the key's name and an example, instead of failing in visitors' browsers.
 * Formats: https://firebase.google.com/docs/projects/learn-more#project-identifiers and the config object
 * the console shows under Project settings > Your apps.
 */
type Check = (value: string) => string | null;

const must =
  (pattern: RegExp, example: string, what: string): Check =>
  (value) =>
    pattern.test(value) ? null : `must be ${what}, like ${example} (got "${value}")`;

const PROJECT_ID = must(
  /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/,
  'queen-of-the-ocean',
  '6 to 30 lowercase letters, digits or hyphens, starting with a letter',
);

const APP_ID = must(/^1:\d+:web:[0-9a-f]+$/, '1:1234567890:web:abc123def456', 'the web app id');

const API_KEY = must(
  /^AIza[0-9A-Za-z_-]{35}$/,
  'AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW',
  'the 39-character Web API key starting with AIza',
);

function authDomain(value: string): string | null {
  const scheme = /^[a-z]+:\/\//i.exec(value);
  if (scheme) {
    const bare = value.slice(scheme[0].length).replace(/\/.*$/, '');
    return `must be a domain without ${scheme[0]}: write ${bare}`;
  }
  return must(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/i,
    'queen-of-the-ocean.firebaseapp.com',
    'a domain name',
  )(value);
}

const EMAIL = must(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'bookings@example.co.uk', 'an e-mail address');

export const FORMAT_CHECKS: Record<string, Check> = {
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_APP_ID: APP_ID,
  VITE_FIREBASE_API_KEY: API_KEY,
  VITE_FIREBASE_AUTH_DOMAIN: authDomain,
  VITE_NOTIFY_EMAIL: EMAIL,
  // Minutes a listing change's e-mails wait before the dashboard writes them (decision 0040).
  VITE_NOTICE_DELAY_MINUTES: must(/^(0|[1-9]\d{0,3})$/, '10', 'a whole number of minutes from 0 to 9999'),
};
