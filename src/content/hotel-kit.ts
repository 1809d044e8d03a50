import type { Availability } from '../domain/listing-state';
import type { KitFile, KitTexts } from '../domain/hotel-kit';
import { COMPANY_DETAILS } from './company';

/** The hotel's private page (issue 39): its dates, each date's kit, and its seats control. */
export const HOTEL_KIT_PAGE = {
  title: (hotel: string) => `${hotel}: your dates and kit`,
  heading: (hotel: string) => `Your dates at ${hotel}`,
  greeting: (name: string) => (name ? `Hello ${name}.` : 'Hello.'),
  intro:
    'Everything here is made from the site as it is now: change a date and its posters, pictures and words follow. ' +
    'This page is private to you: please do not share its address.',
  loading: 'Loading your dates...',
  /**
   * Above the not-found page's suggestions, for an address of a hotel's page that opens nothing: the same for
   * a token that never existed as for one replaced or revoked, so it tells nobody which a token was.
   */
  linkGone:
    'If this is your hotel’s private link: it no longer opens, because a newer link was sent or this one was ' +
    'switched off. Contact us and we will send you the current one.',
  loadFailed: 'Your dates could not be loaded: ',
  none: 'No dates are coming up at your hotel yet.',
  datePage: 'The date on the site',
  /** Beside a date in the coming week, so the hotel finds what it is selling next at a glance. */
  soon: (days: number) => (days === 0 ? 'Today' : days === 1 ? 'Tomorrow' : `In ${days} days`),
  seats: {
    legend: 'Seats left',
    hint: 'Shows on the site at once. Sold out offers visitors "tell me if seats come back".',
    /** Where the site sends no e-mail, a sold-out date sends its visitors to the hotel instead. */
    hintMailOff:
      'Shows on the site at once. On a sold-out date, visitors are asked to contact you about returns.',
    labels: { 'few-left': 'Few seats left', 'sold-out': 'Sold out', 'on-sale': 'On sale' } satisfies Record<
      Availability,
      string
    >,
    saved: (label: string, when: string) => `Saved: ${when} now shows "${label}".`,
    failed: 'Could not change the seats: ',
    /** The date left the hotel's upcoming dates meanwhile (moved, deleted, or passed): the page reads them again. */
    notListed:
      'This date is no longer one of your hotel’s upcoming dates: your dates are shown again as they are now.',
    calledOff: 'This date is off, so its seats cannot be changed here.',
  },
  counts: {
    heading: 'What the site counted',
    views: (n: number) => (n === 1 ? '1 page view' : `${n} page views`),
    bookClicks: (n: number) => (n === 1 ? '1 Book click' : `${n} Book clicks`),
    note: 'Counted without cookies or anything about the visitor.',
  },
  posters: 'Posters to print',
  pictures: 'Pictures for social media and newsletters',
  files: {
    'poster-a4.pdf': 'A4 poster (PDF)',
    'poster-a3.pdf': 'A3 poster (PDF)',
    'feed.png': 'Post, square 1080x1080 (PNG)',
    'story.png': 'Story, 1080x1920 (PNG)',
    'share.jpg': 'Newsletter or web page, 1200x630 (JPEG)',
  } satisfies Record<KitFile, string>,
  /** A file asked for by its link (embedded: the server draws it). */
  file: {
    busy: (file: string) => `Getting the ${file}...`,
    saved: (file: string) => `The ${file} is in your downloads.`,
    failed: (file: string) => `Could not get the ${file}: `,
  },
  words: 'Words to copy',
  /** What the closed "Words to copy" holds, after its name. */
  wordsList: (names: string[]) => `(${names.map((name) => name.toLowerCase()).join(', ')})`,
  texts: {
    short: 'Short description',
    long: 'Long description',
    ageGuidance: 'Age guidance',
    dressCode: 'Dress code',
    warnings: 'Warnings',
    hashtags: 'Hashtags',
  } satisfies Record<keyof KitTexts, string>,
  badBookingLink:
    'This date’s booking link is not a web address, so its posters and pictures cannot be made yet: ' +
    'please ask us to fix it.',
  /** Before the company's address, a tap-to-mail link. */
  questions: 'Questions about a date? E-mail',
} as const;

/** The e-mail that brings a hotel its link. */
export const HOTEL_LINK_EMAIL = {
  subject: (hotel: string) => `Your dates and kit at ${hotel}, from ${COMPANY_DETAILS.name}`,
  paragraphs: (name: string, hotel: string) => [
    `${name ? `Dear ${name}` : 'Hello'},`,
    `Here is ${hotel}'s own page for the shows you host with us: your upcoming dates, a poster and pictures ` +
      'for each, the words to use, and a button to mark a date "few left" or "sold out" yourself.',
    'The link is yours alone and needs no account. Please keep it to your team: anyone with it can change ' +
      "your dates' seats. If it goes astray, ask us for a new one and this one stops working.",
  ],
  action: 'Open your dates and kit',
  reason: (hotel: string) => `You receive this because you are ${hotel}'s contact for our shows.`,
} as const;
