import type { Venue } from './venue';

/**
 * The listings' CSV columns, the same both ways: an exported file can be edited in a spreadsheet and
 * imported again, each row updating the listing its id names; a row without an id adds one. Headers are
 * the domain's field names, so a column cannot be misread.
 */
export const VENUE_CSV_COLUMNS = [
  'id',
  'show',
  'hotelName',
  'hotelLocation',
  'city',
  'date',
  'bookingUrl',
  'soldOut',
  'startTime',
  'extras',
  'status',
  'availability',
] as const;
export type VenueCsvColumn = (typeof VENUE_CSV_COLUMNS)[number];

/**
 * Columns a file may leave out: a file written before the column existed still imports, each row adding a
 * listing (no id) with the show's usual start (no start time), no extras, scheduled and on sale (or sold
 * out); a row with an id keeps the extras, status and seats its listing has (src/domain/venue-import.ts).
 */
export const OPTIONAL_CSV_COLUMNS: readonly VenueCsvColumn[] = [
  'id',
  'startTime',
  'extras',
  'status',
  'availability',
];

/** One exported row's cells, in VENUE_CSV_COLUMNS order. */
export function venueCsvCells(venue: Venue): Record<VenueCsvColumn, string> {
  return {
    // The listing's own id: a row that keeps it updates that listing when the file is imported again.
    id: venue.id,
    show: venue.show,
    hotelName: venue.hotelName,
    hotelLocation: venue.hotelLocation,
    city: venue.city,
    date: venue.date,
    bookingUrl: venue.bookingUrl,
    soldOut: venue.soldOut ? 'yes' : 'no',
    // Empty: the show's usual start (src/domain/show-times.ts).
    startTime: venue.startTime ?? '',
    // The site's words, "relaxed; captioned"; empty: none.
    extras: venue.extras.join('; '),
    // The site's words: scheduled, cancelled, postponed, rescheduled; on-sale, few-left, sold-out.
    status: venue.status,
    availability: venue.availability,
  };
}

/** csv-parse's options for an uploaded file: Excel's byte-order mark and CRLF, blank lines, stray spaces. */
export const CSV_PARSE_OPTIONS = {
  bom: true,
  skip_empty_lines: true,
  relax_column_count: true,
  trim: true,
} as const;
