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
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore/lite';
import { goesAheadAgain, type ListingNews } from '../../domain/listing-revision';
import { cityLabel } from '../../domain/cities';
import { formatDateWithWeekday } from '../../domain/dates';
import { startWords } from '../../domain/event-timing';
import { datePagePath } from '../../domain/date-page-paths';
import { SHOW_NAMES } from '../../domain/shows';
import type { Venue } from '../../domain/venue';
import { MAIL, PENDING_MAIL, SUBSCRIBERS } from './collections';
import { existingMailIds, waitingMailDoc } from './pending-notices';
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
 * The id of one subscriber's e-mail about this news: one per address and date for a new date (and per
 * return, to the people told it was off, `returning`, for a cancelled or postponed date going ahead after
 * all); one per address and change (the listing's sequence) for a date called off or moved. A move is told
 * under the new day's new-date id when that is free (not in `written`), so the day is not news again when it
 * later comes back on sale.
 */
function mailIdOf(
  subscriberId: string,
  { news, venue }: Told,
  written: Set<string>,
  returning: Set<string>,
): string {
  const newDateId = newDateMailId(subscriberId, venue);
  if (news === 'new-date') {
    return returning.has(subscriberId) ? `${subscriberId}-${venue.id}-back-on-${venue.sequence}` : newDateId;
  }
  const changeId = `${subscriberId}-${venue.id}-${news}-${venue.sequence}`;
  if (news !== 'moved') return changeId;
  return written.has(newDateId) ? changeId : newDateId;
}

/** The e-mail about `news` to one subscriber, as its document says it (`keys`: the interests it matched). */
function mailTo(s: QueryDocumentSnapshot, { news, venue, before }: Told, keys: string[], returning: boolean) {
  const data = s.data();
  const matched = keys.find((key) => (data.interests as string[]).includes(key)) ?? '';
  const consents = (data.consents ?? {}) as Record<string, { text?: unknown }>;
  return {
    to: String(data.email),
    template: {
      name: TEMPLATE_OF[news],
      data: {
        id: s.id,
        token: String(data.token),
        show: SHOW_NAMES[venue.show],
        datePath: datePagePath(venue),
        city: cityLabel(venue.city),
        date: formatDateWithWeekday(venue.date),
        time: startWords(venue),
        hotel: venue.hotelName,
        location: venue.hotelLocation,
        consentText: String(consents[matched]?.text ?? ''),
        ...(news === 'moved' && before ? { previousDate: formatDateWithWeekday(before.date) } : {}),
        // The new-date template's words for a date going ahead after all (scripts/firebase/mail-templates.ts).
        ...(returning ? { backOn: true } : {}),
      },
    },
  };
}

/** An e-mail about a listing being off or back on, by what its id ends with (mailIdOf). */
const ON_OR_OFF = /^(cancelled|postponed|back-on)-(\d+)$/;

/**
 * The subscribers of a page whose last e-mail about the listing said it was off: one saying it was cancelled
 * or postponed, with none saying it was back on since (the ids carry the listing's sequence). An e-mail
 * withdrawn before it went (Undo, Don't send) was never written to `mail`, so its people still think the date
 * on. One query per subscriber, for the ids of their e-mails about the listing: a return is rare.
 */
async function toldItWasOff(
  db: Firestore,
  page: readonly QueryDocumentSnapshot[],
  venue: Pick<Venue, 'id'>,
): Promise<Set<string>> {
  const told = await Promise.all(
    page.map(async (s) => {
      const prefix = `${s.id}-${venue.id}-`;
      const mails = await getDocs(
        query(
          collection(db, MAIL),
          where(documentId(), '>=', prefix),
          where(documentId(), '<', `${prefix}\uf8ff`),
        ),
      );
      let off = -1;
      let on = -1;
      for (const { id } of mails.docs) {
        const [, word, sequence] = ON_OR_OFF.exec(id.slice(prefix.length)) ?? [];
        if (word === 'back-on') on = Math.max(on, Number(sequence));
        else if (word) off = Math.max(off, Number(sequence));
      }
      return off > on ? [s.id] : [];
    }),
  );
  return new Set(told.flat());
}

/**
 * Writes the e-mail about `news` to each subscriber of one page unless it exists or waits: into `mail` at
 * once, or with a wait (`delayMs`) into `pendingMail`, from where the dashboard sends it (pending-notices.ts).
 * The page's e-mails are read in a few queries and written in one batch; if the rules refuse the batch
 * (another dashboard wrote one of them meanwhile, and none is ever overwritten), they are written one by one,
 * skipping the refused. Returns how many were written.
 */
async function tellPage(
  db: Firestore,
  page: readonly QueryDocumentSnapshot[],
  told: Told,
  keys: string[],
  wait: { now: Date; delayMs: number },
): Promise<number> {
  const { venue } = told;
  const returning =
    told.news === 'new-date' && goesAheadAgain(told.before)
      ? await toldItWasOff(db, page, venue)
      : new Set<string>();
  const newDates =
    told.news === 'moved'
      ? await existingMailIds(
          db,
          page.map((s) => newDateMailId(s.id, venue)),
        )
      : new Set<string>();
  const ids = page.map((s) => mailIdOf(s.id, told, newDates, returning));
  const written = await existingMailIds(db, ids);
  const dueAt = new Date(wait.now.getTime() + wait.delayMs);
  const fresh = page.flatMap((s, at): { ref: DocumentReference; data: DocumentData }[] => {
    const id = ids[at] ?? '';
    if (written.has(id)) return [];
    const mail = mailTo(s, told, keys, returning.has(s.id));
    return wait.delayMs > 0
      ? [{ ref: doc(db, PENDING_MAIL, id), data: waitingMailDoc({ mail, listing: venue, dueAt }) }]
      : [{ ref: doc(db, MAIL, id), data: { ...mail, createdAt: serverTimestamp() } }];
  });
  if (fresh.length === 0) return 0;
  const batch = writeBatch(db);
  for (const { ref, data } of fresh) batch.set(ref, data);
  try {
    await batch.commit();
    return fresh.length;
  } catch (error) {
    if (!refused(error)) throw error;
  }
  let one = 0;
  for (const { ref, data } of fresh) {
    try {
      await setDoc(ref, data);
      one += 1;
    } catch (error) {
      if (!refused(error)) throw error;
    }
  }
  const refusedCount = fresh.length - one;
  if (refusedCount > 0) {
    console.warn(
      `[mail] ${refusedCount} e-mail${refusedCount === 1 ? '' : 's'} refused: written meanwhile by another dashboard, or malformed`,
    );
  }
  return one;
}

const refused = (error: unknown) => (error as { code?: unknown }).code === 'permission-denied';

/** A listing write's news (newsAfterRecall), the listing as written and as it stood before. */
export interface Told {
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
  told: readonly Told[],
  now: Date = new Date(),
  /** How long the e-mails wait in `pendingMail` before a dashboard sends them; 0: written to `mail` now. */
  delayMs = 0,
): Promise<number> {
  let written = 0;
  for (const news of told) {
    const keys = interestKeysMatching(news.venue.show, news.venue.city);
    for await (const page of pagesWanting(db, keys)) {
      written += await tellPage(db, page, news, keys, { now, delayMs });
    }
  }
  return written;
}
