import { describe, expect, it } from 'vitest';
import { addDays, batchListings, venueBatchSchema } from './venue-batch';

const batch = {
  show: 'Titanic',
  hotelName: 'The Grand',
  hotelLocation: 'Brighton',
  city: 'Brighton',
  bookingUrl: 'https://tickets.example.co.uk/',
  dates: ['2027-01-08', '2027-01-01'],
};

describe('several dates at once', () => {
  it('counts calendar days, across month ends and clock changes', () => {
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
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

  it("gives a date its own start where the batch names one, the batch's start to the rest", () => {
    const listings = batchListings(
      venueBatchSchema.parse({ ...batch, startTime: '19:30', times: { '2027-01-08': '14:00' } }),
    );
    expect(listings.map((l) => [l.date, l.startTime])).toEqual([
      ['2027-01-01', '19:30'],
      ['2027-01-08', '14:00'],
    ]);
    const usual = batchListings(venueBatchSchema.parse({ ...batch, times: { '2027-01-01': '13:30' } }));
    expect(usual.map((l) => l.startTime)).toEqual(['13:30', undefined]);
  });

  it('refuses a start that is not a time, or one for a date not in the batch', () => {
    const notATime = venueBatchSchema.safeParse({ ...batch, times: { '2027-01-01': 'noon' } });
    expect(notATime.error?.issues[0]?.message).toBe('Start time must be a time like 19:30');
    const stray = venueBatchSchema.safeParse({ ...batch, times: { '2027-02-01': '14:00' } });
    expect(stray.error?.issues[0]).toMatchObject({
      path: ['times'],
      message: 'A start time is given for a date that is not in the list',
    });
  });
});
