import { describe, expect, it } from 'vitest';
import { aKitDate } from '../../tests/builders/kit-dates';
import { kitDateFor, kitWords } from './kit-words';
import type { Venue } from '../../src/domain/venue';

describe('kitWords', () => {
  it("writes the date with its weekday and the show's usual start time", () => {
    const words = kitWords(aKitDate());
    expect(words.when).toBe('Friday 4 December 2026, 7 pm');
    expect(words).toMatchObject({
      title: 'The Queen of the Ocean',
      hotel: 'The Grand Brighton',
      town: 'Brighton',
    });
  });

  it("uses the date's own start time when it has one", () => {
    expect(kitWords(aKitDate({ show: 'JFK', startTime: '14:30' })).when).toBe(
      'Friday 4 December 2026, 2:30 pm',
    );
    expect(kitWords(aKitDate({ show: 'JFK' })).when).toBe('Friday 4 December 2026, 7:30 pm');
  });

  it.each([
    [{ status: 'cancelled' }, { text: 'Cancelled', tone: 'alert' }],
    [{ status: 'postponed' }, { text: 'Postponed: new date to be announced', tone: 'alert' }],
    [{ availability: 'sold-out' }, { text: 'Sold out', tone: 'alert' }],
    [{ availability: 'few-left' }, { text: 'Few seats left', tone: 'notice' }],
    [
      { status: 'rescheduled', previousDate: '2026-11-27' },
      { text: 'Moved from Friday 27 November 2026', tone: 'notice' },
    ],
    // A cancelled date that had sold out is cancelled first: nobody should look for a returned seat.
    [
      { status: 'cancelled', availability: 'sold-out' },
      { text: 'Cancelled', tone: 'alert' },
    ],
  ] as const)('marks %o with a status line', (state, status) => {
    expect(kitWords(aKitDate(state)).status).toEqual(status);
  });

  it('has no status line for a date simply on sale', () => {
    expect(kitWords(aKitDate()).status).toBeNull();
  });

  it('refuses a booking link or page address that is not a web address', () => {
    expect(() => kitWords(aKitDate({ bookingUrl: 'javascript:alert(1)' }))).toThrow(/booking link/);
    expect(() => kitWords(aKitDate({ pageUrl: '/titanic/2026-12-04' }))).toThrow(/date page/);
  });
});

describe('kitDateFor', () => {
  it("gives a stored listing its date page's absolute address on the site's origin", () => {
    // A stale address riding along must not win: the address is made from the listing's show, date and hotel.
    const venue: Venue = {
      ...aKitDate({ pageUrl: 'https://elsewhere.example/old-address' }),
      id: 'v1',
      sequence: 0,
      createdAt: '2026-01-01T00:00:00Z',
      soldOut: false,
      extras: [],
    };
    expect(kitDateFor(venue, 'https://shows.example.org').pageUrl).toBe(
      'https://shows.example.org/titanic/2026-12-04-the-grand-brighton',
    );
  });
});
