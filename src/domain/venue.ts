import { z } from 'zod';
import type { Hotel } from './hotel';
import type { HotelStayFacts } from './hotel-facts';
import { CITY_KEYS } from './cities';
import { isIsoDate } from './dates';
import { CLOCK_TIME } from './london-time';
import { LIMITS } from './limits';
import { SHOW_KEYS } from './shows';
import { httpUrlFieldAddingScheme, requiredText } from './text';
import { AVAILABILITIES, LISTING_STATUSES, settleAvailability } from './listing-state';
import { knownExtras, PERFORMANCE_EXTRAS } from './performance-extras';

/**
 * A listing's fields as a manager enters them, before availability is settled: `.omit`/`.extend` start
 * from here (venue-batch.ts); everything that stores a listing parses through venueInputSchema below.
 */
export const venueFieldsObject = z.object({
  show: z.enum(SHOW_KEYS, { error: 'Choose a show' }),
  hotelName: requiredText('Hotel name', LIMITS.hotelName),
  hotelLocation: requiredText('Hotel location', LIMITS.hotelLocation),
  city: z.enum(CITY_KEYS, { error: 'Choose a city from the list' }),
  date: z
    .string({ error: 'Show date is required' })
    .min(1, 'Show date is required')
    .refine(isIsoDate, 'Show date must be a real date (YYYY-MM-DD)'),
  bookingUrl: httpUrlFieldAddingScheme('Booking link'),
  status: z
    .enum(LISTING_STATUSES, { error: 'Choose scheduled, cancelled, postponed or rescheduled' })
    .default('scheduled'),
  availability: z.enum(AVAILABILITIES, { error: 'Choose on sale, few left or sold out' }).optional(),
  /** The flag listings had before `availability`: still accepted from old callers, files and documents. */
  soldOut: z.boolean().optional(),
  /** Relaxed, BSL-interpreted, captioned: what this one date offers (src/domain/performance-extras.ts). */
  extras: z
    .array(z.enum(PERFORMANCE_EXTRAS, { error: 'Choose relaxed, BSL-interpreted or captioned' }), {
      error: 'Choose relaxed, BSL-interpreted or captioned',
    })
    .max(PERFORMANCE_EXTRAS.length, 'Each extra at most once')
    .transform(knownExtras)
    .default([]),
  /** This listing's start ("19:30"), when it differs from the show's usual time (src/domain/show-times.ts). */
  startTime: z
    .string()
    .trim()
    .refine((value) => value === '' || CLOCK_TIME.test(value), 'Start time must be a time like 19:30')
    .transform((value) => value || undefined)
    .optional(),
  /**
   * An edit's new day corrects a mistake (the manager says so): the listing is not marked as moved, and
   * keeps no "moved from" day (reviseListing). Not stored.
   */
  correction: z.boolean().optional(),
});

/** What a manager enters for one listing; the same schema checks the form, the API and the Firestore mapper. */
export const venueInputSchema = venueFieldsObject.transform(settleAvailability);

export type VenueInput = z.input<typeof venueInputSchema>;
export type VenueFields = z.output<typeof venueInputSchema>;

/**
 * What is stored of a listing beyond what the manager enters: the date it had before its last move, and
 * its calendar revision (an .ics SEQUENCE), raised on every change (src/domain/listing-revision.ts).
 */
export interface ListingRecord extends VenueFields {
  previousDate?: string;
  sequence?: number;
}

export interface Venue extends VenueFields {
  id: string;
  /** The date before the listing's last move (it is `rescheduled` then); absent when it never moved. */
  previousDate?: string;
  /** 0 when created, one more on every change: calendars replace their copy when it rises. */
  sequence: number;
  /** ISO timestamp of when the listing was stored. */
  createdAt: string;
  /**
   * The run this listing belongs to, when it was created with other dates in one go (createVenues): edits
   * and deletes may reach the whole run (src/domain/venue-series.ts). Absent for a listing created alone.
   */
  seriesId?: string;
  /** The hotel this date is at (src/domain/hotel.ts): every stored listing has one in embedded mode. */
  hotelId?: string;
  /** The hotel's access facts, on the listings visitors read (a date page, What's on's Step-free filter). */
  hotel?: ListingHotel;
}

/** What a visitor's page shows of a date's hotel. */
export type ListingHotel = Pick<
  Hotel,
  'id' | 'name' | 'address' | 'mapUrl' | 'accessContact' | 'access' | 'dietary' | 'accessNotes'
> &
  /** Before you book (issue 40): allergen information, parking, staying the night. */
  Partial<HotelStayFacts> &
  Partial<Pick<Hotel, 'bookingSource'>>;

/**
 * What a date page's address leads to: the listing at its current address, a listing whose address has
 * changed since (the page redirects), an address whose listing was deleted, or nothing at all.
 */
export type VenueLookup =
  | { kind: 'found'; venue: Venue }
  | { kind: 'moved'; venue: Venue }
  | { kind: 'gone' }
  | { kind: 'unknown' };
