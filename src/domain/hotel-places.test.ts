import { describe, expect, it } from 'vitest';
import { listedPlaces } from './hotel-places';

describe('the hotels the listings are at', () => {
  it('names each hotel once, as its first listing spells it, capitals and spaces aside, by name', () => {
    const midland = { hotelName: 'The Midland', hotelLocation: '16 Peter Street', city: 'Manchester' };
    expect(
      listedPlaces([
        midland,
        { hotelName: 'the midland ', hotelLocation: '16 PETER STREET', city: 'Manchester' },
        { hotelName: 'The Balmoral', hotelLocation: '1 Princes Street', city: 'Edinburgh' },
        // Another address is another hotel, as the stores keep them.
        { hotelName: 'The Midland', hotelLocation: '16 Peter St', city: 'Manchester' },
      ]),
    ).toEqual([
      { hotelName: 'The Balmoral', hotelLocation: '1 Princes Street', city: 'Edinburgh' },
      midland,
      { hotelName: 'The Midland', hotelLocation: '16 Peter St', city: 'Manchester' },
    ]);
  });
});
