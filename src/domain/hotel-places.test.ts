import { describe, expect, it } from 'vitest';
import type { CityKey } from './cities';
import { listedPlaces } from './hotel-places';

const at = (
  hotelName: string,
  hotelLocation: string,
  city: CityKey,
  bookingUrl = 'https://book.example/',
) => ({
  hotelName,
  hotelLocation,
  city,
  bookingUrl,
});
const listed = (place: ReturnType<typeof at>, createdAt = '2027-01-01T10:00:00.000Z') => ({
  ...place,
  createdAt,
});

describe('the hotels the listings are at', () => {
  it('names each hotel once, as its first listing spells it, capitals and spaces aside, by name', () => {
    const midland = at('The Midland', '16 Peter Street', 'Manchester');
    expect(
      listedPlaces(
        [
          midland,
          at('the midland ', '16 PETER STREET', 'Manchester'),
          at('The Balmoral', '1 Princes Street', 'Edinburgh'),
          // Another address is another hotel, as the stores keep them.
          at('The Midland', '16 Peter St', 'Manchester'),
        ].map((place) => listed(place)),
      ),
    ).toEqual([
      at('The Balmoral', '1 Princes Street', 'Edinburgh'),
      midland,
      at('The Midland', '16 Peter St', 'Manchester'),
    ]);
  });

  it('offers the booking link of the hotel’s newest listing, whatever the order they come in', () => {
    const older = listed(at('The Midland', '16 Peter Street', 'Manchester', 'https://book.example/old'));
    const newer = listed(
      at('The Midland', '16 Peter Street', 'Manchester', 'https://book.example/new'),
      '2027-03-01T10:00:00.000Z',
    );
    const newest = at('The Midland', '16 Peter Street', 'Manchester', 'https://book.example/new');
    expect(listedPlaces([older, newer])).toEqual([newest]);
    expect(listedPlaces([newer, older])).toEqual([newest]);
  });
});
