import { FACT_ANSWERS, HEARING_LOOPS, type FactAnswer } from '../../domain/hotel-facts';
import type { Hotel } from '../../domain/hotel';
import { hotelsByPlace, listingPlace, withPlaceHotel } from '../../domain/hotel-places';
import { isCityKey } from '../../domain/cities';
import type { Venue, VenueLookup } from '../../domain/venue';
import { readCreatedAt } from './timestamps';
import { PUBLIC_QUERY_LIMIT } from './venue-store';
import type { FirestoreRest } from './firestore-rest';

/**
 * Hotels a manager has saved, each with its `place` (src/domain/hotel-places.ts: city, name and address,
 * capitals aside), which is how a listing finds its hotel: listings keep the old site's fields and no hotel
 * id, so documents from before hotels existed need no migration (docs/hosted-mode.md, Hotels). A place no
 * saved hotel has is a hotel with nothing confirmed.
 */
export const HOTELS = 'hotels';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const fact = (value: unknown): FactAnswer =>
  (FACT_ANSWERS as readonly unknown[]).includes(value) ? (value as FactAnswer) : 'unknown';

/** A stored hotel; firestore.rules let only the site's shape in, so a bad value reads as not confirmed. */
export function readHotelDoc(id: string, data: Record<string, unknown>): Hotel | null {
  if (!isCityKey(data.city) || !text(data.name)) return null;
  const access = (typeof data.access === 'object' && data.access !== null ? data.access : {}) as Record<
    string,
    unknown
  >;
  const updatedAt = readCreatedAt(data.updatedAt);
  return {
    id,
    name: text(data.name),
    address: text(data.address),
    city: data.city,
    mapUrl: text(data.mapUrl),
    accessContact: text(data.accessContact),
    access: {
      stepFree: fact(access.stepFree),
      accessibleToilet: fact(access.accessibleToilet),
      parking: fact(access.parking),
      quietSpace: fact(access.quietSpace),
      hearingLoop: (HEARING_LOOPS as readonly unknown[]).includes(access.hearingLoop)
        ? (access.hearingLoop as Hotel['access']['hearingLoop'])
        : 'unknown',
    },
    dietary: text(data.dietary),
    accessNotes: text(data.accessNotes),
    // Hotel documents are public (a date page reads them): a contact's address is never kept in one.
    contact: { name: '', email: '' },
    allergenInfo: text(data.allergenInfo),
    parkingInfo: text(data.parkingInfo),
    stayInfo: text(data.stayInfo),
    stayUrl: text(data.stayUrl),
    // Absent on hotels saved before the setting: on, as for every new hotel.
    bookingSource: data.bookingSource !== false,
    createdAt: updatedAt,
    updatedAt,
  };
}

export const readHotelDocs = (docs: readonly { id: string; data: () => Record<string, unknown> }[]) =>
  docs.map((d) => readHotelDoc(d.id, d.data())).filter((hotel): hotel is Hotel => hotel !== null);

/**
 * The listings with their hotels, from one query of the saved hotels (within the public limit: a site
 * touring to more than PUBLIC_QUERY_LIMIT hotels would need a query per place instead).
 */
export async function withHotels<T extends Venue>(rest: FirestoreRest, venues: T[]): Promise<T[]> {
  if (venues.length === 0) return venues;
  const saved = await rest.runQuery({ collection: HOTELS, limit: PUBLIC_QUERY_LIMIT });
  const byPlace = hotelsByPlace(readHotelDocs(saved));
  return venues.map((venue) => withPlaceHotel(venue, byPlace));
}

/** A date page's listing with its hotel: one query for its place. */
export async function lookupWithHotel(rest: FirestoreRest, lookup: VenueLookup): Promise<VenueLookup> {
  if (lookup.kind !== 'found' && lookup.kind !== 'moved') return lookup;
  const place = listingPlace(lookup.venue);
  const saved = await rest.runQuery({ collection: HOTELS, where: [['place', '==', place]], limit: 1 });
  return { ...lookup, venue: withPlaceHotel(lookup.venue, hotelsByPlace(readHotelDocs(saved))) };
}
