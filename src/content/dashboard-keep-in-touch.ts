import { nothingHeld } from '../domain/address-records';
/** The dashboard's words for subscribers, the e-mail outbox and erasing what visitors sent. */
export const MAIL_OFF_NOTICE = {
  title: 'E-mail is not set up: subscriptions are stored but no e-mail is sent',
  body: 'Nobody can confirm a subscription or hear about a new date until it is. Whoever runs the server sets SMTP_URL and MAIL_FROM (see the README), then restarts it.',
} as const;

/** The buttons over the lists of what visitors sent (subscribers, hosting requests, messages). */
export const LIST_BUTTONS_COPY = {
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  download: 'Download CSV',
  preparing: 'Preparing CSV...',
} as const;

export const SUBSCRIBERS_COPY = {
  title: 'Subscribers',
  noun: 'subscribers',
  demandTitle: 'Where people want us next',
  demandIntro:
    'Everyone who asked to hear about new dates. Confirmed people get the e-mails; the others have not clicked the link in their confirmation e-mail yet.',
  byCity: 'By city',
  byShow: 'By show',
  cityColumn: 'City',
  showColumn: 'Show',
  anyShow: 'Any show',
  anywhere: 'Anywhere',
  confirmed: 'Confirmed',
  waiting: 'Not confirmed yet',
  none: 'Nobody has subscribed yet.',
  listTitle: 'Everyone subscribed, newest first',
  wants: 'Wants',
  since: 'Since',
  statusConfirmed: 'Confirmed',
  statusWaiting: 'Not confirmed yet',
  what: (email: string) => `the subscriber ${email}`,
  /** Under the erase question: everything of the address that goes with it (both modes). */
  eraseRemoves: 'Their e-mails and any "Tell me if seats come back" requests go with them.',
  loading: 'Loading subscribers...',
  failed: (reason: string) => `The subscribers could not be loaded: ${reason}`,
  csvFailed: (reason: string) => `The CSV could not be prepared: ${reason}`,
  csvFile: 'subscribers',
} as const;

export const OUTBOX_COPY = {
  title: 'E-mail',
  intro: 'What the site has sent, what is waiting to go, and what failed, with the reason.',
  noun: 'e-mails',
  refresh: 'Refresh',
  loading: 'Loading e-mail...',
  failed: (reason: string) => `The e-mail list could not be loaded: ${reason}`,
  countsLabel: 'E-mail by state',
  counts: { sent: 'Sent', waiting: 'Waiting', sending: 'Sending', failed: 'Failed' },
  none: 'No e-mail yet.',
  listTitle: 'Newest e-mails',
  to: 'To',
  reason: 'Reason',
  noSubject: '(no subject: written by a template)',
  attempts: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`,
} as const;

/** Erasing one record for good, on a person's request (UK GDPR art. 17), always asked twice. */
export const ERASE_COPY = {
  erase: 'Erase',
  confirm: (what: string) => `Erase ${what} for good? This cannot be undone.`,
  yes: 'Yes, erase',
  cancel: 'Cancel',
  erasing: 'Erasing...',
  erased: (what: string) => `Erased ${what}.`,
  failed: (reason: string) => `It was not erased: ${reason}`,
} as const;

/**
 * Finding what we keep of one address, and erasing all of it, on a person's request (UK GDPR arts. 15 and
 * 17): for anyone, including a person who only asked "tell me if seats come back" and so is not a subscriber.
 */
export const ADDRESS_COPY = {
  title: "Find a person's address",
  intro:
    'Someone asked what we keep of their e-mail address, or asked us to erase it? Type it here: this finds their subscriptions, "Tell me if seats come back" requests and e-mails, subscriber or not.',
  label: 'E-mail address',
  find: 'Find',
  finding: 'Finding...',
  failed: (reason: string) => `The address could not be looked up: ${reason}`,
  nothing: nothingHeld,
  heldTitle: (email: string) => `What we keep of ${email}`,
  subscriptions: 'Subscribed to',
  seatsBack: 'Waiting for seats',
  told: 'told',
  unknownDate: 'a date no longer listed',
  emails: (n: number) => `E-mails to this address kept: ${n}`,
  what: (email: string) => `everything we keep of ${email}`,
  removes:
    'Their subscriptions, seats-back requests and e-mails go, all at once. Messages and hosting requests they sent are erased one by one in their own lists.',
} as const;
