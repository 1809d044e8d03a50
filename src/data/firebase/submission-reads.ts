import {
  collection,
  deleteField,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { ContactMessage } from '../../domain/contact-message';
import type { HostingRequest } from '../../domain/hosting-request';
import {
  inFilter,
  type InboxFilter,
  type InboxPageRequest,
  type InboxState,
  type NewSubmissionCounts,
  type SubmissionKind,
  type SubmissionMark,
} from '../../domain/inbox';
import { MAX_PAGE_SIZE, PAGE_SIZE, type ListPage } from '../../domain/paging';
import { DataError } from '../errors';
import { readContactMessageDoc, readHostingRequestDoc } from './stored-submissions';
import { MESSAGES, REQUESTS } from './submission-store';

/**
 * The dashboard's reading of submissions (loaded by managers only), a page at a time: Firestore has no
 * offset, so a page continues after the last document seen (createdAt, then document id).
 *
 * Old documents hold createdAt as text, and Firestore orders values of different types apart (all text after
 * all timestamps). So the list is read in two runs: this site's timestamped documents newest first, then the
 * old text-dated ones newest first (ISO text sorts as time). A range filter matches one type only, which is
 * what splits the runs.
 */

type Run = 'stamped' | 'text';

interface Cursor {
  run: Run;
  /** The last document's createdAt: [seconds, nanoseconds] of a timestamp, or the text. */
  at: [number, number] | string;
  id: string;
}

const RUN_FILTER: Record<Run, QueryConstraint> = {
  stamped: where('createdAt', '>=', Timestamp.fromMillis(-62_135_596_800_000)),
  text: where('createdAt', '>=', ''),
};

function readCursor(cursor: string | null | undefined): Cursor | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(cursor) as Cursor;
    if ((parsed.run === 'stamped' || parsed.run === 'text') && typeof parsed.id === 'string') return parsed;
  } catch {
    // falls through to the refusal below
  }
  throw new DataError('invalid', 'This page of the list could not be found. Go back to the first page.');
}

const cursorValue = (at: Cursor['at']) => (typeof at === 'string' ? at : new Timestamp(at[0], at[1]));

function cursorOf(run: Run, id: string, createdAt: unknown): string {
  const at: Cursor['at'] =
    createdAt instanceof Timestamp ? [createdAt.seconds, createdAt.nanoseconds] : String(createdAt);
  return JSON.stringify({ run, at, id } satisfies Cursor);
}

/**
 * How many documents one filtered page may read through before it stops and hands back a cursor: a filter
 * cannot be a query here (old documents lack the fields), so it is applied to the documents read.
 */
const MAX_SCANNED = 500;

async function pageStored<T extends InboxState>(
  db: Firestore,
  name: string,
  read: (id: string, data: Record<string, unknown>) => T,
  request: InboxPageRequest = {},
): Promise<ListPage<T>> {
  const size = Math.min(Math.max(1, Math.trunc(request.limit ?? PAGE_SIZE)), MAX_PAGE_SIZE);
  const filter = request.filter ?? 'all';
  const cursor = readCursor(request.cursor);
  const runs: Run[] = cursor?.run === 'text' ? ['text'] : ['stamped', 'text'];
  const base = (run: Run) => [RUN_FILTER[run], orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')];

  type Found = { run: Run; id: string; data: Record<string, unknown> };
  const found: Found[] = [];
  let scanned = 0;
  let lastScanned: Found | null = null;
  let exhausted = true;
  for (const run of runs) {
    let after = cursor?.run === run ? [startAfter(cursorValue(cursor.at), cursor.id)] : [];
    for (;;) {
      // One more than the page holds tells whether another page follows; a filter reads ahead in batches.
      const want = filter === 'all' ? size + 1 - found.length : Math.min(100, MAX_SCANNED - scanned);
      const snapshot = await getDocs(query(collection(db, name), ...base(run), ...after, limit(want)));
      for (const d of snapshot.docs) {
        const item: Found = { run, id: d.id, data: d.data() };
        scanned += 1;
        lastScanned = item;
        if (inFilter(filter, read(d.id, item.data))) found.push(item);
        if (found.length > size) break;
      }
      const lastDoc = snapshot.docs.at(-1);
      if (found.length > size || snapshot.docs.length < want || !lastDoc) break;
      if (scanned >= MAX_SCANNED) {
        exhausted = false;
        break;
      }
      after = [startAfter(lastDoc.data().createdAt, lastDoc.id)];
    }
    if (found.length > size || !exhausted) break;
  }
  const shown = found.slice(0, size);
  const last = found.length > size ? shown.at(-1) : exhausted ? null : lastScanned;
  return {
    items: shown.map(({ id, data }) => read(id, data)),
    total: await countStored(db, name, filter),
    nextCursor: last ? cursorOf(last.run, last.id, last.data.createdAt) : null,
  };
}

/** How many documents of `name` a filter keeps; "new" is every document less those ever opened. */
async function countStored(db: Firestore, name: string, filter: InboxFilter): Promise<number> {
  const count = async (...constraints: QueryConstraint[]) =>
    (await getCount(query(collection(db, name), ...constraints))).data().count;
  if (filter === 'handled') return count(where('handledAt', '!=', null));
  const runs = await Promise.all((['stamped', 'text'] as const).map((run) => count(RUN_FILTER[run])));
  const all = runs.reduce((sum, n) => sum + n, 0);
  return filter === 'new' ? all - (await count(where('openedAt', '!=', null))) : all;
}

export const pageStoredHostingRequests = (
  db: Firestore,
  page?: InboxPageRequest,
): Promise<ListPage<HostingRequest>> => pageStored(db, REQUESTS, readHostingRequestDoc, page);

export const pageStoredContactMessages = (
  db: Firestore,
  page?: InboxPageRequest,
): Promise<ListPage<ContactMessage>> => pageStored(db, MESSAGES, readContactMessageDoc, page);

/** The collection each kind of submission is stored in. */
export const SUBMISSION_COLLECTIONS: Record<SubmissionKind, string> = {
  contactMessages: MESSAGES,
  hostingRequests: REQUESTS,
};

export async function countNewStored(db: Firestore): Promise<NewSubmissionCounts> {
  const [contactMessages, hostingRequests] = await Promise.all(
    [MESSAGES, REQUESTS].map((name) => countStored(db, name, 'new')),
  );
  return { contactMessages: contactMessages ?? 0, hostingRequests: hostingRequests ?? 0 };
}

/**
 * Sets the manager's mark on one message or enquiry (src/domain/inbox.ts). The first opening's time is kept;
 * the rules let a manager change these two fields only, each to the request's time or away.
 */
export async function markStored(db: Firestore, collectionName: string, id: string, mark: SubmissionMark) {
  const ref = doc(db, collectionName, id);
  const snapshot = await getDoc(ref);
  if (!snapshot.exists()) throw new DataError('not-found', 'It has been erased meanwhile.');
  const data = snapshot.data();
  const opened = data.openedAt !== undefined;
  const handled = data.handledAt !== undefined;
  const changes: Record<string, unknown> = {};
  if (!opened) changes.openedAt = serverTimestamp();
  if (mark === 'handled' && !handled) changes.handledAt = serverTimestamp();
  if (mark === 'not-handled' && handled) changes.handledAt = deleteField();
  if (Object.keys(changes).length > 0) await updateDoc(ref, changes);
}
