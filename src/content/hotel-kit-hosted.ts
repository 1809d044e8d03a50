/** The hotel's page as the hosted site words it (docs/decisions/0041-hotel-links.md, hosted). */
export const HOTEL_KIT_HOSTED = {
  seatsHint:
    'Shows on the site the next time a page is loaded. Sold out offers visitors "tell me if seats come back". ' +
    'The first time, we e-mail you a sign-in link, so only your inbox can change your seats.',
  signInSent: (email: string) =>
    `We have e-mailed a sign-in link to ${email}. Open it in this browser, then choose again.`,
  signInFailed: 'That sign-in link has been used already or has expired: choose again for a new one.',
  countsNone: 'The site’s counts for this date show here once our managers have next opened their dashboard.',
  make: (file: string) => `Make the ${file}`,
  file: {
    busy: (file: string) => `Making the ${file} from the date as it is now...`,
    saved: (file: string) => `Made the ${file}: it is in your downloads.`,
    failed: (file: string) => `Could not make the ${file}: `,
  },
} as const;
