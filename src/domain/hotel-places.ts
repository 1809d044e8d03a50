import type { Hotel, HotelWithDates } from './hotel';
import { NO_STAY_FACTS, UNCONFIRMED_ACCESS } from './hotel-facts';
import type { ShowKey } from './shows';
import type { ListingHotel, Venue } from './venue';

/**
 * Where a hotel is, capitals aside: one hotel per place, and a listing is at the hotel of its name, address
 * and city (server/db/migrations/012-hotels.sql does the same with COLLATE NOCASE). firestore.rules check a
 * saved hotel's `place` the same way, so keep the two in step.
 */
export const hotelPlace = (place: { name: string; address: string; city: string }): string =>
  [place.city, place.name, place.address].map((part) => part.trim().toLowerCase()).join('|');

/** The place of a listing's hotel. */
export const listingPlace = (listing: { hotelName: string; hotelLocation: string; city: string }) =>
  hotelPlace({ name: listing.hotelName, address: listing.hotelLocation, city: listing.city });

/** What a new date of a show at a hotel most likely has: that show's newest date there. */
export interface NewestDate {
  /** The booking link it sells on. */
  bookingUrl: string;
  /** Its own start time ('' at the show's usual time): a run at 7:30 pm goes on at 7:30 pm. */
  startTime: string;
  createdAt: string;
}

export type ListedPlace = Pick<Venue, 'hotelName' | 'hotelLocation' | 'city'> & {
  /** Each show's newest date at the hotel. */
  newest: Partial<Record<ShowKey, NewestDate>>;
};

type Listing = Pick<
  Venue,
  'hotelName' | 'hotelLocation' | 'city' | 'show' | 'bookingUrl' | 'startTime' | 'createdAt'
>;

/**
 * Each hotel the listings are at, once (as its first listing spells it), with each show's newest date there,
 * in the order of its name.
 */
export function listedPlaces(listings: readonly Listing[]): ListedPlace[] {
  const byPlace = new Map<string, ListedPlace>();
  for (const { hotelName, hotelLocation, city, show, bookingUrl, startTime, createdAt } of listings) {
    const place = listingPlace({ hotelName, hotelLocation, city });
    const listed = byPlace.get(place) ?? { hotelName, hotelLocation, city, newest: {} };
    if (createdAt > (listed.newest[show]?.createdAt ?? ''))
      listed.newest[show] = { bookingUrl, startTime: startTime ?? '', createdAt };
    byPlace.set(place, listed);
  }
  return [...byPlace.values()].sort(
    (a, b) => a.hotelName.localeCompare(b.hotelName, 'en-GB') || a.city.localeCompare(b.city),
  );
}

/**
 * A store that keeps a hotel only once a manager has saved it (hosted mode: docs/hosted-mode.md, Hotels)
 * still has one for every listing: the place's hotel, derived from its listings with nothing confirmed,
 * under an id that says its place (a saved hotel's id never contains ':').
 */
const DERIVED = 'place:';
export const derivedHotelId = (place: string) => `${DERIVED}${encodeURIComponent(place)}`;

/** The place a derived hotel's id names; null for the id of a saved hotel (or a mangled one). */
export function placeOfDerivedId(id: string): string | null {
  if (!id.startsWith(DERIVED)) return null;
  try {
    return decodeURIComponent(id.slice(DERIVED.length));
  } catch {
    return null;
  }
}

/** The saved hotels by place. */
export const hotelsByPlace = (saved: readonly Hotel[]) =>
  new Map(saved.map((hotel) => [hotelPlace(hotel), hotel] as const));

/** What a visitor's page shows of a hotel (src/domain/venue.ts, ListingHotel). */
export function shownHotel(hotel: Hotel): ListingHotel {
  const { id, name, address, mapUrl, accessContact, access, dietary, accessNotes, bookingSource } = hotel;
  const { allergenInfo, parkingInfo, stayInfo, stayUrl } = hotel;
  return {
    id,
    name,
    address,
    mapUrl,
    accessContact,
    access,
    dietary,
    accessNotes,
    bookingSource,
    ...{ allergenInfo, parkingInfo, stayInfo, stayUrl },
  };
}

/** The listing with its hotel: the saved one at its place, else the derived one (nothing confirmed). */
export function withPlaceHotel<T extends Venue>(venue: T, byPlace: ReadonlyMap<string, Hotel>): T {
  const place = listingPlace(venue);
  const saved = byPlace.get(place);
  if (saved) return { ...venue, hotelId: saved.id, hotel: shownHotel(saved) };
  return { ...venue, hotelId: derivedHotelId(place), hotel: shownHotel(derivedHotel(venue, place)) };
}

function derivedHotel(venue: Venue, place: string): Hotel {
  return {
    id: derivedHotelId(place),
    name: venue.hotelName,
    address: venue.hotelLocation,
    city: venue.city,
    mapUrl: '',
    accessContact: '',
    access: UNCONFIRMED_ACCESS,
    dietary: '',
    accessNotes: '',
    contact: { name: '', email: '' },
    ...NO_STAY_FACTS,
    bookingSource: true,
    createdAt: venue.createdAt,
    updatedAt: venue.createdAt,
  };
}

/**
 * The manager's list: every saved hotel and every place a listing is at without one, each with its number
 * of dates, by name, then city. `venues` are the live listings (not the trash).
 */
export function hotelsOfListings(saved: readonly Hotel[], venues: readonly Venue[]): HotelWithDates[] {
  const byPlace = new Map<string, HotelWithDates>();
  for (const hotel of saved) byPlace.set(hotelPlace(hotel), { ...hotel, dates: 0 });
  for (const venue of venues) {
    const place = listingPlace(venue);
    const hotel = byPlace.get(place) ?? { ...derivedHotel(venue, place), dates: 0 };
    byPlace.set(place, { ...hotel, dates: hotel.dates + 1 });
  }
  return [...byPlace.values()].sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
      a.city.localeCompare(b.city) ||
      a.id.localeCompare(b.id),
  );
}

/** The listing's hotel name, address or city is not written as the hotel's own (so it takes the hotel's). */
export const differsFromHotel = (
  listing: { hotelName: string; hotelLocation: string; city: string },
  hotel: Pick<Hotel, 'name' | 'address' | 'city'>,
) =>
  listing.hotelName !== hotel.name || listing.hotelLocation !== hotel.address || listing.city !== hotel.city;

/**
 * Saving `fields` over hotel `id` where hotels are saved on first edit (hosted, the fake): the saved hotel
 * it replaces (none for a derived one) and the place it was at, whose listings move with it; 'missing' for
 * no such hotel, 'taken' when another hotel, saved or derived, is at the new place.
 */
export function hotelSave(
  id: string,
  fields: Pick<Hotel, 'name' | 'address' | 'city'>,
  saved: readonly Hotel[],
  venues: readonly Venue[],
): { current: Hotel | undefined; from: string } | 'missing' | 'taken' {
  const derived = placeOfDerivedId(id);
  // A derived hotel saved meanwhile (by another manager) is that saved one now.
  const current = saved.find(
    (hotel) => hotel.id === id || (derived !== null && hotelPlace(hotel) === derived),
  );
  const from = current ? hotelPlace(current) : derived;
  if (!from || (!current && !venues.some((venue) => listingPlace(venue) === from))) return 'missing';
  const to = hotelPlace(fields);
  const taken =
    saved.some((hotel) => hotel !== current && hotelPlace(hotel) === to) ||
    venues.some((venue) => listingPlace(venue) === to);
  return to !== from && taken ? 'taken' : { current, from };
}

/** The listing with its hotel's new name, address and city (a hotel renamed for all its dates). */
export const atHotel = <T extends { hotelName: string; hotelLocation: string; city: string }>(
  fields: T,
  hotel: Pick<Hotel, 'name' | 'address' | 'city'>,
): T => ({ ...fields, hotelName: hotel.name, hotelLocation: hotel.address, city: hotel.city });
