import { expect, it } from 'vitest';
import type { HotelWithDates } from '../../src/domain/hotel';
import { venueSlug } from '../../src/domain/venue-slug';
import { failureOf, type DataPortHarness } from './data-port-harness';
import { aHotelInput, aVenueInput, daysFromToday } from '../builders/inputs';

const PARK = {
  hotelName: 'The Park Hotel',
  hotelLocation: 'Park Place, Cardiff CF10 3UD',
  city: 'Cardiff',
} as const;

const parkHotel = aHotelInput;

const named = (hotels: HotelWithDates[], name: string) => hotels.find((hotel) => hotel.name === name);

/**
 * Hotels are places with access facts (docs/product.md, Hotels): every listing is at the hotel of its name,
 * address and city, one hotel per place, with nothing confirmed until the manager says so (listings from
 * before hotels existed included); the manager edits a hotel once and every one of its dates shows it.
 */
export function hotelsContract(harness: () => DataPortHarness): void {
  const h = () => harness();

  it('gives every listing the hotel of its place, one per place, nothing confirmed until the manager says', async () => {
    const first = await h().manager.createVenue(aVenueInput(PARK));
    // The same place written with other capitals is the same hotel.
    await h().manager.createVenue(
      aVenueInput({ ...PARK, hotelName: 'THE PARK HOTEL', show: 'JFK', date: daysFromToday(40) }),
    );
    await h().manager.createVenue(aVenueInput({ hotelName: 'The Grand Hotel', date: daysFromToday(50) }));

    const hotels = await h().manager.listHotels();
    expect(hotels.map((hotel) => [hotel.name.toLowerCase(), hotel.city, hotel.dates])).toEqual([
      ['the grand hotel', 'Brighton', 1],
      ['the park hotel', 'Cardiff', 2],
    ]);
    const park = named(hotels, 'The Park Hotel') ?? named(hotels, 'THE PARK HOTEL');
    expect(park?.access).toEqual({
      stepFree: 'unknown',
      accessibleToilet: 'unknown',
      parking: 'unknown',
      quietSpace: 'unknown',
      hearingLoop: 'unknown',
    });
    const upcoming = await h().visitor.listUpcomingVenues('Titanic');
    expect(upcoming.find((venue) => venue.id === first.id)).toMatchObject({
      hotelId: park?.id,
      hotel: { access: { stepFree: 'unknown', hearingLoop: 'unknown' } },
    });
  });

  it('keeps whether Book links name the site, on for every hotel until the manager switches it off', async () => {
    const listing = await h().manager.createVenue(aVenueInput(PARK));
    const [park] = await h().manager.listHotels();
    expect(park?.bookingSource).toBe(true);

    const saved = await h().manager.updateHotel(park?.id ?? '', parkHotel({ bookingSource: false }));
    expect(saved.bookingSource).toBe(false);
    expect((await h().manager.listHotels()).map((hotel) => hotel.bookingSource)).toEqual([false]);
    // Visitors' listings carry it, so their Book links leave the hotel's address as stored.
    const upcoming = await h().visitor.listUpcomingVenues('Titanic');
    expect(upcoming.find((venue) => venue.id === listing.id)?.hotel?.bookingSource).toBe(false);

    const back = await h().manager.updateHotel(saved.id, parkHotel({ bookingSource: true }));
    expect(back.bookingSource).toBe(true);
    const page = await h().visitor.findVenueBySlug('Titanic', venueSlug(listing));
    expect(page).toMatchObject({ kind: 'found', venue: { hotel: { bookingSource: true } } });
  });

  it('shows a hotel’s facts, saved once, on every one of its dates', async () => {
    const titanic = await h().manager.createVenue(aVenueInput(PARK));
    const jfk = await h().manager.createVenue(aVenueInput({ ...PARK, show: 'JFK', date: daysFromToday(45) }));
    const [park] = await h().manager.listHotels();
    const saved = await h().manager.updateHotel(park?.id ?? '', parkHotel());
    expect(saved).toMatchObject({
      name: 'The Park Hotel',
      access: { stepFree: 'yes', hearingLoop: 'portable' },
    });

    const everyDate = await h().visitor.listAllUpcomingVenues();
    expect(everyDate.map((venue) => [venue.id, venue.hotelId, venue.hotel?.access.stepFree])).toEqual([
      [titanic.id, saved.id, 'yes'],
      [jfk.id, saved.id, 'yes'],
    ]);
    const page = await h().visitor.findVenueBySlug('JFK', venueSlug(jfk));
    expect(page).toMatchObject({
      kind: 'found',
      venue: {
        hotel: {
          accessContact: 'Front desk, 029 2000 0000',
          dietary: 'Vegan and gluten-free menus on request.',
          access: { hearingLoop: 'portable', quietSpace: 'unknown' },
        },
      },
    });
    expect((await h().manager.listHotels()).map((hotel) => [hotel.id, hotel.dates])).toEqual([[saved.id, 2]]);
  });

  it('renames a hotel on all its dates, keeping its facts, each date still found at its old address', async () => {
    const first = await h().manager.createVenue(aVenueInput(PARK));
    const second = await h().manager.createVenue(aVenueInput({ ...PARK, date: daysFromToday(60) }));
    const [park] = await h().manager.listHotels();
    const saved = await h().manager.updateHotel(park?.id ?? '', parkHotel());
    const renamed = await h().manager.updateHotel(saved.id, parkHotel({ name: 'The Parkside Hotel' }));
    expect(renamed).toMatchObject({ id: saved.id, name: 'The Parkside Hotel' });

    const dates = await h().visitor.listUpcomingVenues('Titanic');
    expect(
      dates.map((venue) => [venue.id, venue.hotelName, venue.hotelId, venue.hotel?.access.stepFree]),
    ).toEqual([
      [first.id, 'The Parkside Hotel', saved.id, 'yes'],
      [second.id, 'The Parkside Hotel', saved.id, 'yes'],
    ]);
    // The date page's address names the hotel: the old one still leads to the date.
    expect(await h().visitor.findVenueBySlug('Titanic', venueSlug(first))).toMatchObject({
      kind: 'moved',
      venue: { id: first.id, hotelName: 'The Parkside Hotel' },
    });
    expect((await h().manager.listHotels()).map((hotel) => [hotel.name, hotel.dates])).toEqual([
      ['The Parkside Hotel', 2],
    ]);
  });

  it('refuses bad facts, another hotel’s place, unknown hotels and visitors, changing nothing', async () => {
    await h().manager.createVenue(aVenueInput(PARK));
    await h().manager.createVenue(aVenueInput({ hotelName: 'The Grand Hotel', date: daysFromToday(50) }));
    const hotels = await h().manager.listHotels();
    const park = named(hotels, 'The Park Hotel');
    const grand = named(hotels, 'The Grand Hotel');

    const bad = await failureOf(
      h().manager.updateHotel(park?.id ?? '', {
        ...parkHotel({ mapUrl: 'javascript:alert(1)' }),
        access: { stepFree: 'maybe' as 'yes' },
      }),
    );
    expect(bad.kind).toBe('invalid');
    expect(Object.keys(bad.fields).sort()).toEqual(['access.stepFree', 'mapUrl']);

    const taken = await failureOf(
      h().manager.updateHotel(
        park?.id ?? '',
        parkHotel({ name: 'the grand hotel', address: grand?.address ?? '', city: 'Brighton' }),
      ),
    );
    expect(taken.kind).toBe('conflict');
    expect((await failureOf(h().manager.updateHotel('no-such-hotel', parkHotel()))).kind).toBe('not-found');
    expect((await failureOf(h().visitor.updateHotel(park?.id ?? '', parkHotel()))).kind).toBe('signed-out');
    expect((await failureOf(h().visitor.listHotels())).kind).toBe('signed-out');

    expect(await h().manager.listHotels()).toEqual(hotels);
    expect((await h().visitor.listUpcomingVenues('Titanic')).map((venue) => venue.hotelName)).toEqual([
      'The Park Hotel',
      'The Grand Hotel',
    ]);
  });
  it('keeps a hotel’s before-you-book facts, empty until the manager gives them, on every date', async () => {
    const date = await h().manager.createVenue(aVenueInput(PARK));
    const [park] = await h().manager.listHotels();
    // Nothing said yet: every one empty (the page says "Not confirmed: ask the venue"), never a guess.
    expect(park).toMatchObject({ allergenInfo: '', parkingInfo: '', stayInfo: '', stayUrl: '' });

    const facts = {
      allergenInfo: 'https://www.parkhotel.example/allergens',
      parkingInfo: 'Car park behind the hotel, £5 for the evening.',
      stayInfo: 'Rooms from £89 on show nights, breakfast included.',
      stayUrl: 'https://www.parkhotel.example/rooms',
    };
    const saved = await h().manager.updateHotel(park?.id ?? '', parkHotel(facts));
    expect(saved).toMatchObject(facts);
    const page = await h().visitor.findVenueBySlug('Titanic', venueSlug(date));
    expect(page).toMatchObject({ kind: 'found', venue: { hotel: facts } });

    const byPhone = await h().manager.updateHotel(saved.id, parkHotel({ allergenInfo: '029 2000 0000' }));
    expect(byPhone).toMatchObject({ allergenInfo: '029 2000 0000', parkingInfo: '' });

    const bad = await failureOf(
      h().manager.updateHotel(
        saved.id,
        parkHotel({ allergenInfo: 'ask at the bar', stayUrl: 'javascript:alert(1)' }),
      ),
    );
    expect(bad.kind).toBe('invalid');
    expect(Object.keys(bad.fields).sort()).toEqual(['allergenInfo', 'stayUrl']);
    expect((await h().manager.listHotels()).find((hotel) => hotel.id === saved.id)).toMatchObject({
      allergenInfo: '029 2000 0000',
    });
  });
}
