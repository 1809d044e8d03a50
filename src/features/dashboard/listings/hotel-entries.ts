import { SEASON_WORDS as W } from '../../../content/dashboard-listings';
import type { CityKey } from '../../../domain/cities';
import { listingPlace } from '../../../domain/hotel-places';
import type { FieldErrors } from '../../../domain/validation';
import { MAX_BATCH_HOTELS } from '../../../domain/venue-batch';
import type { VenueFields } from '../../../domain/venue';
import { checkVenueDetails, type VenueFormValues } from './venue-form-values';

/** A further hotel in Add: where it is and where it sells; the show, time and status are the form's. */
export interface HotelEntry {
  hotelName: string;
  hotelLocation: string;
  city: CityKey | '';
  bookingUrl: string;
}

export const HOTEL_KEYS = ['hotelName', 'hotelLocation', 'city', 'bookingUrl'] as const;
export const EMPTY_HOTEL: HotelEntry = { hotelName: '', hotelLocation: '', city: '', bookingUrl: '' };

/** The form key of a further hotel's field: the first hotel's fields keep their own names. */
export const hotelKey = (index: number, key: (typeof HOTEL_KEYS)[number]) => `hotels.${index}.${key}`;

type Details = Omit<VenueFields, 'date'>;

/**
 * Every hotel's listing details (the form's, with each further hotel's own place and booking link), or every
 * message keyed as the form shows it. The same hotel twice, or more hotels than one Add takes, is refused.
 */
export function checkHotels(
  values: VenueFormValues,
  more: readonly HotelEntry[],
): { ok: true; hotels: Details[] } | { ok: false; errors: FieldErrors } {
  const first = checkVenueDetails(values);
  const errors: FieldErrors = first.ok ? {} : { ...first.errors };
  const hotels: Details[] = first.ok ? [first.input] : [];
  const places = new Set(first.ok ? [listingPlace(first.input)] : []);
  more.forEach((entry, i) => {
    const index = i + 1;
    const checked = checkVenueDetails({ ...values, ...entry });
    if (!checked.ok) {
      for (const key of HOTEL_KEYS)
        if (checked.errors[key]) errors[hotelKey(index, key)] = checked.errors[key];
      return;
    }
    const place = listingPlace(checked.input);
    if (places.has(place)) errors[hotelKey(index, 'hotelName')] = W.sameHotelTwice;
    places.add(place);
    hotels.push(checked.input);
  });
  if (more.length + 1 > MAX_BATCH_HOTELS) errors.hotels = W.tooManyHotels(MAX_BATCH_HOTELS);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, hotels };
}
