import type { Firestore } from 'firebase/firestore/lite';
import { PAGE_SIZE, type PageRequest } from '../../domain/paging';
import { subscribersCsv } from '../../domain/subscribers-csv';
import { demandOf, type SubscriberPage } from '../../domain/subscription';
import { readSubscribers } from './subscriber-store';

// The dashboard's views of the subscribers, loaded on first use (firestore-port.ts): the manager's browser
// reads the most recently changed addresses (at most SUBSCRIBER_READ_LIMIT, a bound the rules enforce), which
// the demand table counts, and shows them a page at a time.

export async function pageSubscribers(db: Firestore, page?: PageRequest): Promise<SubscriberPage> {
  const all = await readSubscribers(db);
  const start = Number(page?.cursor ?? 0) || 0;
  const size = page?.limit ?? PAGE_SIZE;
  const items = all.slice(start, start + size);
  const next = start + size < all.length ? String(start + size) : null;
  return { items, total: all.length, nextCursor: next, demand: demandOf(all), mailEnabled: true };
}

export async function exportSubscribersFile(db: Firestore): Promise<string> {
  return subscribersCsv(await readSubscribers(db));
}
