import { describe, expect, it, vi } from 'vitest';
import { todayInLondon } from './dates';
import { londonInstant, londonIsoString } from './london-time';

describe('London wall-clock times', () => {
  // 2026: the clocks go forward on Sunday 29 March and back on Sunday 25 October.
  it.each([
    ['2026-03-28', '19:00', '2026-03-28T19:00:00+00:00', '2026-03-28T19:00:00.000Z'],
    ['2026-03-29', '19:00', '2026-03-29T19:00:00+01:00', '2026-03-29T18:00:00.000Z'],
    ['2026-10-24', '19:30', '2026-10-24T19:30:00+01:00', '2026-10-24T18:30:00.000Z'],
    ['2026-10-25', '19:30', '2026-10-25T19:30:00+00:00', '2026-10-25T19:30:00.000Z'],
    ['2026-12-04', '19:00', '2026-12-04T19:00:00+00:00', '2026-12-04T19:00:00.000Z'],
    ['2026-07-04', '14:30', '2026-07-04T14:30:00+01:00', '2026-07-04T13:30:00.000Z'],
    // 01:30 happens twice on 25 October: the first time, in BST, as RFC 5545 reads a calendar file.
    ['2026-10-25', '01:30', '2026-10-25T01:30:00+01:00', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', '00:59', '2026-10-25T00:59:00+01:00', '2026-10-24T23:59:00.000Z'],
    ['2026-10-25', '02:00', '2026-10-25T02:00:00+00:00', '2026-10-25T02:00:00.000Z'],
    // 01:30 never happens on 29 March: read with the offset before the change, as RFC 5545 does.
    ['2026-03-29', '01:30', '2026-03-29T02:30:00+01:00', '2026-03-29T01:30:00.000Z'],
    ['2026-03-29', '00:30', '2026-03-29T00:30:00+00:00', '2026-03-29T00:30:00.000Z'],
  ])('%s at %s is %s (GMT or BST on that day)', (date, time, local, utc) => {
    const instant = londonInstant(date, time);
    expect(new Date(instant).toISOString()).toBe(utc);
    expect(londonIsoString(instant)).toBe(local);
  });

  it('carries an evening past midnight into the next day', () => {
    expect(londonIsoString(londonInstant('2026-12-31', '22:00') + 3 * 3_600_000)).toBe(
      '2027-01-01T01:00:00+00:00',
    );
  });

  // The module computes London's offset by the UK's rule instead of asking Intl (decision 0044); the time zone
  // data is the authority, and a change in the law shows here once the runtime's data has it.
  const timeZoneData = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'longOffset',
  });
  const fromTimeZoneData = (epochMs: number) => {
    const p = Object.fromEntries(timeZoneData.formatToParts(epochMs).map((part) => [part.type, part.value]));
    const offset = p.timeZoneName === 'GMT' ? '+00:00' : (p.timeZoneName ?? '').slice(3);
    return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
  };

  it('agrees with the time zone data either side of every change of the clocks from 1996 to 2100', () => {
    const hour = 3_600_000;
    const checked: number[] = [];
    for (let year = 1996; year <= 2100; year += 1) {
      // Each hour of the last eight days of March and October (the changes are on their last Sundays, on the
      // hour), a second before it and on it.
      for (const month of [2, 9]) {
        const from = Date.UTC(year, month, 24);
        for (let at = from; at < from + 8 * 24 * hour; at += hour) checked.push(at - 1000, at);
      }
      checked.push(Date.UTC(year, 0, 15, 12), Date.UTC(year, 6, 15, 12));
    }
    const disagreements = checked
      .map((at) => [new Date(at).toISOString(), londonIsoString(at), fromTimeZoneData(at)])
      .filter(([, ours, data]) => ours !== data);
    expect(disagreements).toEqual([]);
    expect(checked.length).toBeGreaterThan(80_000);
  });

  it('asks the time zone data before 1996, when other rules held', () => {
    // British Standard Time: the clocks stayed an hour ahead all year from 1968 to 1971.
    expect(londonIsoString(Date.UTC(1970, 0, 15, 12))).toBe('1970-01-15T13:00:00+01:00');
    // 1995: summer time ended on 22 October, not the last Sunday (29 October).
    expect(londonIsoString(Date.UTC(1995, 9, 25, 12))).toBe('1995-10-25T12:00:00+00:00');
    expect(londonInstant('1995-10-25', '12:00')).toBe(Date.UTC(1995, 9, 25, 12));
  });

  it('reads no time zone data for a date from 1996 on, so a page with dates sets none up', () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    // `format` is a getter that binds the formatter (the DOM's types call it a method).
    const prototype = Intl.DateTimeFormat.prototype as unknown as { readonly format: object };
    const format = vi.spyOn(prototype, 'format', 'get');
    const instant = londonInstant('2026-10-25', '01:30');
    expect([londonIsoString(instant), todayInLondon(new Date(instant))]).toEqual([
      '2026-10-25T01:30:00+01:00',
      '2026-10-25',
    ]);
    expect([formatToParts.mock.calls.length, format.mock.calls.length]).toEqual([0, 0]);
    formatToParts.mockRestore();
    format.mockRestore();
  });
});
