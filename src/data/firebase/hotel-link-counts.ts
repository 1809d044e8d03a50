import {
  collection,
  getDocs,
  limit,
  query,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import { dateCounts, type DateCounts } from '../../domain/hotel-kit';
import type { Venue } from '../../domain/venue';
import { readCountTotals } from './count-store';
import { HOTEL_LINKS } from './hotel-link-token';

/** Whether the stored copy (as Firestore returns it, its keys in any order) is these counts. */
function sameCounts(stored: unknown, counts: Record<string, DateCounts>): boolean {
  if (typeof stored !== 'object' || stored === null) return false;
  const was = stored as Record<string, Partial<DateCounts> | undefined>;
  const ids = Object.keys(counts);
  return (
    Object.keys(was).length === ids.length &&
    ids.every((id) => was[id]?.views === counts[id]?.views && was[id]?.bookClicks === counts[id]?.bookClicks)
  );
}

/**
 * Hosted mode's counts on a hotel's page (docs/decisions/0041-hotel-links.md): the counts are managers-only,
 * so the manager's dashboard copies each live link's hotel's upcoming dates' totals (page views and Book
 * clicks over every day kept, no visitor data) into the link's document, which the hotel's page reads.
 * A link whose copy is already right is not written.
 */
export async function refreshHotelLinkCounts(
  db: Firestore,
  venues: readonly Venue[],
  today: string,
): Promise<number> {
  if ((await getDocs(query(collection(db, HOTEL_LINKS), limit(1)))).empty) return 0;
  const totals = await readCountTotals(db, '0000-01-01', today);
  // Listed once the totals are read (a season of them takes a while), not before: a link another manager
  // revokes meanwhile is then seldom written to (the rules would refuse it, and the browser log the refusal).
  const links = await getDocs(collection(db, HOTEL_LINKS));
  const writes = links.docs.flatMap((link) => {
    const data = link.data();
    const counts: Record<string, DateCounts> = Object.fromEntries(
      venues
        .filter((venue) => venue.hotelId === data.hotelId && venue.date >= today)
        .map((venue) => [venue.id, dateCounts(totals, venue.id)]),
    );
    if (sameCounts(data.counts, counts)) return [];
    return [updateDoc(link.ref, { counts, countsAt: serverTimestamp() })];
  });
  await Promise.all(writes);
  return writes.length;
}
