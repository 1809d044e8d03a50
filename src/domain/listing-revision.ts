import { isUpcoming } from './dates';
import type { ListingRecord, Venue, VenueFields } from './venue';
import type { ListingStatus } from './listing-state';

/**
 * A listing after an edit, as it is stored: a date that moves records the date it had and becomes
 * `rescheduled` (a postponed date given its new day too; a cancelled one stays cancelled), and every change
 * raises its sequence, so a calendar holding the date's .ics replaces its copy
 * (RFC 5545 3.8.7.4). Both stores call this on every edit (server/db/venues-repository.ts,
 * src/data/firebase/venue-writes.ts).
 */
export function reviseListing(before: Venue, fields: VenueFields): ListingRecord & { sequence: number } {
  // A new day that corrects a mistake is no move: no "moved from" a day that never was.
  const moved = fields.date !== before.date && fields.correction !== true;
  const status: ListingStatus =
    moved && (fields.status === 'scheduled' || fields.status === 'postponed') ? 'rescheduled' : fields.status;
  const previousDate = moved ? before.date : status === 'rescheduled' ? before.previousDate : undefined;
  // `fields` may be a whole listing (a selection's change of one): its own previous date and sequence go.
  const after: ListingRecord = { ...fields, status };
  delete after.previousDate;
  delete after.sequence;
  delete after.correction;
  if (previousDate) after.previousDate = previousDate;
  return { ...after, sequence: before.sequence + (sameListing(before, after) ? 0 : 1) };
}

/** The listing as it reads after the edit: its id, creation and run kept, its fields revised. */
export function revisedVenue(before: Venue, fields: VenueFields): Venue {
  const { id, createdAt, seriesId } = before;
  const after: Venue = { ...reviseListing(before, fields), id, createdAt, ...(seriesId ? { seriesId } : {}) };
  if (!after.startTime) delete after.startTime;
  return after;
}

const COMPARED = [
  'show',
  'hotelName',
  'hotelLocation',
  'city',
  'date',
  'bookingUrl',
  'availability',
  'status',
  'startTime',
  'previousDate',
] as const satisfies readonly (keyof ListingRecord)[];

function sameListing(a: ListingRecord, b: ListingRecord): boolean {
  return COMPARED.every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

/** A date that is off (cancelled, or postponed with no new day yet): its page stays, with no Book link. */
export const isCalledOff = (venue: Pick<Venue, 'status'>): boolean =>
  venue.status === 'cancelled' || venue.status === 'postponed';

/** A date a visitor can book: on (not called off) and not sold out. */
export const canBook = (venue: Pick<Venue, 'status' | 'availability'>): boolean =>
  !isCalledOff(venue) && venue.availability !== 'sold-out';

/**
 * What subscribers whose show and city match are told after a write, if anything: a new bookable date
 * (added, back on sale, back on, or moved to their show or city), a date called off, or a date moved to
 * another day. `before` is null for a listing that is new (or back from the trash).
 */
export type ListingNews = 'new-date' | 'cancelled' | 'postponed' | 'moved';

/** What happened to a date its subscribers are told about: called off, or moved to another day. */
export type DateChange = Exclude<ListingNews, 'new-date'>;

export function listingNews(before: Venue | null, after: Venue, now: Date = new Date()): ListingNews | null {
  if (!isUpcoming(after.date, now)) return null;
  if (!before || before.show !== after.show || before.city !== after.city) {
    return canBook(after) ? 'new-date' : null;
  }
  if ((after.status === 'cancelled' || after.status === 'postponed') && after.status !== before.status) {
    return after.status;
  }
  if (before.date !== after.date && !isCalledOff(after)) return 'moved';
  return !canBook(before) && canBook(after) ? 'new-date' : null;
}

/**
 * Is a date that is news again ('new-date') a cancelled or postponed one going ahead after all? Then the
 * people whose last e-mail about it said it was off hear it is on (both modes' notices).
 */
export const goesAheadAgain = (before: Pick<Venue, 'status'> | null): boolean =>
  before !== null && isCalledOff(before);

/**
 * Did this write put a sold-out date back on sale (seats on sale or few left, the date on and upcoming)? The
 * people waiting for its seats are told then (server/subscriptions/seats-back-mail.ts).
 */

export function seatsCameBack(before: Venue | null, after: Venue, now: Date = new Date()): boolean {
  return before?.availability === 'sold-out' && canBook(after) && isUpcoming(after.date, now);
}
