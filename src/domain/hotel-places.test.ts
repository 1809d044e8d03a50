import { describe, expect, it } from 'vitest';
import type { CityKey } from './cities';
import { listedPlaces } from './hotel-places';
import type { ShowKey } from './shows';

const at = (hotelName: string, hotelLocation: string, city: CityKey) => ({ hotelName, hotelLocation, city });
const listing = (
  place: ReturnType<typeof at>,
  {
    show = 'Titanic',
    bookingUrl = 'https://book.example/',
    startTime = undefined,
    createdAt = '2027-01-01T10:00:00.000Z',
  } = {} as {
    show?: ShowKey;
    bookingUrl?: string;
    startTime?: string;
    createdAt?: string;
  },
) => ({ ...place, show, bookingUrl, startTime, createdAt });

describe('the hotels the listings are at', () => {
  it('names each hotel once, as its first listing spells it, capitals and spaces aside, by name', () => {
    const midland = at('The Midland', '16 Peter Street', 'Manchester');
    const names = listedPlaces(
      [
        midland,
        at('the midland ', '16 PETER STREET', 'Manchester'),
        at('The Balmoral', '1 Princes Street', 'Edinburgh'),
        // Another address is another hotel, as the stores keep them.
        at('The Midland', '16 Peter St', 'Manchester'),
      ].map((place) => listing(place)),
    ).map(({ hotelName, hotelLocation, city }) => ({ hotelName, hotelLocation, city }));
    expect(names).toEqual([
      at('The Balmoral', '1 Princes Street', 'Edinburgh'),
      midland,
      at('The Midland', '16 Peter St', 'Manchester'),
    ]);
  });

  it('keeps the booking link and start of each show’s newest listing there, whatever the order they come in', () => {
    const midland = at('The Midland', '16 Peter Street', 'Manchester');
    const older = listing(midland, { bookingUrl: 'https://book.example/titanic-old', startTime: '18:00' });
    const newer = listing(midland, {
      bookingUrl: 'https://book.example/titanic',
      startTime: '19:30',
      createdAt: '2027-03-01T10:00:00.000Z',
    });
    const scrooge = listing(midland, {
      show: 'Scrooge',
      bookingUrl: 'https://book.example/scrooge',
      createdAt: '2027-06-01T10:00:00.000Z',
    });
    // Scrooge's newest date is at the show's usual time.
    const newest = {
      Titanic: { bookingUrl: 'https://book.example/titanic', startTime: '19:30', createdAt: newer.createdAt },
      Scrooge: { bookingUrl: 'https://book.example/scrooge', startTime: '', createdAt: scrooge.createdAt },
    };
    expect(listedPlaces([older, newer, scrooge])).toEqual([{ ...midland, newest }]);
    expect(listedPlaces([scrooge, newer, older])).toEqual([{ ...midland, newest }]);
  });
});
