import { describe, expect, it } from 'vitest';
import { buildVenue } from '../../tests/builders/fake-data-port';
import { seriesEdit, seriesMembers } from './venue-series';

const run = ['2027-02-05', '2027-02-12', '2027-02-19', '2027-02-26'].map((date) =>
  buildVenue({ date, seriesId: 'run' }),
);
const [first, second, third, fourth] = run as [
  ReturnType<typeof buildVenue>,
  ReturnType<typeof buildVenue>,
  ReturnType<typeof buildVenue>,
  ReturnType<typeof buildVenue>,
];
const stranger = buildVenue({ date: '2027-02-20', seriesId: 'other' });

describe("a run's dates", () => {
  it('reaches this date only, this and later dates, or every date of the run, the edited one first', () => {
    const everyone = [fourth, stranger, second, first, third];
    expect(seriesMembers(everyone, third, 'only')).toEqual([third]);
    expect(seriesMembers(everyone, second, 'following')).toEqual([second, third, fourth]);
    expect(seriesMembers(everyone, third, 'all')).toEqual([third, first, second, fourth]);
  });

  it('reaches only itself when the listing was created alone', () => {
    const alone = buildVenue({ date: '2027-02-12' });
    expect(seriesMembers([...run, alone], alone, 'all')).toEqual([alone]);
  });

  it('gives the edited date every field and the others the fields it changed, not their own date', () => {
    const fields = { ...second, hotelName: 'Renamed', date: '2027-02-13' };
    expect(seriesEdit(second, second, fields)).toMatchObject({ hotelName: 'Renamed', date: '2027-02-13' });
    expect(seriesEdit(fourth, second, fields)).toMatchObject({ hotelName: 'Renamed', date: '2027-02-26' });
  });

  it("keeps what the edit did not change on the run's other dates: a matinee's start, sold out, cancelled", () => {
    const matinee = { ...fourth, startTime: '14:00', availability: 'sold-out' as const, soldOut: true };
    const cancelled = { ...first, status: 'cancelled' as const };
    const fields = { ...second, hotelName: 'Renamed' };
    expect(seriesEdit(matinee, second, fields)).toMatchObject({
      hotelName: 'Renamed',
      startTime: '14:00',
      availability: 'sold-out',
      soldOut: true,
    });
    expect(seriesEdit(cancelled, second, fields)).toMatchObject({
      hotelName: 'Renamed',
      status: 'cancelled',
    });
    // A start the edit does change reaches every date.
    expect(seriesEdit(matinee, second, { ...fields, startTime: '18:00' })).toMatchObject({
      startTime: '18:00',
    });
  });
});
