import type { CityKey } from '../../../domain/cities';
import type { ShowKey } from '../../../domain/shows';
import type { FieldErrors } from '../../../domain/validation';
import { fieldErrors } from '../../../domain/validation';
import { venueFieldsObject, venueInputSchema, type Venue, type VenueFields } from '../../../domain/venue';
import { settleAvailability, type Availability, type ListingStatus } from '../../../domain/listing-state';
import type { PerformanceExtra } from '../../../domain/performance-extras';

/** What the listing form holds while someone types: every field as the control gives it ('' = not chosen). */
export interface VenueFormValues {
  show: ShowKey | '';
  hotelName: string;
  hotelLocation: string;
  city: CityKey | '';
  date: string;
  bookingUrl: string;
  status: ListingStatus;
  availability: Availability;
  /** '' = the show's usual start. */
  startTime: string;
  extras: PerformanceExtra[];
}

export const EMPTY_VENUE_FORM: VenueFormValues = {
  show: '',
  hotelName: '',
  hotelLocation: '',
  city: '',
  date: '',
  bookingUrl: '',
  status: 'scheduled',
  availability: 'on-sale',
  startTime: '',
  extras: [],
};

export function venueToForm(venue: Venue): VenueFormValues {
  const { show, hotelName, hotelLocation, city, date, bookingUrl, status, availability, startTime, extras } =
    venue;
  return {
    show,
    hotelName,
    hotelLocation,
    city,
    date,
    bookingUrl,
    status,
    availability,
    startTime: startTime ?? '',
    extras,
  };
}

/** The same schema the server applies: the browser catches mistakes before a round trip. */
export function checkVenueForm(
  values: VenueFormValues,
): { ok: true; input: VenueFields } | { ok: false; errors: FieldErrors } {
  const parsed = venueInputSchema.safeParse(values);
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

const detailsSchema = venueFieldsObject.omit({ date: true }).transform(settleAvailability);

/** Everything but the date (Add takes one date or many separately, src/features/dashboard/venue-dates.ts). */
export function checkVenueDetails(
  values: VenueFormValues,
): { ok: true; input: Omit<VenueFields, 'date'> } | { ok: false; errors: FieldErrors } {
  const parsed = detailsSchema.safeParse(values);
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
