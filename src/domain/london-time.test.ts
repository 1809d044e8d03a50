import { describe, expect, it } from 'vitest';
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
});
