import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { consentText } from '../../domain/subscription';
import { isCityKey } from '../../domain/cities';
import { isShowKey } from '../../domain/shows';
import type { OutboxSummary, Subscriber, SubscriptionFields } from '../../domain/subscription';
import { readCreatedAt as toIso } from './timestamps';

import { MAIL, SUBSCRIBERS } from './collections';

export { MAIL, SUBSCRIBERS };
/** The extension's template for the double opt-in e-mail (its words live in the `templates` collection). */
export const CONFIRMATION_TEMPLATE = 'subscription-confirmation';

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The subscription and its confirmation e-mail, in one batch: the rules accept the e-mail only so. */
export async function storeSubscription(db: Firestore, fields: SubscriptionFields): Promise<void> {
  const token = newToken();
  const words = consentText(fields.show ?? null, fields.city ?? null);
  const batch = writeBatch(db);
  batch.set(doc(db, SUBSCRIBERS, token), {
    email: fields.email,
    show: fields.show ?? null,
    city: fields.city ?? null,
    consent: true,
    consentText: words,
    consentPage: fields.page,
    consentedAt: serverTimestamp(),
    confirmedAt: null,
  });
  batch.set(doc(db, MAIL, token), {
    to: fields.email,
    template: { name: CONFIRMATION_TEMPLATE, data: { token, consentText: words } },
    createdAt: serverTimestamp(),
  });
  await batch.commit();
}

export const confirmStoredSubscription = (db: Firestore, token: string) =>
  updateDoc(doc(db, SUBSCRIBERS, token), { confirmedAt: serverTimestamp() });

/**
 * Unsubscribe (the token holder) and erase (a manager): the subscription goes with its confirmation e-mail,
 * kept under the same token, so no copy of the address stays behind. A manager's erase also deletes the
 * new-date e-mails to that address (only managers may read the mail collection).
 */
export async function removeSubscription(db: Firestore, token: string, asManager = false): Promise<void> {
  const batch = writeBatch(db);
  if (asManager) {
    const subscriber = await getDoc(doc(db, SUBSCRIBERS, token));
    const email: unknown = subscriber.data()?.email;
    if (typeof email === 'string') {
      const sent = await getDocs(query(collection(db, MAIL), where('to', '==', email)));
      for (const mail of sent.docs) batch.delete(mail.ref);
    }
  }
  batch.delete(doc(db, SUBSCRIBERS, token));
  batch.delete(doc(db, MAIL, token));
  await batch.commit();
}

/** Every subscriber, newest first (a small company's list: read whole, paged in the browser). */
export async function readSubscribers(db: Firestore): Promise<Subscriber[]> {
  const snapshot = await getDocs(query(collection(db, SUBSCRIBERS), orderBy('consentedAt', 'desc')));
  return snapshot.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      email: String(data.email ?? ''),
      show: isShowKey(data.show) ? data.show : null,
      city: isCityKey(data.city) ? data.city : null,
      consentText: String(data.consentText ?? ''),
      consentPage: String(data.consentPage ?? ''),
      consentedAt: toIso(data.consentedAt),
      confirmedAt: data.confirmedAt ? toIso(data.confirmedAt) : null,
    };
  });
}

// The extension's delivery states, in the dashboard's words.
const STATES: Record<string, 'waiting' | 'sending' | 'sent' | 'failed'> = {
  PENDING: 'waiting',
  PROCESSING: 'sending',
  RETRY: 'waiting',
  SUCCESS: 'sent',
  ERROR: 'failed',
};

/** The newest e-mail documents with the delivery state the extension wrote on each. */
export async function readOutbox(db: Firestore): Promise<OutboxSummary> {
  const snapshot = await getDocs(query(collection(db, MAIL), orderBy('createdAt', 'desc'), limit(100)));
  const counts = { waiting: 0, sending: 0, sent: 0, failed: 0 };
  const messages = snapshot.docs.map((d) => {
    const data = d.data();
    const delivery = (data.delivery ?? {}) as Record<string, unknown>;
    const status = STATES[String(delivery.state ?? 'PENDING')] ?? 'waiting';
    counts[status] += 1;
    return {
      id: d.id,
      kind: String((data.template as { name?: string } | undefined)?.name ?? 'message'),
      to: String(data.to ?? ''),
      subject: String((data.message as { subject?: string } | undefined)?.subject ?? ''),
      status,
      attempts: Number(delivery.attempts ?? 0),
      lastError: delivery.error ? String(delivery.error) : null,
      createdAt: toIso(data.createdAt),
      sentAt: delivery.endTime ? toIso(delivery.endTime) : null,
    };
  });
  return { mailEnabled: true, counts, messages };
}
