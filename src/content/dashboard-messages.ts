import type { InboxFilter } from '../domain/inbox';
import type { ReplyState } from '../domain/inbox-reply';
import { COMPANY_DETAILS } from './company';

/** The words of the dashboard's Messages: contact messages and hosting enquiries, new until opened, handled or not. */
export const MESSAGES_WORDS = {
  filters: { all: 'All', new: 'New', handled: 'Handled' } satisfies Record<InboxFilter, string>,
  filterLabel: (noun: string) => `Show ${noun}`,
  newBadge: 'New',
  handledBadge: 'Handled',
  open: 'Open',
  close: 'Close',
  reply: 'Reply',
  markHandled: 'Mark handled',
  markNotHandled: 'Mark not handled',
  markFailed: (reason: string) => `That could not be saved: ${reason}`,
  emptyFilter: (filter: InboxFilter, noun: string) =>
    filter === 'new' ? `No new ${noun}.` : filter === 'handled' ? `No handled ${noun}.` : `No ${noun} yet.`,
  newCount: (n: number) => `${n} new`,
  /** A reply's subject quotes what the visitor wrote about, so they know what it answers. */
  replySubject: (about: string) => `Re: ${about} (${COMPANY_DETAILS.name})`,
};

/** The words of a reply written in a message's card, and of the answers kept in its history. */
export const REPLY_WORDS = {
  heading: (what: string) => `Reply to ${what}`,
  to: 'To',
  subject: 'Subject',
  answer: 'Your answer',
  answerHint: (max: number) =>
    `Kept with the message and sent through the site's e-mail (where it is set up), their message quoted below it. Their answer comes to the company's address. At most ${max} characters.`,
  send: 'Send reply',
  /** Where the site cannot send e-mail: said as the form opens, and its button says what it does. */
  mailOff: (to: string) =>
    `E-mail is not set up on this site, so this reply will be kept with the message but not sent. To answer ${to}, write to them from the company's own e-mail too.`,
  keep: 'Keep reply',
  sending: 'Sending...',
  cancel: 'Cancel',
  sendFailed: (reason: string) => `The reply was not sent: ${reason}`,
  sent: (to: string, state: string) => `Reply to ${to} kept with the message. ${state}.`,
  history: 'Replies',
  historyFailed: (reason: string) => `The replies could not be loaded: ${reason}`,
  byWhom: (who: string) => `, by ${who}`,
  states: {
    sent: 'Sent',
    waiting: 'Waiting in the outbox',
    failed: 'Failed',
    held: 'Not e-mailed: e-mail is not set up on this site (kept in E-mail, to read)',
    'not-sent': 'Not e-mailed: e-mail was not set up on this site',
    unknown: 'Sent or failed (no longer in the e-mail log)',
  } satisfies Record<ReplyState, string>,
  /** Printed at the foot of the e-mail: why the visitor gets it. */
  mailReason: 'You get this e-mail because you wrote to us through our website.',
};
