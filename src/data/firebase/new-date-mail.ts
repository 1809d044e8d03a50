/**
 * New-date e-mails, written by the manager's browser after a listing write (new-date-notices.ts loads this on
 * first use, so a show page's code never carries it).
 */
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore/lite';
import { listingNews } from '../../domain/listing-revision';
import { cityLabel } from '../../domain/cities';
import { formatShowDate } from '../../domain/dates';
import { datePagePath } from '../../domain/date-page-paths';
import { SHOW_NAMES } from '../../domain/shows';
import type { Venue } from '../../domain/venue';
import { MAIL, SUBSCRIBERS } from './collections';
import { MAIL_TEMPLATES } from './mail-store';
import { interestKeysMatching } from './subscriber-interests';

/**
 * The notice's id: one e-mail per address (one subscriber document each), listing and date, whatever how
 * many of the address's interests match, so a second write of the date finds it and skips.
 */
export const newDateMailId = (subscriberId: string, venue: Pick<Venue, 'id' | 'date'>) =>
  `${subscriberId}-${venue.id}-${venue.date}`;

/** Subscribers are read this many at a time (the rules refuse a list of more than 500). */
export const SUBSCRIBER_PAGE = 200;

/** Every subscriber document holding one of `keys`, a page at a time. */
async function* pagesWanting(db: Firestore, keys: string[]): AsyncGenerator<QueryDocumentSnapshot[]> {
  let after: string | null = null;
  for (;;) {
    const page: QuerySnapshot = await getDocs(
      query(
        collection(db, SUBSCRIBERS),
        where('interests', 'array-contains-any', keys),
        orderBy(documentId()),
        ...(after === null ? [] : [startAfter(after)]),
        limit(SUBSCRIBER_PAGE),
      ),
    );
    yield page.docs;
    if (page.docs.length < SUBSCRIBER_PAGE) return;
    after = page.docs[page.docs.length - 1]?.id ?? null;
  }
}

/** Writes the notice of `venue` to one subscriber unless it exists; true when written. */
async function tell(db: Firestore, s: QueryDocumentSnapshot, venue: Venue, keys: string[]): Promise<boolean> {
  const data = s.data();
  const ref = doc(db, MAIL, newDateMailId(s.id, venue));
  if ((await getDoc(ref)).exists()) return false;
  const matched = keys.find((key) => (data.interests as string[]).includes(key)) ?? '';
  const consents = (data.consents ?? {}) as Record<string, { text?: unknown }>;
  await setDoc(ref, {
    to: String(data.email),
    template: {
      name: MAIL_TEMPLATES.newDate,
      data: {
        id: s.id,
        token: String(data.token),
        show: SHOW_NAMES[venue.show],
        datePath: datePagePath(venue),
        city: cityLabel(venue.city),
        date: formatShowDate(venue.date),
        hotel: venue.hotelName,
        location: venue.hotelLocation,
        consentText: String(consents[matched]?.text ?? ''),
      },
    },
    createdAt: serverTimestamp(),
  });
  return true;
}

/**
 * Writes one new-date e-mail per address whose interests match the listing (an "any" show or city matches
 * all), for each listing that became bookable. Never twice: a notice whose document exists is skipped (and
 * the rules refuse to overwrite one). Returns how many e-mails were written.
 */
export async function notifySubscribers(
  db: Firestore,
  changes: readonly { before: Venue | null; after: Venue }[],
  now: Date = new Date(),
): Promise<number> {
  const bookable = changes.filter(({ before, after }) => {
    const news = listingNews(before, after, now);
    return news === 'new-date' || news === 'moved';
  });
  let written = 0;
  for (const { after: venue } of bookable) {
    const keys = interestKeysMatching(venue.show, venue.city);
    for await (const page of pagesWanting(db, keys)) {
      const told = await Promise.all(page.map((s) => tell(db, s, venue, keys)));
      written += told.filter(Boolean).length;
    }
  }
  return written;
}
