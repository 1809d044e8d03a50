import { collection, getDocs, type Firestore } from 'firebase/firestore/lite';
import { bookingLinkProblem, type ListingNeedingAttention } from '../../domain/needs-attention';
import { readVenueDoc } from './legacy-venue';
import { VENUES } from './venue-store';

/**
 * The dashboard's "needs attention" list, hosted: every stored listing read raw, and reported when the
 * normaliser cannot read it (a legacy document with an unknown show, no hotel or a date that is not a date:
 * public pages skip it) or when its stored booking link fails today's check (public pages show it without a
 * booking button). Fixing one is the ordinary update, which stores it in the new shape; deleting one is the
 * ordinary delete. Loaded by managers only.
 */

/** Bookkeeping fields that mean nothing to the manager. */
const HIDDEN = new Set(['change', 'formerSlugs']);

interface TimestampLike {
  toDate(): Date;
}
const isTimestamp = (value: unknown): value is TimestampLike =>
  typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function';

/** A stored value as the manager should read it: text as it is, a timestamp as ISO, anything else as JSON. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isTimestamp(value)) return value.toDate().toISOString();
  return JSON.stringify(value) ?? String(value);
}

function rawOf(data: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => !HIDDEN.has(key))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => [key, asText(value)]),
  );
}

export async function listVenuesNeedingAttention(db: Firestore): Promise<ListingNeedingAttention[]> {
  const snapshot = await getDocs(collection(db, VENUES));
  return snapshot.docs.flatMap((d): ListingNeedingAttention[] => {
    const data = d.data();
    const reading = readVenueDoc(d.id, data);
    if (!reading.ok) {
      return [{ id: d.id, problem: 'unreadable', reason: reading.reason, raw: rawOf(data), venue: null }];
    }
    // The normaliser drops a link that fails the check; the stored one is what needs fixing.
    const storedLink = typeof data.hotelLink === 'string' ? data.hotelLink.trim() : '';
    const reason = bookingLinkProblem({ bookingUrl: storedLink });
    if (!reason) return [];
    return [
      {
        id: d.id,
        problem: 'booking-link',
        reason,
        raw: rawOf(data),
        venue: { ...reading.venue, bookingUrl: storedLink },
      },
    ];
  });
}
