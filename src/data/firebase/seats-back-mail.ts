/**
 * The manager's browser tells the people waiting for a date's seats when a write puts it back on sale, as
 * the embedded server does (server/subscriptions/seats-back-mail.ts). Loaded with the new-date notices.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { formatDateWithWeekday, isUpcoming } from '../../domain/dates';
import { canBook, seatsCameBack } from '../../domain/listing-revision';
import { seatsWords } from '../../domain/seats-back';
import { startWords } from '../../domain/event-timing';
import { SHOW_NAMES } from '../../domain/shows';
import type { Venue } from '../../domain/venue';
import { listingPlace } from '../../domain/hotel-places';
import { bookingHref } from '../../domain/booking-link';
import { MAIL, PENDING_MAIL, SEATS_BACK } from './collections';
import { HOTELS } from './hotel-store';
import { waitingMailDoc } from './pending-notices';
import { MAIL_TEMPLATES } from './mail-store';
import { SEATS_BACK_READ_LIMIT, seatsBackMailId } from './seats-back-store';
import { VENUES } from './venue-store';
import { HISTORY } from './venue-history';

/**
 * How long a manager's own change that put a date back on sale is left to tell its list: that manager's
 * browser tells it as it saves (notifySeatsBack), and another dashboard telling the same people at the same
 * moment would have its e-mails refused by the rules (an e-mail is never overwritten) and log the refusal.
 */
export const OWN_CHANGE_TELLS_MS = 2 * 60_000;

/** Requests told per batch: each is two writes (the e-mail and the request's `told`), 500 a batch at most. */
const TOLD_PER_BATCH = 200;

/** The waiting requests of one date, in the order they were asked (ties by id, so the order is stable). */
async function waitingFor(db: Firestore, venueId: string): Promise<QueryDocumentSnapshot[]> {
  // Two equalities need no composite index; the queue is short enough to order here.
  const snapshot = await getDocs(
    query(
      collection(db, SEATS_BACK),
      where('listing', '==', venueId),
      where('told', '==', false),
      limit(SEATS_BACK_READ_LIMIT),
    ),
  );
  // A Timestamp's valueOf() sorts as text to the nanosecond (two requests may share a millisecond).
  const askedAt = (d: QueryDocumentSnapshot) => {
    const at: unknown = d.data().askedAt;
    return at instanceof Timestamp ? at.valueOf() : '';
  };
  return [...snapshot.docs].sort((a, b) => askedAt(a).localeCompare(askedAt(b)) || a.id.localeCompare(b.id));
}

/**
 * The e-mail's Book link, as the date page's (src/domain/booking-link.ts): with `utm_source` unless the
 * hotel saved at the listing's place asked for plain links. One read of the hotel, when someone waits.
 */
async function bookLink(db: Firestore, venue: Venue): Promise<string> {
  const saved = await getDocs(
    query(collection(db, HOTELS), where('place', '==', listingPlace(venue)), limit(1)),
  );
  const bookingSource = saved.docs[0]?.data().bookingSource !== false;
  return bookingHref(venue.bookingUrl, { bookingSource }) ?? venue.bookingUrl;
}

/**
 * Writes one e-mail per request waiting for `venue`, in queue order, each in the same batch as its request's
 * `told`, so nobody is told twice: the mail id is the request's, and the rules refuse to overwrite an e-mail.
 * Returns how many were written.
 */
async function tellWaiting(
  db: Firestore,
  venue: Venue,
  wait: { now: Date; delayMs: number },
): Promise<number> {
  const queue = await waitingFor(db, venue.id);
  if (queue.length === 0) return 0;
  const data = {
    show: SHOW_NAMES[venue.show],
    date: formatDateWithWeekday(venue.date),
    time: startWords(venue),
    hotel: venue.hotelName,
    location: venue.hotelLocation,
    bookingUrl: await bookLink(db, venue),
  };
  for (let start = 0; start < queue.length; start += TOLD_PER_BATCH) {
    const batch = writeBatch(db);
    queue.slice(start, start + TOLD_PER_BATCH).forEach((request, i) => {
      const r = request.data();
      const mail = {
        to: String(r.email),
        template: {
          name: MAIL_TEMPLATES.seatsBack,
          data: {
            ...data,
            id: request.id,
            token: String(r.token),
            seats: seatsWords(Number(r.partySize)),
            consentText: String((r.consent as { text?: unknown } | undefined)?.text ?? ''),
          },
        },
        // The place in the queue, for whoever reads the log: the e-mails are written in this order.
        queue: start + i + 1,
      };
      const id = seatsBackMailId(request.id);
      if (wait.delayMs > 0) {
        const dueAt = new Date(wait.now.getTime() + wait.delayMs);
        batch.set(doc(db, PENDING_MAIL, id), waitingMailDoc({ mail, listing: venue, dueAt }));
      } else batch.set(doc(db, MAIL, id), { ...mail, createdAt: serverTimestamp() });
      batch.update(request.ref, { told: true, toldAt: serverTimestamp() });
    });
    await batch.commit();
  }
  return queue.length;
}

/** For each write that put a sold-out date back on sale, tells the people waiting for it. */
export async function notifySeatsBack(
  db: Firestore,
  changes: readonly { before: Venue | null; after: Venue }[],
  now: Date = new Date(),
  /** How long the e-mails wait in `pendingMail` before a dashboard sends them; 0: written to `mail` now. */
  delayMs = 0,
): Promise<number> {
  let told = 0;
  for (const { before, after } of changes) {
    if (seatsCameBack(before, after, now)) told += await tellWaiting(db, after, { now, delayMs });
  }
  return told;
}

/**
 * Dates back on sale whose waiting list was never told. A hotel's own change in hosted mode leaves them so
 * (its contact's browser may not e-mail strangers: docs/decisions/0041-hotel-links.md), and so would a write
 * whose e-mails failed. A request is only ever made for a sold-out date, so a request not yet told on a date
 * that can be booked now means the seats came back unannounced: the manager's dashboard tells them, in
 * queue order, when it next lists the dates. Returns how many were told.
 */
export async function tellMissedSeatsBack(
  db: Firestore,
  venues: readonly Venue[],
  now: Date = new Date(),
  delayMs = 0,
): Promise<number> {
  const untold = await getDocs(
    query(collection(db, SEATS_BACK), where('told', '==', false), limit(SEATS_BACK_READ_LIMIT)),
  );
  const waitedFor = new Set(untold.docs.map((request) => String(request.data().listing ?? '')));
  let told = 0;
  for (const venue of venues) {
    if (!waitedFor.has(venue.id) || !canBook(venue) || !isUpcoming(venue.date, now)) continue;
    if (await leftUntold(db, venue.id, now)) told += await tellWaiting(db, venue, { now, delayMs });
  }
  return told;
}

/**
 * Whether this dashboard is to tell the date's list: unless the date's latest change is a manager's that put
 * it back on sale less than OWN_CHANGE_TELLS_MS ago, whose browser tells the list as it saves. A hotel's
 * change tells nobody, and neither does a manager's later edit of a date its hotel put back (a typo fixed):
 * those lists are told here. `at` is the server's clock and `now` this browser's: a clock some minutes out
 * shortens or lengthens the wait, and at worst the e-mails of a race are refused as before, never sent twice.
 */
async function leftUntold(db: Firestore, venueId: string, now: Date): Promise<boolean> {
  const changeId: unknown = (await getDoc(doc(db, VENUES, venueId))).data()?.change;
  if (typeof changeId !== 'string') return true;
  const change = (await getDoc(doc(db, HISTORY, changeId))).data();
  if (!change || 'hotelId' in change) return true;
  const entries: unknown = change.entries;
  const entry = Array.isArray(entries)
    ? (entries as { venueId?: unknown; before?: { availability?: unknown } | null }[]).find(
        (e) => e.venueId === venueId,
      )
    : undefined;
  if (entry?.before?.availability !== 'sold-out') return true;
  const at: unknown = change.at;
  return !(at instanceof Timestamp) || now.getTime() - at.toMillis() >= OWN_CHANGE_TELLS_MS;
}
