import { AVAILABILITY_LABELS, LISTING_STATE_COPY } from '../content/listing-status';
import { formatDateWithWeekday } from '../domain/dates';
import type { Venue } from '../domain/venue';

type State = 'cancelled' | 'postponed' | 'sold-out' | 'few-left';

/** What a date's mark says, most important first: called off outranks the seats. Null: simply on sale. */
export function listingState(venue: Pick<Venue, 'status' | 'availability'>): State | null {
  if (venue.status === 'cancelled' || venue.status === 'postponed') return venue.status;
  return venue.availability === 'on-sale' ? null : venue.availability;
}

const LABELS: Record<State, string> = {
  cancelled: LISTING_STATE_COPY.cancelled,
  postponed: LISTING_STATE_COPY.postponedMark,
  'sold-out': AVAILABILITY_LABELS['sold-out'],
  'few-left': AVAILABILITY_LABELS['few-left'],
};

/**
 * A date's mark where Book would be, or beside it (few seats left): a bordered pill, so it reads as a
 * status. Cancelled, postponed and sold out take the place of the Book link; few seats left sits with it.
 */
export function ListingBadge({
  venue,
  className = '',
}: {
  venue: Pick<Venue, 'status' | 'availability'>;
  className?: string;
}) {
  const state = listingState(venue);
  if (!state) return null;
  return (
    <span className={`sold-out-badge listing-badge--${state} ${className}`.trim()}>{LABELS[state]}</span>
  );
}

/** "Moved from Friday 4 December 2026", for a date that moved; nothing otherwise. */
export function MovedFrom({ venue, className }: { venue: Venue; className?: string }) {
  if (venue.status !== 'rescheduled' || !venue.previousDate) return null;
  return (
    <p className={className}>{LISTING_STATE_COPY.movedFrom(formatDateWithWeekday(venue.previousDate))}</p>
  );
}
