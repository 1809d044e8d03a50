import { z } from 'zod';
import { CITY_KEYS } from './cities';
import { isIsoDate } from './dates';
import { LIMITS } from './limits';
import { SHOW_KEYS } from './shows';
import { httpUrlField, requiredText } from './text';

/** What a manager enters for one listing; the same schema checks the form, the API and the Firestore mapper. */
export const venueInputSchema = z.object({
  show: z.enum(SHOW_KEYS, { error: 'Choose a show' }),
  hotelName: requiredText('Hotel name', LIMITS.hotelName),
  hotelLocation: requiredText('Hotel location', LIMITS.hotelLocation),
  city: z.enum(CITY_KEYS, { error: 'Choose a city from the list' }),
  date: z
    .string({ error: 'Show date is required' })
    .min(1, 'Show date is required')
    .refine(isIsoDate, 'Show date must be a real date (YYYY-MM-DD)'),
  bookingUrl: httpUrlField('Booking link'),
  soldOut: z.boolean().default(false),
});

export type VenueInput = z.input<typeof venueInputSchema>;
export type VenueFields = z.output<typeof venueInputSchema>;

export interface Venue extends VenueFields {
  id: string;
  /** ISO timestamp of when the listing was stored. */
  createdAt: string;
}

/** Public lists show listings in true date order, then by hotel so equal dates stay stable. */
export function compareVenues(a: Venue, b: Venue): number {
  return a.date.localeCompare(b.date) || a.hotelName.localeCompare(b.hotelName, 'en-GB');
}
