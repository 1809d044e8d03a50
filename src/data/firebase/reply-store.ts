/**
 * Answers from the inbox in hosted mode: the answer is kept in the message's `replies` subcollection and its
 * e-mail is a `mail` document under the same id, from the `inbox-reply` template, written in one batch;
 * firestore.rules accept the pair only from a manager, to the message's own sender address.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { DataError } from '../errors';
import type { SubmissionKind } from '../../domain/inbox';
import {
  contactMessageTarget,
  hostingRequestTarget,
  replyMail,
  type ReplyFields,
  type ReplyState,
  type ReplyTarget,
  type SubmissionReply,
} from '../../domain/inbox-reply';
import { MAIL } from './collections';
import { MAIL_TEMPLATES } from './mail-store';
import { readContactMessageDoc, readHostingRequestDoc } from './stored-submissions';
import { SUBMISSION_COLLECTIONS } from './submission-reads';
import { readTimestamp } from './timestamps';

export const REPLIES = 'replies';
const GONE: Record<SubmissionKind, string> = {
  contactMessages: 'That message has been erased.',
  hostingRequests: 'That enquiry has been erased.',
};

async function targetOf(db: Firestore, kind: SubmissionKind, id: string): Promise<ReplyTarget> {
  const snapshot = await getDoc(doc(db, SUBMISSION_COLLECTIONS[kind], id));
  const data = snapshot.data();
  if (!data) throw new DataError('not-found', GONE[kind]);
  return kind === 'contactMessages'
    ? contactMessageTarget(readContactMessageDoc(id, data))
    : hostingRequestTarget(readHostingRequestDoc(id, data));
}

/** Trigger Email's record on the mail document (`delivery.state`), in the dashboard's words. */
function deliveryState(mail: Record<string, unknown> | undefined): { state: ReplyState; error?: string } {
  if (!mail) return { state: 'unknown' };
  const delivery = mail.delivery as { state?: unknown; error?: unknown } | undefined;
  if (delivery?.state === 'SUCCESS') return { state: 'sent' };
  if (delivery?.state === 'ERROR')
    return { state: 'failed', ...(typeof delivery.error === 'string' ? { error: delivery.error } : {}) };
  return { state: 'waiting' };
}

export async function storeReply(
  db: Firestore,
  kind: SubmissionKind,
  id: string,
  fields: ReplyFields,
  by: string,
  /** The office's address (config/notify's), where the visitor's answer goes; else the extension's default. */
  replyTo: string | undefined,
): Promise<SubmissionReply> {
  const target = await targetOf(db, kind, id);
  const collectionName = SUBMISSION_COLLECTIONS[kind];
  const ref = doc(collection(db, collectionName, id, REPLIES));
  const { paragraphs, quote } = replyMail(target, fields.body);
  const batch = writeBatch(db);
  batch.set(ref, { to: target.email, ...fields, by, sentAt: serverTimestamp() });
  batch.set(doc(db, MAIL, ref.id), {
    to: target.email,
    ...(replyTo ? { replyTo } : {}),
    template: {
      name: MAIL_TEMPLATES.inboxReply,
      data: {
        subject: fields.subject,
        answer: paragraphs.join('\n\n'),
        quoteHeading: quote?.heading ?? '',
        quote: quote?.lines.join('\n') ?? '',
      },
    },
    reply: { collection: collectionName, message: id },
    createdAt: serverTimestamp(),
  });
  await batch.commit();
  return {
    id: ref.id,
    to: target.email,
    ...fields,
    sentBy: by,
    sentAt: new Date().toISOString(),
    state: 'waiting',
  };
}

export async function listReplies(
  db: Firestore,
  kind: SubmissionKind,
  id: string,
): Promise<SubmissionReply[]> {
  await targetOf(db, kind, id);
  const collectionName = SUBMISSION_COLLECTIONS[kind];
  const snapshot = await getDocs(query(collection(db, collectionName, id, REPLIES), orderBy('sentAt')));
  return Promise.all(
    snapshot.docs.map(async (reply) => {
      const data = reply.data();
      const mail = await getDoc(doc(db, MAIL, reply.id));
      return {
        id: reply.id,
        to: String(data.to ?? ''),
        subject: String(data.subject ?? ''),
        body: String(data.body ?? ''),
        sentBy: String(data.by ?? ''),
        sentAt: readTimestamp(data.sentAt) ?? '',
        ...deliveryState(mail.data()),
      };
    }),
  );
}

/** The answers to a message and their e-mails, erased with it (both quote it). */
export async function eraseReplies(db: Firestore, collectionName: string, id: string): Promise<void> {
  const replies = await getDocs(collection(db, collectionName, id, REPLIES));
  if (replies.empty) return;
  const batch = writeBatch(db);
  for (const reply of replies.docs) {
    batch.delete(reply.ref);
    batch.delete(doc(db, MAIL, reply.id));
  }
  await batch.commit();
}
