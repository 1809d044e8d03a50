import type { RetentionPolicy } from '../domain/retention';
import { COMPANY_DETAILS } from './company';

/** The privacy statement's section on how long things are kept: its words come from the site's settings. */
export const RETENTION_HEADING = 'How long we keep it';

const months = (n: number) => (n === 1 ? '1 month' : `${n} months`);

/** What a manager's erase of a person removes (both modes), so the statement says what "erase" means. */
const ERASE_REMOVES =
  'When you ask us to erase your e-mail address, we remove every record of it at once, whether or not you subscribed: your subscriptions, the e-mails we sent you, any "Tell me if seats come back" requests, and the messages and hosting enquiries you sent us with our replies.';

/** What the site actually does with old records (src/domain/retention.ts), in words. */
export function retentionParagraphs(policy: RetentionPolicy): string[] {
  return [
    policy.submissionMonths === null
      ? 'Contact messages and hosting enquiries are kept until our managers erase them: nothing on this site deletes them automatically. Ask us and we will erase yours at once.'
      : `Contact messages and hosting enquiries are deleted automatically ${months(policy.submissionMonths)} after they arrive, sooner if you ask.`,
    policy.mailLogDays === null
      ? 'A subscription lasts until you unsubscribe or ask us to erase it. Our record of the e-mails we sent is kept until a manager deletes it; ask us and we will.'
      : `A subscription lasts until you unsubscribe or ask us to erase it. The record of e-mails we sent is deleted after ${policy.mailLogDays} days.`,
    ...(policy.seatsBackDays === undefined
      ? []
      : [
          `"Tell me if seats come back": your e-mail address, how many seats and which date you asked about, with the words you agreed to, when and on which page (your consent, given by ticking the box and confirming by e-mail). We delete them ${policy.seatsBackDays} days after that date${policy.seatsBackOnDashboardOpen ? ' (the first time one of our managers opens the site’s dashboard after that)' : ''}, or at once when you leave the list with the link in our e-mails.`,
        ]),
    ERASE_REMOVES,
  ];
}

/** The privacy statement's section on Insights (decision 0028): what is counted, why, and how to object. */
export const COUNTING_HEADING = 'What we count, and how to object';

/** How to turn Global Privacy Control on, browser by browser. */
export const GPC_HOW_TO: readonly string[] = [
  'Firefox: Settings, Privacy & Security, then tick "Tell websites not to sell or share my data".',
  'Brave and the DuckDuckGo browser: it is on already.',
  'Chrome, Edge and Safari do not offer it themselves: add an extension that sends it, such as DuckDuckGo Privacy Essentials or Privacy Badger.',
];

/** Hosted mode: what Firebase's library keeps in the browser, which no setting turns off (decision 0028). */
export const FIREBASE_LIBRARY_RECORD =
  'This site runs on Google’s Firebase. Its pages read our dates and add to these totals with plain web requests, which keep nothing in your browser. Only when you send us a message, ask to host a show or subscribe does the page load Firebase’s own library, and that library keeps one small record in your browser (an IndexedDB database named firebase-heartbeat-database): the library’s version and the last day it ran, nothing that identifies you. It sends the same to Google with its requests, and the site cannot turn it off. Your browser’s “clear site data” removes it.';

/** What the site counts, in words; where it counts nothing (hosted mode for now), it says so. */
export function countingParagraphs(policy: RetentionPolicy): string[] {
  if (policy.countsMonths === null)
    return [
      'This site does not count your visits. If it starts to, this section will say what it counts, and browsers sending Global Privacy Control will be left out.',
    ];
  return [
    `To learn which shows and dates people look for, and where to take our shows next, this site counts, day by day: how often each page is seen; how often the Book, calendar and share links of each date are followed; searches on What’s on for a city; subscriptions started and confirmed; ${policy.countsReferrers ? 'the name of the website that sent a visit (for example google.com, never the page address); ' : ''}and whether the visit came from a phone, a tablet or a computer.`,
    `These are totals only. We store no IP address, no browser details and nothing that identifies you or your device; no cookie or local storage is used for this, and nothing goes to anyone ${policy.firebaseLibraryRecord ? 'but our hosting provider' : 'else'}. Our own managers’ visits and search-engine robots are left out. The daily totals are deleted after ${months(policy.countsMonths)}.`,
    ...(policy.firebaseLibraryRecord ? [FIREBASE_LIBRARY_RECORD] : []),
    'Lawful basis: our legitimate interest in improving the site and planning our tours. UK law allows a site to count statistics of this kind for itself without asking first, as long as it tells you and lets you object for free.',
    'To object, turn on Global Privacy Control in your browser: this site then counts nothing of your visits, and needs no cookie to remember your choice.',
  ];
}

/** While the settings are on their way (a visit that did not start on this page): nothing untrue meanwhile. */
export const RETENTION_LOADING = 'Checking how long this site keeps records...';
export const RETENTION_FAILED = `This part could not be loaded just now: reload the page, or ask us at ${COMPANY_DETAILS.email}.`;

/** A statement page: headed sections of plain paragraphs (and optional lists). */
export interface Statement {
  heading: string;
  lead: string;
  sections: readonly { heading: string; paragraphs: readonly string[]; list?: readonly string[] }[];
}

/** /privacy: what each form collects, why, on what basis, for how long, who sees it, and people's rights. */
export const PRIVACY: Statement = {
  heading: 'Privacy',
  lead: `How ${COMPANY_DETAILS.name} uses what you tell us, and what you can ask of us. We keep as little as we can, for as short a time as we can.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${COMPANY_DETAILS.name}, ${COMPANY_DETAILS.address.join(', ')}, is the controller of the personal data described here. Write to us at ${COMPANY_DETAILS.email} about anything on this page.`,
      ],
    },
    {
      heading: 'What each form collects, and why',
      paragraphs: [],
      list: [
        'Contact form: your name, e-mail, phone number and message, so we can answer you. Lawful basis: our legitimate interest in replying to the people who write to us.',
        'Hosting enquiry: your venue, its e-mail, phone number, web address and message, so we can talk about bringing a show to you. Lawful basis: steps at your request before a possible contract.',
        '"Tell me when" and new-date e-mails: your e-mail address, the show and city you chose, the words you agreed to, when and on which page. Lawful basis: your consent, which you give by ticking the box and confirming by e-mail, and can withdraw at any time with one click.',
      ],
    },
    {
      heading: RETENTION_HEADING,
      paragraphs: [],
    },
    {
      heading: COUNTING_HEADING,
      paragraphs: [],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'Only our production managers, who sign in to our dashboard. We do not sell or share your details. Our hosting and e-mail providers process them for us under contract, in the UK or under UK-approved safeguards.',
      ],
    },
    {
      heading: 'Cookies and third parties',
      paragraphs: [
        'We use no tracking or advertising cookies and no analytics service. Managers who sign in get one session cookie, which is needed for signing in.',
        'The map on our contact page comes from OpenStreetMap and loads only when you ask for it; until then, nothing is requested from OpenStreetMap. Booking links take you to each venue, whose own privacy notice then applies.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You may ask for a copy of what we hold about you, ask us to correct or erase it, object to or restrict how we use it, and withdraw consent at any time (every e-mail has a one-click unsubscribe link). Write to ${COMPANY_DETAILS.email} or call ${COMPANY_DETAILS.phone}; we answer within one month.`,
        "If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office (ico.org.uk, 0303 123 1113). We would be grateful for the chance to put it right first.",
      ],
    },
  ],
};

/** /accessibility: the target, how we test, what we know falls short, and how to tell us. */
export const ACCESSIBILITY: Statement = {
  heading: 'Accessibility',
  lead: 'We want everyone to be able to find a show, a date and a way to book, whatever device or assistive technology they use.',
  sections: [
    {
      heading: 'Our target',
      paragraphs: [
        'This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
      ],
    },
    {
      heading: 'How we test',
      paragraphs: [
        'Every page is checked automatically with axe in a real browser each time the site changes, and scored with Lighthouse. We also check pages with the keyboard alone, at 400% zoom, and at phone and desktop widths.',
      ],
    },
    {
      heading: 'Known limits',
      paragraphs: [],
      list: [
        'Tickets are sold by each venue: their booking pages are not ours and may not meet the same standard.',
        'The OpenStreetMap map on the contact page is a third-party map; our address and directions are also given as text beside it.',
        'Photographs of past shows have short descriptions rather than full accounts of the scene.',
      ],
    },
    {
      heading: 'Tell us about a problem',
      paragraphs: [
        `If something on this site does not work for you, or you need information in another format, e-mail ${COMPANY_DETAILS.email} or call ${COMPANY_DETAILS.phone} (${COMPANY_DETAILS.hours}). We reply within two working days.`,
        'If you are not happy with our reply, you can contact the Equality Advisory and Support Service (EASS).',
      ],
    },
  ],
};
