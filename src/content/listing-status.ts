import type { Availability, ListingStatus } from '../domain/listing-state';

/** What a date's status and seats are called, on public pages and in the dashboard alike. */
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  rescheduled: 'Moved',
};

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  'on-sale': 'On sale',
  'few-left': 'Few seats left',
  'sold-out': 'Sold out',
};

/** The line a date's page, card and row show beside the date when it is not simply on. */
export const LISTING_STATE_COPY = {
  cancelled: 'Cancelled',
  postponed: 'Postponed: new date to be announced',
  /** The short mark in a list of dates, where the page's full sentence would not fit. */
  postponedMark: 'Postponed',
  movedFrom: (previous: string) => `Moved from ${previous}`,
  calledOffBody: {
    cancelled: 'This date will not go ahead. If you booked, the venue will contact you about a refund.',
    postponed: 'This date will not go ahead as planned. The new date will be announced here.',
  },
} as const;
