import { httpUrlField } from './text';
import type { Venue } from './venue';

/**
 * A stored listing that cannot be shown as it is: its booking link no longer passes the link check, or
 * (hosted) its document is one the legacy normaliser cannot read. The dashboard lists these at its top with
 * the values as stored, so the manager can fix or delete each one.
 */
export interface ListingNeedingAttention {
  id: string;
  problem: 'booking-link' | 'unreadable';
  /** What is wrong, in words the manager can act on. */
  reason: string;
  /** The stored values as they are (field name to text), unreadable ones included. */
  raw: Record<string, string>;
  /** The listing as far as it could be read (Fix opens the update form on it); null when not even that. */
  venue: Venue | null;
}

const bookingLinkCheck = httpUrlField('Booking link');

/** Why this listing's booking link would be refused today, or null when it passes the check. */
export function bookingLinkProblem(venue: Pick<Venue, 'bookingUrl'>): string | null {
  const checked = bookingLinkCheck.safeParse(venue.bookingUrl);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'The booking link is not valid.');
}

/** The stored values of a listing, as text, for the manager to read. */
export function rawValues(venue: Venue): Record<string, string> {
  return {
    show: venue.show,
    hotelName: venue.hotelName,
    hotelLocation: venue.hotelLocation,
    city: venue.city,
    date: venue.date,
    bookingUrl: venue.bookingUrl,
    soldOut: String(venue.soldOut),
    ...(venue.startTime ? { startTime: venue.startTime } : {}),
  };
}

/** The listings whose booking link fails the check, in the order given. */
export function listingsWithBadLinks(venues: readonly Venue[]): ListingNeedingAttention[] {
  return venues.flatMap((venue) => {
    const reason = bookingLinkProblem(venue);
    return reason
      ? [{ id: venue.id, problem: 'booking-link' as const, reason, raw: rawValues(venue), venue }]
      : [];
  });
}
