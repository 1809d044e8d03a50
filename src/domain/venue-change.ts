import type { ListingRecord, Venue, VenueFields } from './venue';
import { settleAvailability } from './listing-state';
import { knownExtras } from './performance-extras';

/** What a manager did to a listing; an import records each listing it created or changed as 'import'. */
export const VENUE_CHANGE_ACTIONS = ['create', 'update', 'delete', 'restore', 'import'] as const;
export type VenueChangeAction = (typeof VENUE_CHANGE_ACTIONS)[number];

/** One entry of a listing's history: who did what, when, and the listing's fields before and after. */
export interface VenueChange {
  id: string;
  venueId: string;
  action: VenueChangeAction;
  /** The manager's e-mail. */
  actor: string;
  /** ISO timestamp. */
  at: string;
  /** Null for a create, a restore, or an import that added the listing. */
  before: VenueFields | null;
  after: VenueFields | null;
  /**
   * Every listing the same history record names, this one included: one write of the manager's (a run's
   * dates edited together, an action on a selection, a batch of dates, an import) is one record.
   */
  venueIds: string[];
}

/** A deleted listing, restorable until TRASH_DAYS after `deletedAt`. */
export interface TrashedVenue extends Venue {
  deletedAt: string;
  deletedBy: string;
}

/** How long a deleted listing stays restorable before it is purged. */
export const TRASH_DAYS = 30;

/** The moment before which trashed listings are purged. */
export function trashCutoff(now: Date): Date {
  return new Date(now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * The fields of a listing, without its id and timestamps: what a history entry keeps, and what a store
 * writes back (its previous date and sequence too, when it has them).
 */
export function venueFields(venue: ListingRecord): ListingRecord {
  const { show, hotelName, hotelLocation, city, date, bookingUrl, status, availability, soldOut } = venue;
  const { startTime, previousDate, sequence, extras } = venue;
  return {
    show,
    hotelName,
    hotelLocation,
    city,
    date,
    bookingUrl,
    status,
    availability,
    soldOut,
    extras,
    ...(startTime ? { startTime } : {}),
    ...(previousDate ? { previousDate } : {}),
    ...(sequence !== undefined ? { sequence } : {}),
  };
}

/**
 * A history entry's fields as read back: entries written before status and availability existed lack
 * them (their `soldOut` says which availability they had), and those before extras have none.
 */
export function storedHistoryFields(
  stored: Omit<ListingRecord, 'status' | 'availability' | 'extras'> & Partial<ListingRecord>,
): ListingRecord {
  return settleAvailability({
    ...stored,
    status: stored.status ?? 'scheduled',
    extras: knownExtras(stored.extras),
  });
}
