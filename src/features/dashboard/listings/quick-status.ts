import type { Venue } from '../../../domain/venue';
import type { VenueSelectionChange } from '../../../domain/venue-selection';

/**
 * The dashboard's quick status actions on one date, without opening its form: each is a change to a
 * selection of one (src/domain/venue-selection.ts), so it is written, recorded and announced exactly as the
 * form's save would be (cancel and move notices, seats back), and undone by the change back.
 */
export const QUICK_STATUSES = [
  'few-left',
  'sold-out',
  'on-sale',
  'cancelled',
  'postponed',
  'back-on',
] as const;
export type QuickStatus = (typeof QUICK_STATUSES)[number];

const isCalledOff = (venue: Pick<Venue, 'status'>) =>
  venue.status === 'cancelled' || venue.status === 'postponed';

/** What a date can be set to from where it stands: a called-off date is first put back on. */
export function quickStatusesFor(venue: Pick<Venue, 'status' | 'availability'>): QuickStatus[] {
  if (isCalledOff(venue)) return ['back-on', venue.status === 'cancelled' ? 'postponed' : 'cancelled'];
  return QUICK_STATUSES.filter((action) => action !== 'back-on' && action !== venue.availability);
}

export function quickChange(action: QuickStatus): VenueSelectionChange {
  if (action === 'back-on') return { status: 'scheduled' };
  if (action === 'cancelled' || action === 'postponed') return { status: action };
  return { availability: action };
}

/** The change that puts the date back as it was before `action`. */
export function undoChange(
  venue: Pick<Venue, 'status' | 'availability'>,
  action: QuickStatus,
): VenueSelectionChange {
  const change = quickChange(action);
  return 'status' in change ? { status: venue.status } : { availability: venue.availability };
}
