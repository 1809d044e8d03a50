import { describe, expect, it } from 'vitest';
import { buildVenue } from '../../tests/builders/fake-data-port';
import { datesNear, milesBetween, NEARBY_MILES } from './city-distances';

describe('how far apart the cities are', () => {
  it('gives the miles as the crow flies, the same either way', () => {
    // Published straight-line distances: York to Leeds about 22 miles, London to Edinburgh about 332.
    expect(milesBetween('York', 'Leeds')).toBe(22);
    expect(milesBetween('Leeds', 'York')).toBe(22);
    expect(milesBetween('London', 'Edinburgh')).toBeGreaterThanOrEqual(330);
    expect(milesBetween('London', 'Edinburgh')).toBeLessThanOrEqual(334);
    expect(milesBetween('Cardiff', 'Cardiff')).toBe(0);
  });
});

describe('the dates near a chosen city', () => {
  const york = buildVenue({ id: 'york', city: 'York', date: '2030-01-10' });
  const leedsLater = buildVenue({ id: 'leeds-later', city: 'Leeds', date: '2030-02-01' });
  const leedsSooner = buildVenue({ id: 'leeds-sooner', city: 'Leeds', date: '2030-01-05' });
  const bristol = buildVenue({ id: 'bristol', city: 'Bristol', date: '2030-01-06' });

  it(`lists other cities' dates within ${NEARBY_MILES} miles, soonest first, with their distance`, () => {
    expect(datesNear([york, leedsLater, bristol, leedsSooner], 'York')).toEqual([
      { venue: leedsSooner, miles: 22 },
      { venue: leedsLater, miles: 22 },
    ]);
  });

  it('finds dates near a city that has none of its own (Sheffield: Leeds, not Bristol)', () => {
    expect(datesNear([bristol, leedsSooner], 'Sheffield').map(({ venue }) => venue.id)).toEqual([
      'leeds-sooner',
    ]);
  });
});
