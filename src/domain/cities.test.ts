import { describe, expect, it } from 'vitest';
import { CITY_KEYS, CITY_OPTIONS, cityLabel, hotelInTown, normaliseCityKey } from './cities';

describe('the canonical city list', () => {
  it('holds the 55 picture keys of the original site and not "Sold Out"', () => {
    expect(CITY_KEYS).toHaveLength(55);
    expect(CITY_KEYS).toContain('Stoke-on-Trent');
    expect(CITY_KEYS).not.toContain('Sold Out');
  });

  it('offers every key once, labelled for people, in alphabetical order', () => {
    expect(CITY_OPTIONS.map((o) => o.value).sort()).toEqual([...CITY_KEYS].sort());
    const labels = CITY_OPTIONS.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(CITY_OPTIONS.find((o) => o.value === 'Bristol')?.label).toBe('Bristol');
  });

  it('spells run-together keys out', () => {
    expect(cityLabel('TunbridgeWells')).toBe('Tunbridge Wells');
    expect(cityLabel('IsleOfMan')).toBe('Isle of Man');
    expect(cityLabel('York')).toBe('York');
  });
});

describe('hotelInTown', () => {
  it('names the town after the hotel once, even when the hotel is named with it', () => {
    expect(hotelInTown('The Midland', 'Manchester')).toBe('The Midland, Manchester');
    expect(hotelInTown('The Grand, York', 'York')).toBe('The Grand, York');
    expect(hotelInTown('Park Plaza Cardiff', 'Cardiff')).toBe('Park Plaza Cardiff');
    expect(hotelInTown('The Principal York', 'York')).toBe('The Principal York');
    expect(hotelInTown('Newbath Inn', 'Bath')).toBe('Newbath Inn, Bath');
    expect(hotelInTown('The Newbath', 'Bath')).toBe('The Newbath, Bath');
  });
});

describe('normaliseCityKey', () => {
  it.each([
    ['Cheltnam', 'Cheltenham'],
    ['plymouth', 'Plymouth'],
    ['Abderdeen', 'Aberdeen'],
    ['Tunbridge Wells', 'TunbridgeWells'],
    ['milton keynes', 'Milton Keynes'],
    ['Weston-super-Mare', 'Weston-super-Mare'],
  ])('reads the stored value "%s" as %s', (stored, key) => {
    expect(normaliseCityKey(stored)).toBe(key);
  });

  it('returns null for values that are not a city (the default picture is used)', () => {
    expect(normaliseCityKey('Sold Out')).toBeNull();
    expect(normaliseCityKey('Atlantis')).toBeNull();
  });
});
