import { COMPANY_DETAILS } from './company';
import { SUBSCRIBE_BUTTON_COPY } from './subscribe-button';

/**
 * After a request when the address had its one confirmation e-mail of the day already (either form): the
 * request is kept, and asking again another day sends its link.
 */
export const CONFIRMATION_SENT_EARLIER =
  "No e-mail is on its way for this request: this address was sent one of ours earlier today, and we send at most one a day, so that nobody can fill someone's inbox through this form. If that e-mail asked you to confirm, the page its link opens lists this request too; or ask again tomorrow.";

export const SUBSCRIPTION_EMAIL = {
  confirmSubject: `Please confirm: e-mails from ${COMPANY_DETAILS.name}`,
  confirmIntro: (consent: string) => [
    `You (or someone using your address) asked us to: "${consent}"`,
    "Please confirm with the link below. Until you do, we won't send you anything else, and if you didn't ask, ignore this e-mail: nothing more will come.",
    'The link confirms this request only. Anything else you asked for today is listed on the page it opens, each with its own button: we send one e-mail like this a day, so that nobody can fill your inbox through our forms.',
  ],
  confirmAction: 'Yes, send me these e-mails',
  /** A request the address has confirmed already, asked for again: the form said an e-mail was coming. */
  alreadySubject: `Already signed up: e-mails from ${COMPANY_DETAILS.name}`,
  alreadyIntro: (consent: string) => [
    `You (or someone using your address) asked us again to: "${consent}"`,
    'This address is signed up for that already, so there is nothing to do: we will e-mail you as before. If you would rather we stopped, use the link at the end of this e-mail.',
  ],
  alreadyAction: "See what's on",
  confirmReason: 'You are receiving this one e-mail because this address was entered on our website.',
  newDateSubject: (show: string, city: string, date: string) => `${show} comes to ${city} on ${date}`,
  newDateBody: (show: string, hotel: string, location: string, date: string, time: string) => [
    `Good news: ${show} has a new date at ${hotel}, ${location}, on ${date}, starting at ${time}.`,
    'Tickets are sold by the venue: follow the link to see the date and book.',
  ],
  newDateAction: 'See the date and book',
  /** A cancelled or postponed date going ahead after all: its subscribers may have been told it was off. */
  backOnSubject: (show: string, city: string, date: string) => `Back on: ${show} in ${city} on ${date}`,
  backOnBody: (show: string, hotel: string, location: string, date: string, time: string) => [
    `Good news: ${show} at ${hotel}, ${location}, on ${date} at ${time} is going ahead after all.`,
    'Tickets are sold by the venue: follow the link to see the date and book.',
  ],
  subscriberReason: (consent: string) => `You are receiving this because you asked us: "${consent}"`,
} as const;

/** The "tell me when" / newsletter form and the pages its e-mails link to. */
export const SUBSCRIBE_FORM_COPY = {
  ...SUBSCRIBE_BUTTON_COPY,
  intro:
    'One e-mail when a date is added for what you choose, and one if it is called off or moved. Nothing else, and you can stop with one click.',
  labels: { email: 'E-mail', show: 'Which show?', city: 'Which city?' },
  anyShow: 'Any show',
  anywhere: 'Anywhere',
  submit: 'Sign me up',
  success: {
    'confirmation-sent': 'Nearly done: we have sent you an e-mail. Please click the link in it to confirm.',
    'confirmation-sent-earlier': CONFIRMATION_SENT_EARLIER,
    // The site's e-mail is not set up (no SMTP, or no e-mail link in hosted mode): say that nothing is coming
    // yet, rather than promise a confirmation e-mail that cannot be sent.
    stored:
      "Thank you: we have noted your request. Our e-mail is not switched on yet, so no confirmation is on its way, and we send nothing until you confirm. New dates appear on What's on in the meantime.",
  },
} as const;

export const SUBSCRIPTION_PAGES = {
  confirm: {
    heading: 'Confirm your request',
    prompt: 'Press the button to confirm that you want these e-mails. Nothing is sent until you do.',
    /** The one request this link confirms (LinkRequest), named before the button. */
    asked: (consent: string, seats: string | null) =>
      `This link confirms: "${consent}"${seats ? ` Party size: ${seats}.` : ''}`,
    reading: 'Reading what this link confirms...',
    action: 'Yes, I want these e-mails',
    working: 'Just a moment...',
    // The same page confirms new-date e-mails and "tell me if seats come back": words that fit both.
    done: 'Thank you: confirmed. We will e-mail you only about what you asked for, and every e-mail has a link to stop.',
    missingToken: 'This page needs the link from your confirmation e-mail. Please open that link again.',
    /** The address's other requests not confirmed yet (LinkRequest.others), offered once this one is. */
    others: {
      heading: 'Also asked with this address',
      intro:
        'Not confirmed yet, as we send one confirmation e-mail a day. Confirm each one you asked for; leave any you did not, and it is forgotten.',
      request: (consent: string, seats: string | null) =>
        `"${consent}"${seats ? ` Party size: ${seats}.` : ''}`,
      confirm: 'Confirm this too',
      confirmed: 'Confirmed.',
    },
  },
  unsubscribe: {
    heading: 'Unsubscribe',
    prompt: 'Press the button to stop the e-mails of the request this link came with.',
    action: 'Unsubscribe me',
    working: 'Just a moment...',
    // One link ends one request: another one the person made keeps its e-mails, and its own link.
    done: 'Done: we will not e-mail you about that request again. Any other request you made has its own link to stop it.',
    missingToken: 'This page needs the link from one of our e-mails. Please open that link again.',
  },
  failed: 'We could not do that just now. Please try the link again in a moment.',
  home: 'Back to the home page',
} as const;

/**
 * The answer to a "tell me when" or "tell me if seats come back" request on a server that cannot send
 * e-mail (no SMTP): the pages do not offer the forms then, so only an old page or a script meets it.
 */
export const MAIL_OFF_REFUSAL =
  "This site cannot send e-mail just now, so it is not taking e-mail addresses: nothing was stored. New dates are listed on What's on.";
