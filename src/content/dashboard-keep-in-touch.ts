import { nothingHeld } from '../domain/address-records';
/** The dashboard's words for subscribers, the e-mail outbox and erasing what visitors sent. */
export const MAIL_OFF_NOTICE = {
  title: 'E-mail is not set up, so visitors are not offered "Tell me when" or "Tell me if seats come back"',
  body: "Nobody could confirm a request or hear about a new date, so the site does not ask. Whoever runs the server sets SMTP_URL and MAIL_FROM (see the README, Configuration) and restarts it. Until then nothing is sent: every e-mail the site would send (an enquiry's acknowledgement, a date's notices) is kept under E-mail, where you can read it. A hotel's private link is the exception: it is shown to you once, to pass on, and kept nowhere.",
} as const;

/** The buttons over the lists of what visitors sent (subscribers, hosting requests, messages). */
export const LIST_BUTTONS_COPY = {
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  download: 'Download CSV',
  preparing: 'Preparing CSV...',
} as const;

export const SUBSCRIBERS_COPY = {
  // Under the section's own heading (Subscribers): what the list is, not the section's name again.
  title: 'Everyone subscribed',
  pages: 'Subscriber list pages',
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
  // Under the section's own heading (E-mail).
  title: 'E-mails sent and waiting',
  intro:
    'What the site has sent, what is waiting to go, and what failed, with the reason. Open one to read it.',
  /** Without SMTP: the outbox is where a newcomer reads what the site would send. */
  introHeld:
    'Nothing is sent while e-mail is not set up: each e-mail the site would send is kept here, unsent, for you to read. A hotel’s private link is not: it is shown to you once, to pass on.',
  noun: 'e-mails',
  refresh: 'Refresh',
  loading: 'Loading e-mail...',
  failed: (reason: string) => `The e-mail list could not be loaded: ${reason}`,
  countsLabel: 'E-mail by state',
  counts: { sent: 'Sent', waiting: 'Waiting', sending: 'Sending', failed: 'Failed', held: 'Kept, not sent' },
  none: 'No e-mail yet.',
  listTitle: 'Newest e-mails',
  to: 'To',
  reason: 'Reason',
  noSubject: '(no subject: written by a template)',
  attempts: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`,
  read: 'Read',
  hide: 'Hide',
  /** After Read/Hide, for a screen reader: which e-mail. */
  readWhich: (subject: string, to: string) => `: ${subject} to ${to}`,
  textLabel: (subject: string) => `The words of ${subject}`,
  reading: 'Opening the e-mail...',
  readFailed: (reason: string) => `The e-mail could not be opened: ${reason}`,
  noText: 'Its words are written by the e-mail template on the mail server, so they are not kept here.',
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
    'Someone asked what we keep of their e-mail address, or asked us to erase it? Type it here: this finds their subscriptions, "Tell me if seats come back" requests, messages, hosting enquiries and e-mails, subscriber or not.',
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
  messages: (n: number) => `Messages and hosting enquiries sent with this address: ${n}`,
  emails: (n: number) => `E-mails to this address kept: ${n}`,
  what: (email: string) => `everything we keep of ${email}`,
  removes:
    'Their subscriptions, seats-back requests, messages and hosting enquiries (with our replies) and e-mails go, all at once.',
} as const;
