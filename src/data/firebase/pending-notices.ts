/**
 * Hosted notices wait (decision 0040): a listing change's e-mails are written to `pendingMail` with the time
 * they are due, and a manager's dashboard moves each to `mail` (where the Trigger Email extension sends it)
 * once that time has come, or at once on Send now. Loaded with the new-date notices.
 */
import {
  collection,
  doc,
  documentId,
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
import {
  isNoticeKind,
  type NoticeKind,
  noticeStillTrue,
  pendingNoticesId,
  type PendingNotices,
} from '../../domain/notice-wait';
import type { NoticeGroup } from '../../domain/notice-input';
import type { Venue } from '../../domain/venue';
import { DataError } from '../errors';
import { MAIL, PENDING_MAIL, SEATS_BACK } from './collections';

/** Read at most this many waiting e-mails at once (a cancelled date with every subscriber told). */
const PENDING_READ_LIMIT = 1000;
/** Each e-mail moved is two writes (the mail, the waiting one deleted): 500 a batch at most. */
const MOVED_PER_BATCH = 200;

/** What a listing change's e-mail says (its `mail` document without createdAt), and when it goes. */
export interface WaitingMail {
  id: string;
  mail: { to: string; template: { name: string; data: Record<string, unknown> }; queue?: number };
  listing: Venue;
  dueAt: Date;
}

/** The `pendingMail` document of one waiting e-mail, for a batch or a setDoc. */
export function waitingMailDoc({ mail, listing, dueAt }: Omit<WaitingMail, 'id'>) {
  return {
    mail,
    listing: listing.id,
    kind: mail.template.name,
    date: listing.date,
    dueAt: Timestamp.fromDate(dueAt),
    createdAt: serverTimestamp(),
  };
}

/** Firestore's limit on the ids one `in` filter may name. */
const IDS_PER_QUERY = 30;

/**
 * Which of these e-mails have been written, or wait? Either way they are not written again. Asked 30 ids a
 * query of each collection, not one request per e-mail: a change that tells 200 people reads 14 times.
 */
export async function existingMailIds(db: Firestore, ids: readonly string[]): Promise<Set<string>> {
  const parts: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    parts.push(ids.slice(start, start + IDS_PER_QUERY));
  }
  const found = await Promise.all(
    parts.flatMap((part) =>
      [MAIL, PENDING_MAIL].map((name) =>
        getDocs(query(collection(db, name), where(documentId(), 'in', part))),
      ),
    ),
  );
  return new Set(found.flatMap((snapshot) => snapshot.docs.map((d) => d.id)));
}

/**
 * Writes each waiting e-mail to `mail` and deletes it from `pendingMail`, both in one batch. A batch whose
 * e-mail another manager's dashboard wrote first is refused (the rules never let an e-mail be overwritten):
 * then nothing is lost or sent twice, and the next reading finds it gone.
 */
async function release(db: Firestore, waiting: readonly QueryDocumentSnapshot[]): Promise<number> {
  let moved = 0;
  for (let start = 0; start < waiting.length; start += MOVED_PER_BATCH) {
    const batch = writeBatch(db);
    const part = waiting.slice(start, start + MOVED_PER_BATCH);
    for (const pending of part) {
      batch.set(doc(db, MAIL, pending.id), { ...pending.data().mail, createdAt: serverTimestamp() });
      batch.delete(pending.ref);
    }
    try {
      await batch.commit();
      moved += part.length;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'permission-denied') throw error;
      console.warn('[mail] waiting e-mails were written by another dashboard meanwhile', error);
    }
  }
  return moved;
}

const dueOf = (d: QueryDocumentSnapshot): number => {
  const due: unknown = d.data().dueAt;
  return due instanceof Timestamp ? due.toMillis() : 0;
};

async function everyWaiting(db: Firestore): Promise<QueryDocumentSnapshot[]> {
  return (await getDocs(query(collection(db, PENDING_MAIL), limit(PENDING_READ_LIMIT)))).docs;
}

async function waitingOf(db: Firestore, listingId: string, kind?: string, most = PENDING_READ_LIMIT) {
  const filters = [where('listing', '==', listingId), ...(kind ? [where('kind', '==', kind)] : [])];
  return (await getDocs(query(collection(db, PENDING_MAIL), ...filters, limit(most)))).docs;
}

/** Does any e-mail of `kind` about this listing still wait? */
export async function isWaiting(db: Firestore, listingId: string, kind: NoticeKind): Promise<boolean> {
  return (await waitingOf(db, listingId, kind, 1)).length > 0;
}

/**
 * Writes every e-mail whose time has come by `now` (the host's clock, host-clock.ts) and lists the rest, one
 * entry per listing and kind, soonest first.
 */
export async function releaseDueAndList(db: Firestore, now: Date): Promise<PendingNotices[]> {
  const waiting = await everyWaiting(db);
  const due = waiting.filter((d) => dueOf(d) <= now.getTime());
  if (due.length > 0) await release(db, due);
  const groups = new Map<string, PendingNotices>();
  for (const d of waiting) {
    if (dueOf(d) <= now.getTime()) continue;
    const { listing, kind } = d.data() as { listing: string; kind: string };
    if (!isNoticeKind(kind)) continue;
    const id = pendingNoticesId(listing, kind);
    const dueAt = new Date(dueOf(d)).toISOString();
    const group = groups.get(id);
    if (group) {
      group.people += 1;
      if (dueAt < group.dueAt) group.dueAt = dueAt;
    } else groups.set(id, { id, listingId: listing, kind, people: 1, dueAt });
  }
  return [...groups.values()].sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.id.localeCompare(b.id));
}

const GONE = 'These e-mails have already gone or were withdrawn.';

/** Send now: one listing's waiting e-mails of one kind are written at once. */
export async function sendNow(db: Firestore, { listingId, kind }: NoticeGroup): Promise<void> {
  const waiting = await waitingOf(db, listingId, kind);
  if (waiting.length === 0) throw new DataError('not-found', GONE);
  await release(db, waiting);
}

/**
 * Deletes waiting e-mails; a seats-back request whose e-mail goes waits again, since its person was not
 * told after all.
 */
async function withdraw(db: Firestore, waiting: readonly QueryDocumentSnapshot[]): Promise<void> {
  for (let start = 0; start < waiting.length; start += MOVED_PER_BATCH) {
    const batch = writeBatch(db);
    for (const pending of waiting.slice(start, start + MOVED_PER_BATCH)) {
      batch.delete(pending.ref);
      const { kind, mail } = pending.data() as { kind: string; mail: WaitingMail['mail'] };
      const request = mail.template.data.id;
      if (kind === 'seats-back' && typeof request === 'string') {
        batch.update(doc(db, SEATS_BACK, request), { told: false });
      }
    }
    await batch.commit();
  }
}

/** Don't send: one listing's waiting e-mails of one kind are withdrawn. */
export async function dropWaiting(db: Firestore, { listingId, kind }: NoticeGroup): Promise<void> {
  const waiting = await waitingOf(db, listingId, kind);
  if (waiting.length === 0) throw new DataError('not-found', GONE);
  await withdraw(db, waiting);
}

/**
 * After a write of `listingId` (`after` null: deleted), withdraws its waiting e-mails that are no longer
 * true: an Undo within the wait sends nothing. Returns the kinds withdrawn.
 */
export async function recallUntrue(
  db: Firestore,
  listingId: string,
  after: Venue | null,
): Promise<Set<string>> {
  const untrue = (await waitingOf(db, listingId)).filter((d) => {
    const { kind, date } = d.data() as { kind: string; date: string };
    return !noticeStillTrue(kind, date, after);
  });
  if (untrue.length > 0) await withdraw(db, untrue);
  return new Set(untrue.map((d) => String(d.data().kind)));
}
