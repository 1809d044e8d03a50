import { describe, expect, it } from 'vitest';
import { buildVenue } from '../../tests/builders/fake-data-port';
import { hostingHotels } from './hosting-hotels';

describe('the hotels the Host a show page names', () => {
  it('lists each hotel once, by name, with its number of dates, whether or not it has a record', () => {
    const park = { hotelName: 'The Park Hotel', city: 'Cardiff' as const, hotelId: 'park' };
    expect(
      hostingHotels([
        buildVenue({ ...park, date: '2099-03-04' }),
        buildVenue({ hotelName: 'The Angel', city: 'Cardiff', date: '2099-03-05' }),
        buildVenue({ ...park, show: 'JFK', date: '2099-03-11' }),
        buildVenue({ hotelName: 'the angel ', city: 'Cardiff', date: '2099-04-05' }),
      ]),
    ).toEqual([
      { name: 'The Angel', city: 'Cardiff', dates: 2 },
      { name: 'The Park Hotel', city: 'Cardiff', dates: 2 },
    ]);
  });
});
