/**
 * Subscribers' e-mails about a date (new, cancelled, postponed, moved), written by the manager's browser after
 * a listing write (new-date-notices.ts loads this on first use, so a show page's code never carries it).
 */
import {
  collection,
  doc,
  documentId,
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
import { listingNews, type ListingNews } from '../../domain/listing-revision';
import { cityLabel } from '../../domain/cities';
import { formatDateWithWeekday } from '../../domain/dates';
import { datePagePath } from '../../domain/date-page-paths';
import { SHOW_NAMES } from '../../domain/shows';
import type { Venue } from '../../domain/venue';
import { MAIL, PENDING_MAIL, SUBSCRIBERS } from './collections';
import { mailExists, waitingMailDoc } from './pending-notices';
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
export async function* pagesWanting(db: Firestore, keys: string[]): AsyncGenerator<QueryDocumentSnapshot[]> {
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

/** The template of each piece of news (src/content/date-change-mail.ts has the change notices' words). */
const TEMPLATE_OF: Record<ListingNews, string> = {
  'new-date': MAIL_TEMPLATES.newDate,
  cancelled: MAIL_TEMPLATES.dateCancelled,
  postponed: MAIL_TEMPLATES.datePostponed,
  moved: MAIL_TEMPLATES.dateMoved,
};

/**
 * The id of one subscriber's e-mail about this news: one per address and date for a new date; one per
 * address and change (the listing's sequence) for a date called off or moved. A move is told under the new
 * day's new-date id when that is free, so the day is not news again when it later comes back on sale.
 */
async function mailIdOf(
  db: Firestore,
  subscriberId: string,
  venue: Venue,
  news: ListingNews,
): Promise<string> {
  const newDateId = newDateMailId(subscriberId, venue);
  if (news === 'new-date') return newDateId;
  const changeId = `${subscriberId}-${venue.id}-${news}-${venue.sequence}`;
  if (news !== 'moved') return changeId;
  return (await mailExists(db, newDateId)) ? changeId : newDateId;
}

/**
 * Writes the e-mail about `news` to one subscriber unless it exists or waits: into `mail` at once, or with a
 * wait (`delayMs`) into `pendingMail`, from where the dashboard sends it (pending-notices.ts). True when
 * written.
 */
async function tell(
  db: Firestore,
  s: QueryDocumentSnapshot,
  news: Told,
  keys: string[],
  wait: { now: Date; delayMs: number },
): Promise<boolean> {
  const { venue, before } = news;
  const data = s.data();
  const id = await mailIdOf(db, s.id, venue, news.news);
  if (await mailExists(db, id)) return false;
  const matched = keys.find((key) => (data.interests as string[]).includes(key)) ?? '';
  const consents = (data.consents ?? {}) as Record<string, { text?: unknown }>;
  const mail = {
    to: String(data.email),
    template: {
      name: TEMPLATE_OF[news.news],
      data: {
        id: s.id,
        token: String(data.token),
        show: SHOW_NAMES[venue.show],
        datePath: datePagePath(venue),
        city: cityLabel(venue.city),
        date: formatDateWithWeekday(venue.date),
        hotel: venue.hotelName,
        location: venue.hotelLocation,
        consentText: String(consents[matched]?.text ?? ''),
        ...(news.news === 'moved' && before ? { previousDate: formatDateWithWeekday(before.date) } : {}),
      },
    },
  };
  if (wait.delayMs > 0) {
    const dueAt = new Date(wait.now.getTime() + wait.delayMs);
    await setDoc(doc(db, PENDING_MAIL, id), waitingMailDoc({ mail, listing: venue, dueAt }));
  } else await setDoc(doc(db, MAIL, id), { ...mail, createdAt: serverTimestamp() });
  return true;
}

interface Told {
  news: ListingNews;
  venue: Venue;
  before: Venue | null;
}

/**
 * Writes one e-mail per address whose interests match the listing (an "any" show or city matches all), for
 * each listing that became bookable (a new date) or was cancelled, postponed or moved. Never twice: an
 * e-mail whose document exists is skipped (and the rules refuse to overwrite one). Returns how many e-mails
 * were written.
 */
export async function notifySubscribers(
  db: Firestore,
  changes: readonly { before: Venue | null; after: Venue }[],
  now: Date = new Date(),
  /** How long the e-mails wait in `pendingMail` before a dashboard sends them; 0: written to `mail` now. */
  delayMs = 0,
): Promise<number> {
  const told = changes.flatMap(({ before, after }): Told[] => {
    const news = listingNews(before, after, now);
    return news ? [{ news, venue: after, before }] : [];
  });
  let written = 0;
  for (const news of told) {
    const keys = interestKeysMatching(news.venue.show, news.venue.city);
    for await (const page of pagesWanting(db, keys)) {
      const sent = await Promise.all(page.map((s) => tell(db, s, news, keys, { now, delayMs })));
      written += sent.filter(Boolean).length;
    }
  }
  return written;
}
