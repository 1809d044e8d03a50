import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { venueSlug } from '../../src/domain/venue-slug';
import { describeOnEmulator } from './emulator';
import { makeFirebaseHarness, readRaw, storeRaw, type FirebaseHarness } from './firebase-harness';

const PROJECT = 'demo-hosted-hotels';

/** A listing as the old dashboard stored it, long before hotels: no hotel of its own, a typo'd city. */
const oldListing = (overrides: Record<string, unknown>) => ({
  showName: 'Titanic',
  hotelName: 'The Queens Hotel',
  hotelLocation: 'Promenade, Cheltenham',
  selectWhere: 'Cheltnam',
  showDate: '26TH OF JANUARY 2099',
  hotelLink: 'https://queens.example/titanic',
  createdAt: 'Mon Jan 06 2025 10:00:00 GMT+0000',
  ...overrides,
});

describeOnEmulator('hosted hotels: listings from before hotels keep working', () => {
  let h: FirebaseHarness;
  beforeAll(() => {
    h = makeFirebaseHarness(PROJECT);
  });
  afterAll(() => h.close());
  beforeEach(() => h.reset());

  it('gives old listings their place’s hotel without rewriting them, and shows its facts once saved', async () => {
    await storeRaw(PROJECT, {
      'venues/old-one': oldListing({}),
      // The same hotel, its name in other capitals and the city spelt right.
      'venues/old-two': oldListing({
        showName: 'JFK',
        hotelName: 'THE QUEENS HOTEL',
        selectWhere: 'Cheltenham',
        showDate: '2098-05-12',
      }),
    });

    const [queens, ...others] = await h.manager.listHotels();
    expect(others).toEqual([]);
    expect(queens).toMatchObject({ city: 'Cheltenham', dates: 2, access: { stepFree: 'unknown' } });

    const saved = await h.manager.updateHotel(queens?.id ?? '', {
      name: 'The Queens Hotel',
      address: 'Promenade, Cheltenham',
      city: 'Cheltenham',
      accessContact: 'Events team, 01242 000000',
      access: { stepFree: 'yes', hearingLoop: 'portable' },
    });

    // Visitors read the facts on both old dates (What's on, and each date page).
    const listed = await h.visitor.listAllUpcomingVenues();
    expect(listed.map((venue) => [venue.id, venue.hotelId, venue.hotel?.access.stepFree])).toEqual([
      ['old-two', saved.id, 'yes'],
      ['old-one', saved.id, 'yes'],
    ]);
    // (An old free-text date has its page once re-saved; one stored as ISO has it already.)
    const page = await h.visitor.findVenueBySlug(
      'JFK',
      venueSlug({ date: '2098-05-12', hotelName: 'THE QUEENS HOTEL' }),
    );
    expect(page).toMatchObject({ kind: 'found', venue: { hotel: { access: { hearingLoop: 'portable' } } } });

    // Nothing was migrated: the old documents are as the old dashboard left them; the hotel says its place.
    const venues = await readRaw(PROJECT, 'venues');
    expect(venues.find((doc) => doc.id === 'old-one')).toEqual({ id: 'old-one', ...oldListing({}) });
    expect(await readRaw(PROJECT, 'hotels')).toMatchObject([
      { id: saved.id, place: 'cheltenham|the queens hotel|promenade, cheltenham' },
    ]);
  });

  it('renames an old listing’s hotel on each of its dates, with one history record', async () => {
    await storeRaw(PROJECT, {
      'venues/old-one': oldListing({}),
      'venues/old-two': oldListing({ showName: 'JFK' }),
    });
    const [queens] = await h.manager.listHotels();
    await h.manager.updateHotel(queens?.id ?? '', {
      name: 'The Queen’s Hotel',
      address: 'The Promenade, Cheltenham GL50 1NN',
      city: 'Cheltenham',
    });
    const stored = await readRaw(PROJECT, 'venues');
    expect(stored.map((doc) => [doc.id, doc.hotelName, doc.hotelLocation, doc.selectWhere])).toEqual([
      ['old-one', 'The Queen’s Hotel', 'The Promenade, Cheltenham GL50 1NN', 'Cheltenham'],
      ['old-two', 'The Queen’s Hotel', 'The Promenade, Cheltenham GL50 1NN', 'Cheltenham'],
    ]);
    const history = await readRaw(PROJECT, 'history');
    expect(history).toHaveLength(1);
    expect((await h.manager.listHotels()).map((hotel) => [hotel.name, hotel.dates])).toEqual([
      ['The Queen’s Hotel', 2],
    ]);
  });
});
