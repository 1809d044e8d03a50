import {
  collection,
  documentId,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { ContactMessage } from '../../domain/contact-message';
import type { HostingRequest } from '../../domain/hosting-request';
import { MAX_PAGE_SIZE, PAGE_SIZE, type ListPage, type PageRequest } from '../../domain/paging';
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

async function pageStored<T>(
  db: Firestore,
  name: string,
  read: (id: string, data: Record<string, unknown>) => T,
  request: PageRequest = {},
): Promise<ListPage<T>> {
  const size = Math.min(Math.max(1, Math.trunc(request.limit ?? PAGE_SIZE)), MAX_PAGE_SIZE);
  const cursor = readCursor(request.cursor);
  const runs: Run[] = cursor?.run === 'text' ? ['text'] : ['stamped', 'text'];
  const base = (run: Run) => [RUN_FILTER[run], orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')];

  const found: { run: Run; id: string; data: Record<string, unknown> }[] = [];
  for (const run of runs) {
    const after = cursor?.run === run ? [startAfter(cursorValue(cursor.at), cursor.id)] : [];
    // One more than the page holds tells whether another page follows.
    const snapshot = await getDocs(
      query(collection(db, name), ...base(run), ...after, limit(size + 1 - found.length)),
    );
    found.push(...snapshot.docs.map((d) => ({ run, id: d.id, data: d.data() })));
    if (found.length > size) break;
  }
  const counts = await Promise.all(
    (['stamped', 'text'] as const).map((run) => getCount(query(collection(db, name), RUN_FILTER[run]))),
  );
  const shown = found.slice(0, size);
  const last = shown.at(-1);
  return {
    items: shown.map(({ id, data }) => read(id, data)),
    total: counts.reduce((sum, count) => sum + count.data().count, 0),
    nextCursor: found.length > size && last ? cursorOf(last.run, last.id, last.data.createdAt) : null,
  };
}

export const pageStoredHostingRequests = (
  db: Firestore,
  page?: PageRequest,
): Promise<ListPage<HostingRequest>> => pageStored(db, REQUESTS, readHostingRequestDoc, page);

export const pageStoredContactMessages = (
  db: Firestore,
  page?: PageRequest,
): Promise<ListPage<ContactMessage>> => pageStored(db, MESSAGES, readContactMessageDoc, page);
