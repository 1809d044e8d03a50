import { describe, expect, it } from 'vitest';
import type { CityKey } from './cities';
import { listedPlaces } from './hotel-places';

const at = (hotelName: string, hotelLocation: string, city: CityKey) => ({ hotelName, hotelLocation, city });

describe('the hotels the listings are at', () => {
  it('names each hotel once, as its first listing spells it, capitals and spaces aside, by name', () => {
    const midland = at('The Midland', '16 Peter Street', 'Manchester');
    expect(
      listedPlaces([
        midland,
        at('the midland ', '16 PETER STREET', 'Manchester'),
        at('The Balmoral', '1 Princes Street', 'Edinburgh'),
        // Another address is another hotel, as the stores keep them.
        at('The Midland', '16 Peter St', 'Manchester'),
      ]),
    ).toEqual([
      at('The Balmoral', '1 Princes Street', 'Edinburgh'),
      midland,
      at('The Midland', '16 Peter St', 'Manchester'),
    ]);
  });
});
