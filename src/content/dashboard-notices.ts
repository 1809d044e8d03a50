import type { NoticeKind } from '../domain/notice-wait';

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);
const minutes = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`);

/** What each kind of waiting e-mail tells its readers about the date. */
const TELLS: Record<NoticeKind, string> = {
  'date-cancelled': 'that it is cancelled',
  'date-postponed': 'that it is postponed',
  'date-moved': 'that it has moved to this day',
  'new-date': 'that it is on sale',
  'seats-back': 'that seats are back',
};

/** The Listings section's e-mails that wait before they go (decision 0040), and the question before a change. */
export const NOTICE_WORDS = {
  title: 'E-mails waiting to go',
  intro: (delay: number) =>
    `E-mails a change sends wait ${minutes(delay)} before they go. Undo the change, or choose Don't send, and nobody is told.`,
  hostedNote:
    'This page sends them when their time comes, while it is open. If no manager has the dashboard open then, they go when one next opens it.',
  about: (label: string, kind: NoticeKind, n: number) => `${label}: tells ${people(n)} ${TELLS[kind]}.`,
  due: (time: string, left: number) =>
    left <= 0 ? `Going now (due ${time}).` : `Goes at ${time}, in ${minutes(left)}.`,
  gone: 'A date no longer listed',
  sendNow: 'Send now',
  doNotSend: "Don't send",
  forWhom: (label: string) => `(${label})`,
  sent: (label: string) => `Sent now: ${label}.`,
  dropped: (label: string) => `Not sent, and will not be: ${label}.`,
  failed: 'That did not work: ',
  loadFailed: 'The e-mails waiting to go could not be read: ',
  confirm: {
    question: {
      cancelled: (label: string) => `Cancel ${label}?`,
      postponed: (label: string) => `Postpone ${label}?`,
      movedTo: (label: string, day: string) => `Move ${label} to ${day}?`,
      correctedTo: (label: string, day: string) => `Correct ${label} to ${day}?`,
      moved: (dates: number, days: number) =>
        `Move ${dates === 1 ? '1 date' : `${dates} dates`} ${Math.abs(days) === 1 ? '1 day' : `${Math.abs(days)} days`} ${days > 0 ? 'later' : 'earlier'}?`,
    },
    upTo: 'Up to ',
    counting: 'Counting who will be told…',
    told: (n: number, delay: number) =>
      `${people(n)} will be told by e-mail in ${minutes(delay)}, unless you undo this or choose Don't send before then.`,
    toldNow: (n: number) => `${people(n)} will be told by e-mail straight away.`,
    nobody: 'Nobody has asked to hear about this show in this city, so nobody is e-mailed.',
    unannounced:
      'Its "new date" e-mails have not gone yet, so nobody has heard of this date: they are withdrawn, and nobody is e-mailed.',
    mailOff: (n: number) =>
      `E-mail is not set up, so the ${people(n)} who asked about this show in this city will not be told.`,
    countFailed: 'Who will be told could not be counted: ',
    yes: {
      cancelled: 'Cancel the date',
      postponed: 'Postpone the date',
      moved: 'Move them',
      movedTo: 'Move the date',
      correctedTo: 'Correct the day',
    },
    keep: 'Keep it as it is',
  },
} as const;
