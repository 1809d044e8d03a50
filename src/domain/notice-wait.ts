import { canBook, isCalledOff, type ListingNews } from './listing-revision';
import type { Venue } from './venue';

/**
 * The e-mails a listing change sends, by the kind (embedded outbox) or template (hosted `mail`) name both
 * stores give them. Each waits a few minutes before it goes (decision 0040), so a change undone in time
 * sends nothing.
 */
export const NOTICE_KINDS = [
  'date-cancelled',
  'date-postponed',
  'date-moved',
  'new-date',
  'seats-back',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const isNoticeKind = (kind: string): kind is NoticeKind =>
  (NOTICE_KINDS as readonly string[]).includes(kind);

/** How long notices wait when nothing else is set (NOTICE_DELAY_MINUTES, VITE_NOTICE_DELAY_MINUTES). */
export const DEFAULT_NOTICE_DELAY_MINUTES = 10;

/**
 * Is a waiting notice of `kind`, written when the listing stood on `date`, still true of the listing as it
 * is now (`null`: deleted)? One that is not is withdrawn by the write that made it untrue: an Undo, or the
 * manager putting the date back by hand.
 */
export function noticeStillTrue(
  kind: string,
  date: string,
  now: Pick<Venue, 'status' | 'availability' | 'date'> | null,
): boolean {
  if (!now) return false;
  switch (kind) {
    case 'date-cancelled':
      return now.status === 'cancelled';
    case 'date-postponed':
      return now.status === 'postponed';
    case 'date-moved':
      return !isCalledOff(now) && now.date === date;
    case 'new-date':
    case 'seats-back':
      return canBook(now) && now.date === date;
    default:
      return true;
  }
}

/**
 * What a write tells the subscribers, once it has withdrawn the waiting notices it made untrue (`withdrawn`:
 * their kinds): the news `listingNews` found, or less.
 * - An Undo within the wait puts things back as they were: a cancel undone is not "back on sale", a move
 *   undone is not a move back. Only the people who were never told of the change would hear of it, and for
 *   them nothing changed.
 * - A date whose "new date" e-mails had not gone yet was never announced: cancelling or postponing it tells
 *   nobody (nobody heard of it), and moving it announces it at its new day rather than as a move.
 */
export function newsAfterRecall(
  withdrawn: ReadonlySet<string>,
  news: ListingNews | null,
  before: Pick<Venue, 'previousDate'>,
  after: Pick<Venue, 'date'>,
): ListingNews | null {
  if (news === 'new-date') {
    return withdrawn.has('date-cancelled') || withdrawn.has('date-postponed') ? null : news;
  }
  if (withdrawn.has('new-date')) return news === 'moved' ? 'new-date' : null;
  if (news === 'moved')
    return withdrawn.has('date-moved') && after.date === before.previousDate ? null : news;
  return news;
}

/** Waiting notices, one group per listing and kind, as the dashboard shows them. */
export interface PendingNotices {
  /** `listingId:kind`, what Send now and Don't send name. */
  id: string;
  listingId: string;
  kind: NoticeKind;
  /** How many people they go to. */
  people: number;
  /** When they go (ISO time). */
  dueAt: string;
}

export const pendingNoticesId = (listingId: string, kind: string) => `${listingId}:${kind}`;

/** Who would be told of a change about to be made: people, and whether the site can e-mail them. */
export interface NoticeAudience {
  people: number;
  mailEnabled: boolean;
  /**
   * The date's "new date" e-mails still wait: nobody has heard of it, so cancelling or postponing it tells
   * nobody and withdraws them (newsAfterRecall).
   */
  unannounced: boolean;
  /** How long their e-mails would wait, undoable, before they go. */
  delayMinutes: number;
}

/** The waiting notices as the dashboard reads them. */
export interface PendingNoticeList {
  delayMinutes: number;
  notices: PendingNotices[];
  /**
   * Hosted mode: the e-mails are written by a manager's open dashboard when their time comes, so with no
   * dashboard open they wait until one opens (decision 0040). The dashboard says so.
   */
  sentByDashboard: boolean;
  /**
   * When this was read (ISO time), by the clock the e-mails wait by: the server's, or hosted the host's
   * (host-clock.ts). The dashboard counts the minutes left from it, whatever the browser's own clock says.
   */
  readAt: string;
}
