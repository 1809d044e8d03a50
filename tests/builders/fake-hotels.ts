import { DataError } from '../../src/data/errors';
import { HOTEL_TAKEN, NO_SUCH_HOTEL, type Hotel, type HotelFields } from '../../src/domain/hotel';
import { hotelSave, hotelsByPlace, hotelsOfListings, withPlaceHotel } from '../../src/domain/hotel-places';
import type { Venue } from '../../src/domain/venue';

let saves = 0;

/**
 * The fake port's hotels (FakeDataPort.listHotels, updateHotel): as hosted mode keeps them, a hotel is saved
 * once a manager edits it, and every other place a listing is at has its derived hotel, nothing confirmed.
 */
export class FakeHotels {
  saved: Hotel[] = [];

  list(venues: readonly Venue[]) {
    return hotelsOfListings(this.saved, venues);
  }

  /** The listings with their hotels, as visitors read them. */
  attach(venues: readonly Venue[]): Venue[] {
    const byPlace = hotelsByPlace(this.saved);
    return venues.map((venue) => withPlaceHotel(venue, byPlace));
  }

  /** Saves the hotel; answers it and the place it was at, whose listings move with it. */
  save(id: string, fields: HotelFields, venues: readonly Venue[]): { hotel: Hotel; from: string } {
    const save = hotelSave(id, fields, this.saved, venues);
    if (save === 'missing') throw new DataError('not-found', NO_SUCH_HOTEL);
    if (save === 'taken') throw new DataError('conflict', HOTEL_TAKEN, { name: HOTEL_TAKEN });
    const { current, from } = save;
    const at = new Date().toISOString();
    const hotel: Hotel = {
      ...fields,
      id: current?.id ?? `hotel-${++saves}`,
      createdAt: current?.createdAt ?? at,
      updatedAt: at,
    };
    this.saved = [...this.saved.filter((other) => other !== current), hotel];
    return { hotel, from };
  }
}
