import { describe, expect, it } from 'vitest';
import {
  formatDateWithWeekday,
  formatShowDate,
  isIsoDate,
  isUpcoming,
  parseLegacyDate,
  todayInLondon,
} from './dates';

describe('formatShowDate', () => {
  it.each([
    ['2024-01-26', '26th of January 2024'],
    ['2025-03-01', '1st of March 2025'],
    ['2025-03-02', '2nd of March 2025'],
    ['2025-03-03', '3rd of March 2025'],
    ['2025-03-11', '11th of March 2025'],
    ['2025-03-12', '12th of March 2025'],
    ['2025-03-13', '13th of March 2025'],
    ['2025-12-21', '21st of December 2025'],
    ['2025-12-22', '22nd of December 2025'],
    ['2025-12-23', '23rd of December 2025'],
  ])('shows %s as "%s"', (iso, shown) => {
    expect(formatShowDate(iso)).toBe(shown);
  });
});

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
