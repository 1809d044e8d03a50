import { describe, expect, it } from 'vitest';
import { batchListings, venueBatchSchema, weeklyDates } from './venue-batch';

const batch = {
  show: 'Titanic',
  hotelName: 'The Grand',
  hotelLocation: 'Brighton',
  city: 'Brighton',
  bookingUrl: 'https://tickets.example.co.uk/',
  dates: ['2027-01-08', '2027-01-01'],
};

describe('several dates at once', () => {
  it('finds every Friday between two dates, both ends included', () => {
    // 4 December 2026 is a Friday.
    expect(weeklyDates('2026-12-04', '2027-01-08', 5)).toEqual([
      '2026-12-04',
      '2026-12-11',
      '2026-12-18',
      '2026-12-25',
      '2027-01-01',
      '2027-01-08',
    ]);
    expect(weeklyDates('2026-12-05', '2026-12-17', 5)).toEqual(['2026-12-11']);
  });

  it('gives nothing for a backwards or unreal range, and stops a runaway range', () => {
    expect(weeklyDates('2027-01-08', '2026-12-04', 5)).toEqual([]);
    expect(weeklyDates('2027-02-30', '2027-03-30', 5)).toEqual([]);
    expect(weeklyDates('2026-01-01', '2036-01-01', 5, 10)).toHaveLength(10);
  });

  it('turns a batch into one listing per date, in date order', () => {
    const listings = batchListings(venueBatchSchema.parse(batch));
    expect(listings.map((l) => l.date)).toEqual(['2027-01-01', '2027-01-08']);
    expect(listings[0]).toMatchObject({ hotelName: 'The Grand', soldOut: false });
  });

  it('refuses a batch with no dates, a repeated date or an unreal one', () => {
    for (const dates of [[], ['2027-01-01', '2027-01-01'], ['2027-02-30']]) {
      const result = venueBatchSchema.safeParse({ ...batch, dates });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path[0]).toBe('dates');
    }
  });
});
