import type { InboxFilter } from '../domain/inbox';
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
