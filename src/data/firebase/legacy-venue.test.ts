import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEGACY_CITY_FALLBACK, readVenueDoc, readVenueDocs } from './legacy-venue';
import { UNKNOWN_CREATED_AT } from './timestamps';

/** A document as this site stores it; tests override the fields they are about. */
const stored = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  showName: 'Titanic',
  hotelName: 'The Grand',
  hotelLocation: '1 Promenade, Brighton',
  selectWhere: 'Brighton',
  showDate: '2030-05-17',
  hotelLink: 'https://grand.example/titanic',
  soldOut: false,
  createdAt: { toDate: () => new Date('2029-12-01T10:00:00Z') },
  ...overrides,
});

const read = (overrides: Record<string, unknown>) => {
  const reading = readVenueDoc('doc-1', stored(overrides));
  if (!reading.ok) throw new Error(`expected a listing, got: ${reading.reason}`);
  return reading.venue;
};

afterEach(() => vi.restoreAllMocks());

describe('reading a listing this site stored', () => {
  it('maps the stored field names to the listing', () => {
    expect(read({})).toEqual({
      id: 'doc-1',
      show: 'Titanic',
      hotelName: 'The Grand',
      hotelLocation: '1 Promenade, Brighton',
      city: 'Brighton',
      date: '2030-05-17',
      bookingUrl: 'https://grand.example/titanic',
      status: 'scheduled',
      availability: 'on-sale',
      soldOut: false,
      sequence: 0,
      extras: [],
      createdAt: '2029-12-01T10:00:00.000Z',
    });
  });

  it("reads a date's extras in the site's order, dropping a word it does not know", () => {
    expect(read({ extras: ['captioned', 'subtitled', 'relaxed'] }).extras).toEqual(['relaxed', 'captioned']);
    expect(read({ extras: 'relaxed' }).extras).toEqual([]);
  });

  it('reads status, availability, the previous date and the sequence as stored', () => {
    expect(
      read({ status: 'rescheduled', availability: 'few-left', previousDate: '2030-05-10', sequence: 3 }),
    ).toMatchObject({
      status: 'rescheduled',
      availability: 'few-left',
      soldOut: false,
      previousDate: '2030-05-10',
      sequence: 3,
    });
  });

  it('reads values it does not know as scheduled and, by the old flag, on sale or sold out', () => {
    expect(read({ status: 'late', availability: 'lots', sequence: 'x' })).toMatchObject({
      status: 'scheduled',
      availability: 'on-sale',
      sequence: 0,
    });
    expect(read({ soldOut: true })).toMatchObject({ availability: 'sold-out', soldOut: true });
  });
});

describe('reading a listing the old dashboard stored', () => {
  it('reads a free-text date as ISO', () => {
    expect(read({ showDate: '26TH OF JANUARY 2024' }).date).toBe('2024-01-26');
  });

  it("reads selectWhere 'Sold Out' as sold out, finding the city in the hotel's location", () => {
    const venue = read({ selectWhere: 'Sold Out', soldOut: undefined, hotelLocation: 'Bath Road, Cheltnam' });
    expect(venue).toMatchObject({ soldOut: true, availability: 'sold-out', city: 'Cheltenham' });
  });

  it('falls back to a documented city when none can be found', () => {
    const venue = read({ selectWhere: 'Sold Out', hotelLocation: 'Somewhere nice', hotelName: 'The Inn' });
    expect(venue).toMatchObject({ soldOut: true, city: LEGACY_CITY_FALLBACK });
  });

  it.each([
    ['Cheltnam', 'Cheltenham'],
    ['plymouth', 'Plymouth'],
    ['Abderdeen', 'Aberdeen'],
  ])('reads the typo %s as %s', (selectWhere, city) => {
    expect(read({ selectWhere }).city).toBe(city);
  });

  it('reads createdAt stored as a string, and survives a mangled one', () => {
    expect(read({ createdAt: '2023-11-02T09:30:00.000Z' }).createdAt).toBe('2023-11-02T09:30:00.000Z');
    expect(read({ createdAt: 'last Tuesday' }).createdAt).toBe(UNKNOWN_CREATED_AT);
    expect(read({ createdAt: undefined }).createdAt).toBe(UNKNOWN_CREATED_AT);
  });

  it('never passes on a booking link that is not http(s)', () => {
    expect(read({ hotelLink: 'javascript:alert(1)' }).bookingUrl).toBe('');
    expect(read({ hotelLink: 'www.grand.example' }).bookingUrl).toBe('');
  });

  it('defaults a missing soldOut to false', () => {
    expect(read({ soldOut: undefined }).soldOut).toBe(false);
  });
});

describe('unreadable listings', () => {
  it.each([
    ['an unknown show', { showName: 'Hamlet' }],
    ['no hotel name', { hotelName: '  ' }],
    ['an unreadable date', { showDate: 'SOON' }],
    ['a date that is not text', { showDate: 20240126 }],
  ])('refuses %s with a reason', (_label, overrides) => {
    const reading = readVenueDoc('bad-1', stored(overrides));
    expect(reading).toMatchObject({ ok: false, id: 'bad-1' });
  });

  it('are reported by id and skipped, keeping the readable ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const venues = readVenueDocs([
      { id: 'good', data: stored() },
      { id: 'bad', data: stored({ showDate: 'SOON' }) },
    ]);
    expect(venues.map((v) => v.id)).toEqual(['good']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('bad'));
  });
});
