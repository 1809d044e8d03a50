import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatDateWithWeekday,
  formatEvening,
  formatMoment,
  formatShortDate,
  formatTimes,
  daysAway,
  keepClockTimesWhole,
  isIsoDate,
  isUpcoming,
  parseLegacyDate,
  todayInLondon,
} from './dates';

describe('formatDateWithWeekday', () => {
  it.each([
    ['2026-12-04', 'Friday 4 December 2026'],
    ['2026-12-05', 'Saturday 5 December 2026'],
    ['2027-01-01', 'Friday 1 January 2027'],
    ['2024-02-29', 'Thursday 29 February 2024'],
    // The clocks change in London on this Sunday: the weekday must not slip a day.
    ['2026-03-29', 'Sunday 29 March 2026'],
  ])('shows %s as "%s"', (iso, shown) => {
    expect(formatDateWithWeekday(iso)).toBe(shown);
  });

  it('refuses a day that does not exist rather than naming a wrong weekday', () => {
    expect(() => formatDateWithWeekday('2026-02-30')).toThrow(/not a calendar date/);
  });
});

describe('times and evenings', () => {
  it('writes times the way the show texts do', () => {
    expect(formatClockTime('19:00')).toBe('7 pm');
    expect(formatClockTime('19:30')).toBe('7:30 pm');
    expect(formatClockTime('12:00')).toBe('12 pm');
    expect(formatClockTime('00:15')).toBe('12:15 am');
    expect(formatClockTime('11:05')).toBe('11:05 am');
  });

  it('writes an evening with its weekday, start and finish, or its start alone when no finish is known', () => {
    expect(formatEvening('2026-12-04', '19:00', '22:00')).toBe('Friday 4 December 2026, 7 pm to 10 pm');
    expect(formatEvening('2026-12-05', '19:30')).toBe('Saturday 5 December 2026, 7:30 pm');
    expect(formatTimes('19:30', '00:30')).toBe('7:30 pm to 12:30 am');
  });
});

describe('formatShortDate', () => {
  it('keeps the weekday in the short form of a table', () => {
    expect(formatShortDate('2026-12-04')).toBe('Fri 4 Dec 2026');
    expect(formatShortDate('2099-01-26')).toBe('Mon 26 Jan 2099');
  });

  it('shows a stored text that is not a real day as it is', () => {
    expect(formatShortDate('26TH OF JANUARY 2024')).toBe('26TH OF JANUARY 2024');
  });
});

describe('formatMoment', () => {
  it("writes a moment on the UK's clock with its weekday, in winter and in summer", () => {
    expect(formatMoment('2026-03-05T14:03:27.000Z')).toBe('Thursday 5 March 2026 at 14:03');
    expect(formatMoment('2026-07-04T23:30:00Z')).toBe('Sunday 5 July 2026 at 00:30');
  });

  it('shows a text that is not a timestamp as it is', () => {
    expect(formatMoment('yesterday')).toBe('yesterday');
  });
});

describe('isIsoDate', () => {
  it('accepts real days and refuses impossible ones', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('26/01/2024')).toBe(false);
  });
});

describe('parseLegacyDate', () => {
  it.each([
    ['26TH OF JANUARY 2024', '2024-01-26'],
    ['1st of march 2025', '2025-03-01'],
    ['3rd March 2025', '2025-03-03'],
    ['14 Sept 2024', '2024-09-14'],
    ['  2nd of December, 2024 ', '2024-12-02'],
    ['2024-05-06', '2024-05-06'],
  ])('reads "%s" as %s', (text, iso) => {
    expect(parseLegacyDate(text)).toBe(iso);
  });

  it.each(['31ST OF FEBRUARY 2024', 'SOON', 'January 2024', '12 Smarch 2024', ''])('refuses "%s"', (text) => {
    expect(parseLegacyDate(text)).toBeNull();
  });
});

describe('upcoming in Europe/London', () => {
  it('uses the London calendar day, not UTC', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST, UTC+1).
    const lateJuneUtc = new Date('2025-06-30T23:30:00Z');
    expect(todayInLondon(lateJuneUtc)).toBe('2025-07-01');
    expect(isUpcoming('2025-06-30', lateJuneUtc)).toBe(false);
    expect(isUpcoming('2025-07-01', lateJuneUtc)).toBe(true);
  });

  it('turns to the next day at midnight in London, whatever it answered a moment before', () => {
    expect(todayInLondon(new Date('2025-01-10T23:59:59.999Z'))).toBe('2025-01-10');
    expect(todayInLondon(new Date('2025-01-11T00:00:00.000Z'))).toBe('2025-01-11');
    expect(todayInLondon(new Date('2025-06-30T22:59:59.999Z'))).toBe('2025-06-30');
    expect(todayInLondon(new Date('2025-06-30T23:00:00.000Z'))).toBe('2025-07-01');
    // Back in time (a test's clock, a corrected system clock): the earlier day again.
    expect(todayInLondon(new Date('2025-06-30T22:59:00.000Z'))).toBe('2025-06-30');
    expect(() => todayInLondon(new Date('not a date'))).toThrow(RangeError);
  });

  it('keeps a listing dated today upcoming all day', () => {
    const winterEvening = new Date('2025-01-10T23:59:00Z');
    expect(isUpcoming('2025-01-10', winterEvening)).toBe(true);
    expect(isUpcoming('2025-01-09', winterEvening)).toBe(false);
  });
});

describe('days away', () => {
  it('counts whole days from today, across the clocks going forward, and below zero once past', () => {
    expect(daysAway('2026-12-01', '2026-12-01')).toBe(0);
    expect(daysAway('2026-12-02', '2026-12-01')).toBe(1);
    expect(daysAway('2027-03-30', '2027-03-27')).toBe(3);
    expect(daysAway('2026-11-30', '2026-12-01')).toBe(-1);
  });
});

describe('clock times kept whole', () => {
  it('joins each time to its am or pm with a no-break space, and touches nothing else', () => {
    expect(keepClockTimesWhole('Friday 4 December 2026, 7 pm to 10:30 pm')).toBe(
      'Friday 4 December 2026, 7\u00a0pm to 10:30\u00a0pm',
    );
    expect(keepClockTimesWhole('Doors 6 am sharp, a pm meeting')).toBe('Doors 6\u00a0am sharp, a pm meeting');
  });
});
