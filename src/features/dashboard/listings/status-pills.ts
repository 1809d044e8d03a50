import {
  AVAILABILITY_LABELS,
  LISTING_STATE_COPY,
  LISTING_STATUS_LABELS,
} from '../../../content/listing-status';
import type { Venue } from '../../../domain/venue';
import { formatDateWithWeekday } from '../../../domain/dates';

export interface StatusPill {
  text: string;
  look: 'is-on-sale' | 'is-few-left' | 'is-sold-out' | 'is-called-off' | 'is-moved';
}

/**
 * What a listing's row (a card on a phone) says of it, as visitors are told: a called-off date says only
 * that; a moved one says where from (the public page's "Moved from ..."), with its seats only when they are
 * short; any other date, its seats. A moved date never reads plain "On sale".
 */
export function statusPills(venue: Pick<Venue, 'status' | 'availability' | 'previousDate'>): StatusPill[] {
  if (venue.status === 'cancelled' || venue.status === 'postponed')
    return [{ text: LISTING_STATUS_LABELS[venue.status], look: 'is-called-off' }];
  const seats: StatusPill = {
    text: AVAILABILITY_LABELS[venue.availability],
    look: `is-${venue.availability}`,
  };
  if (venue.status !== 'rescheduled') return [seats];
  const moved: StatusPill = {
    text: venue.previousDate
      ? LISTING_STATE_COPY.movedFrom(formatDateWithWeekday(venue.previousDate))
      : LISTING_STATUS_LABELS.rescheduled,
    look: 'is-moved',
  };
  return venue.availability === 'on-sale' ? [moved] : [moved, seats];
}
