import { noticeStillTrue } from '../../src/domain/notice-wait';
import type { Venue } from '../../src/domain/venue';
import type { Store } from '../db/store';
import type { WithdrawnNotice } from '../db/outbox-repository';

/** Takes back what a withdrawn notice had marked, so the next true change tells the person again. */
function unmark(store: Store, notice: WithdrawnNotice, listing: Venue): void {
  if (notice.kind === 'seats-back' && notice.seatsBackId) store.seatsBack.unmarkTold(notice.seatsBackId);
  if ((notice.kind === 'new-date' || notice.kind === 'date-moved') && notice.subscriberId) {
    store.subscribers.forgetNoticed(notice.subscriberId, { ...listing, date: notice.date });
  }
}

/**
 * Withdraws the waiting notices of a listing that its write made untrue (an Undo, a date put back by hand,
 * a delete: `after` null). Call inside the write's transaction, before the write's own notices are queued.
 * `before` is the listing the notices were written about. Returns the kinds of e-mail withdrawn.
 */
export function recallUntrueNotices(store: Store, before: Venue, after: Venue | null): Set<string> {
  const withdrawn = new Set<string>();
  for (const { kind, date } of store.outbox.waitingNoticesOf(before.id)) {
    if (noticeStillTrue(kind, date, after)) continue;
    for (const notice of store.outbox.withdrawNotices(before.id, kind, date)) {
      unmark(store, notice, before);
      withdrawn.add(kind);
    }
  }
  return withdrawn;
}

/** Drops one listing's waiting notices of one kind (the dashboard's Don't send). */
export function dropNotices(store: Store, listingId: string, kind: string): number {
  return store.transaction(() => {
    const listing = store.venues.find(listingId);
    const withdrawn = store.outbox.withdrawNotices(listingId, kind);
    if (listing) for (const notice of withdrawn) unmark(store, notice, listing);
    return withdrawn.length;
  });
}
