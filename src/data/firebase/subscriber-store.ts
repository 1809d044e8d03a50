import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { consentText } from '../../domain/subscription';
import { isCityKey } from '../../domain/cities';
import { isShowKey } from '../../domain/shows';
import type {
  OutboxMessage,
  OutboxMessageText,
  OutboxSummary,
  Subscriber,
  SubscriptionFields,
} from '../../domain/subscription';
import { DataError } from '../errors';
import { interestKey, MAX_INTERESTS, parseInterestKey } from './subscriber-interests';
import { readCreatedAt as toIso } from './timestamps';

import { MAIL, SEATS_BACK, SUBSCRIBERS } from './collections';

export { MAIL, SUBSCRIBERS };

/** 128 random bits as hex: the capability in an unsubscribe or leave link (firestore.rules check the shape). */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whoever Firebase Auth signed in with the e-mail link: their address is verified. */
export interface VerifiedAddress {
  uid: string;
  email: string;
}

/**
 * Adds one show-and-city choice to the verified address's own document (created on its first choice, with
 * the unsubscribe token fixed then). Asking again for what the address already has changes nothing.
 */
export async function addInterest(
  db: Firestore,
  who: VerifiedAddress,
  fields: Pick<SubscriptionFields, 'show' | 'city' | 'page'>,
): Promise<void> {
  const ref = doc(db, SUBSCRIBERS, who.uid);
  const stored = (await getDoc(ref)).data() ?? {};
  const before = Array.isArray(stored.interests) ? (stored.interests as string[]) : [];
  const key = interestKey(fields.show ?? null, fields.city ?? null);
  if (before.includes(key)) return;
  if (before.length >= MAX_INTERESTS) {
    throw new DataError('invalid', 'This address already follows as many shows and cities as we keep.');
  }
  await setDoc(ref, {
    email: who.email,
    token: typeof stored.token === 'string' ? stored.token : newToken(),
    interests: [...before, key],
    consents: {
      ...((stored.consents as Record<string, unknown> | undefined) ?? {}),
      [key]: {
        text: consentText(fields.show ?? null, fields.city ?? null),
        page: fields.page,
        at: serverTimestamp(),
      },
    },
    added: key,
    updatedAt: serverTimestamp(),
  });
}

/**
 * The unsubscribe link (`id` and `token` from a new-date e-mail): the document becomes a tombstone holding
 * only the token, so no copy of the address stays behind. The rules accept it only with the right token.
 */
export const unsubscribeWithToken = (db: Firestore, id: string, token: string) =>
  setDoc(doc(db, SUBSCRIBERS, id), { token, unsubscribedAt: serverTimestamp() });

/**
 * A manager's erase (on request, UK GDPR): every record of the address, in one batch: its document, every
 * e-mail to it and its seats-back requests. `id` is a dashboard row's (the document's id, then "|" and the
 * row's interest).
 */
export async function eraseSubscriber(db: Firestore, id: string): Promise<void> {
  const ref = doc(db, SUBSCRIBERS, id.split('|')[0] ?? id);
  const email: unknown = (await getDoc(ref)).data()?.email;
  if (typeof email === 'string') {
    // One address has a few e-mails and requests; 500 a batch is the most one batch may write.
    const [sent, seatsBack] = await Promise.all([
      getDocs(query(collection(db, MAIL), where('to', '==', email), limit(299))),
      getDocs(query(collection(db, SEATS_BACK), where('email', '==', email), limit(200))),
    ]);
    const batch = writeBatch(db);
    for (const record of [...sent.docs, ...seatsBack.docs]) batch.delete(record.ref);
    batch.delete(ref);
    await batch.commit();
  } else {
    await deleteDoc(ref);
  }
}

/** The most subscriber documents the dashboard reads at once (the rules refuse lists over 500). */
export const SUBSCRIBER_READ_LIMIT = 500;

/** One dashboard row per interest of each address (tombstones left by unsubscribing have none). */
function rowsOf(id: string, data: DocumentData): Subscriber[] {
  const email = String(data.email ?? '');
  if (!Array.isArray(data.interests)) return [];
  const consents = (data.consents ?? {}) as Record<string, { text?: unknown; page?: unknown; at?: unknown }>;
  return (data.interests as string[]).flatMap((key) => {
    const interest = parseInterestKey(key);
    if (!interest) return [];
    const consent = consents[key] ?? {};
    const at = toIso(consent.at);
    return [
      {
        id: `${id}|${key}`,
        email,
        show: isShowKey(interest.show) ? interest.show : null,
        city: isCityKey(interest.city) ? interest.city : null,
        consentText: String(consent.text ?? ''),
        consentPage: String(consent.page ?? ''),
        consentedAt: at,
        // The e-mail link proved the address before the document could be written: confirmed at once.
        confirmedAt: at,
      },
    ];
  });
}

/** The most recently changed addresses (at most SUBSCRIBER_READ_LIMIT), one row per interest. */
export async function readSubscribers(db: Firestore): Promise<Subscriber[]> {
  const snapshot = await getDocs(
    query(collection(db, SUBSCRIBERS), orderBy('updatedAt', 'desc'), limit(SUBSCRIBER_READ_LIMIT)),
  );
  return snapshot.docs.flatMap((d) => rowsOf(d.id, d.data()));
}

// The extension's delivery states, in the dashboard's words.
const STATES: Record<string, 'waiting' | 'sending' | 'sent' | 'failed'> = {
  PENDING: 'waiting',
  PROCESSING: 'sending',
  RETRY: 'waiting',
  SUCCESS: 'sent',
  ERROR: 'failed',
};

/** One mail document as the dashboard lists it, with the delivery state the extension wrote on it. */
function toOutboxMessage(id: string, data: DocumentData): OutboxMessage {
  const delivery = (data.delivery ?? {}) as Record<string, unknown>;
  return {
    id,
    kind: String((data.template as { name?: string } | undefined)?.name ?? 'message'),
    to: String(data.to ?? ''),
    subject: String((data.message as { subject?: string } | undefined)?.subject ?? ''),
    status: STATES[String(delivery.state ?? 'PENDING')] ?? 'waiting',
    attempts: Number(delivery.attempts ?? 0),
    lastError: delivery.error ? String(delivery.error) : null,
    createdAt: toIso(data.createdAt),
    sentAt: delivery.endTime ? toIso(delivery.endTime) : null,
  };
}

/** The newest e-mail documents with the delivery state the extension wrote on each. */
export async function readOutbox(db: Firestore): Promise<OutboxSummary> {
  const snapshot = await getDocs(query(collection(db, MAIL), orderBy('createdAt', 'desc'), limit(100)));
  const counts = { waiting: 0, sending: 0, sent: 0, failed: 0, held: 0 };
  const messages = snapshot.docs.map((d) => toOutboxMessage(d.id, d.data()));
  for (const message of messages) counts[message.status] += 1;
  return { mailEnabled: true, counts, messages };
}

/** One mail document opened: its own text, or null where a template on the mail server writes the words. */
export async function readOutboxMessage(db: Firestore, id: string): Promise<OutboxMessageText> {
  const found = await getDoc(doc(db, MAIL, id));
  const data = found.data();
  if (!data) throw new DataError('not-found', 'That e-mail is no longer kept.');
  const text = (data.message as { text?: unknown } | undefined)?.text;
  return { ...toOutboxMessage(found.id, data), text: typeof text === 'string' ? text : null };
}
