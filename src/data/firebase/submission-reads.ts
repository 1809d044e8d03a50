import { collection, getDocs, type Firestore } from 'firebase/firestore/lite';
import type { ContactMessage } from '../../domain/contact-message';
import type { HostingRequest } from '../../domain/hosting-request';
import { newestFirst, readContactMessageDoc, readHostingRequestDoc } from './stored-submissions';
import { MESSAGES, REQUESTS } from './submission-store';

/** The dashboard's reading of submissions (loaded by managers only). */

export async function listStoredHostingRequests(db: Firestore): Promise<HostingRequest[]> {
  // Sorted here, not by the query: old documents hold createdAt as text, which Firestore orders apart from
  // timestamps.
  const snapshot = await getDocs(collection(db, REQUESTS));
  return snapshot.docs.map((d) => readHostingRequestDoc(d.id, d.data())).sort(newestFirst);
}

export async function listStoredContactMessages(db: Firestore): Promise<ContactMessage[]> {
  const snapshot = await getDocs(collection(db, MESSAGES));
  return snapshot.docs.map((d) => readContactMessageDoc(d.id, d.data())).sort(newestFirst);
}
