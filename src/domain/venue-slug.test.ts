import { describe, expect, it } from 'vitest';
import { isVenueSlug, slugify, venueSlug } from './venue-slug';

describe('date page addresses', () => {
  it('reads as the date and the hotel', () => {
    expect(venueSlug({ date: '2026-12-04', hotelName: 'The Grand Hotel' })).toBe(
      '2026-12-04-the-grand-hotel',
    );
  });

  it('folds accents, apostrophes, ampersands and punctuation into plain words', () => {
    expect(slugify("Café Royal & Spa, King's Road")).toBe('cafe-royal-and-spa-kings-road');
    expect(slugify('  --The   Grand!!  ')).toBe('the-grand');
  });

  it('keeps to the date when the hotel name has no letters or digits', () => {
    expect(venueSlug({ date: '2026-12-04', hotelName: '***' })).toBe('2026-12-04');
  });

  it('stays short for a very long hotel name', () => {
    const slug = venueSlug({ date: '2026-12-04', hotelName: 'Grand '.repeat(40) });
    expect(slug.length).toBeLessThanOrEqual(91);
    expect(isVenueSlug(slug)).toBe(true);
  });

  it('recognises only addresses it could have made', () => {
    expect(isVenueSlug('2026-12-04-the-grand-hotel')).toBe(true);
    expect(isVenueSlug('2026-12-04')).toBe(true);
    expect(isVenueSlug('the-grand-hotel')).toBe(false);
    expect(isVenueSlug('2026-12-04-The-Grand')).toBe(false);
    expect(isVenueSlug('2026-12-04--x')).toBe(false);
  });
});
