import { cityLabel } from '../../../domain/cities';
import { formatDateWithWeekday, isIsoDate } from '../../../domain/dates';
import { isShowKey, SHOW_NAMES } from '../../../domain/shows';
import type { VenueFields } from '../../../domain/venue';
import type { Availability, ListingStatus } from '../../../domain/listing-state';
import { AVAILABILITY_LABELS, LISTING_STATUS_LABELS } from '../../../content/listing-status';
import { PERFORMANCE_EXTRA_LABELS, PERFORMANCE_EXTRAS_COPY } from '../../../content/performance-extras';
import { knownExtras } from '../../../domain/performance-extras';
import { TRASH_DAYS, type VenueChange, type VenueChangeAction } from '../../../domain/venue-change';

export const ACTION_LABELS: Record<VenueChangeAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted (moved to the trash)',
  restore: 'Restored from the trash',
  import: 'Imported from a CSV file',
};

// soldOut is left out: availability says the same, and more; correction is how a save was meant, not stored.
const FIELD_LABELS: Record<Exclude<keyof VenueFields, 'soldOut' | 'correction'>, string> = {
  show: 'Show',
  hotelName: 'Hotel name',
  hotelLocation: 'Hotel location',
  city: 'City',
  date: 'Date',
  bookingUrl: 'Booking link',
  status: 'Status',
  availability: 'Seats',
  startTime: 'Start time',
  extras: PERFORMANCE_EXTRAS_COPY.heading,
};
const FIELDS = Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[];

/** A stored value as the manager reads it elsewhere on the dashboard ("Brighton", "Tuesday 26 January 2027"). */
function shown(field: keyof VenueFields, fields: VenueFields | null): string {
  const value = fields?.[field];
  // Entries written before extras existed have none.
  if (field === 'extras')
    return (
      knownExtras(value)
        .map((extra) => PERFORMANCE_EXTRA_LABELS[extra])
        .join(', ') || '(none)'
    );
  if (value === undefined || value === '') return '(none)';
  if (field === 'status' && typeof value === 'string') return LISTING_STATUS_LABELS[value as ListingStatus];
  if (field === 'availability' && typeof value === 'string')
    return AVAILABILITY_LABELS[value as Availability];
  if (field === 'show' && typeof value === 'string') return isShowKey(value) ? SHOW_NAMES[value] : value;
  if (field === 'city' && typeof value === 'string') return cityLabel(value as VenueFields['city']);
  if (field === 'date' && typeof value === 'string' && isIsoDate(value)) return formatDateWithWeekday(value);
  return String(value);
}

export interface FieldChange {
  label: string;
  before: string;
  after: string;
}

/**
 * What one change did, field by field: an update lists the fields it changed (before and after); a create
 * or import lists what the listing was stored with; a delete or restore moves the whole listing, so none.
 */
export function fieldChanges(change: Pick<VenueChange, 'action' | 'before' | 'after'>): FieldChange[] {
  if (change.action === 'delete' || change.action === 'restore') return [];
  const { before, after } = change;
  // A create lists what was stored: a field left empty (no own start time) says nothing.
  // Compared as shown, so a list (the extras) counts as changed only when what it says changed.
  const changed = before
    ? FIELDS.filter((field) => shown(field, before) !== shown(field, after))
    : FIELDS.filter((field) => shown(field, after) !== '(none)');
  return changed.map((field) => ({
    label: FIELD_LABELS[field],
    before: shown(field, before),
    after: shown(field, after),
  }));
}

/** The listing a change was about, named as messages name it ("The Grand Hotel — Friday 8 January 2027"). */
export function changedListing(change: Pick<VenueChange, 'before' | 'after'>): string {
  const fields = change.after ?? change.before;
  return fields ? `${fields.hotelName} — ${formatDateWithWeekday(fields.date)}` : 'A listing';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days left to restore a listing deleted at `deletedAt`, counting a part day as one (0 once expired). */
export function daysLeftToRestore(deletedAt: string, now: Date = new Date()): number {
  const left = new Date(deletedAt).getTime() + TRASH_DAYS * DAY_MS - now.getTime();
  return Math.max(0, Math.ceil(left / DAY_MS));
}
