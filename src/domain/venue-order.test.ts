import { describe, expect, it } from 'vitest';
import { buildVenue } from '../../tests/builders/fake-data-port';
import { compareVenues } from './venue-order';

describe('the public order of listings', () => {
  it('is by date, then by hotel as people read names (not capitals first)', () => {
    const listings = [
      buildVenue({ id: 'a', date: '2027-03-05', hotelName: 'The Queens Hotel' }),
      buildVenue({ id: 'b', date: '2026-12-31', hotelName: 'Hilton Cardiff' }),
      buildVenue({ id: 'c', date: '2027-03-05', hotelName: 'DoubleTree Bristol' }),
      buildVenue({ id: 'd', date: '2027-03-05', hotelName: 'de Vere Cotswold Water Park' }),
    ];
    expect([...listings].sort(compareVenues).map((venue) => venue.id)).toEqual(['b', 'd', 'c', 'a']);
  });
});
