import { describe, expect, it } from 'vitest';
import { nextSeason } from './seasons';

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('the coming season', () => {
  it.each([
    ['2026-01-10', 2026],
    ['2026-08-31', 2026],
    ['2026-09-01', 2027],
    ['2026-11-22', 2027],
  ])('on %s is %i', (day, year) => {
    expect(nextSeason(at(day))).toBe(year);
  });

  it('turns with the UK calendar, not the machine clock', () => {
    // 23:30 UTC on 31 August is already 1 September in London (summer time).
    expect(nextSeason(new Date('2026-08-31T23:30:00Z'))).toBe(2027);
  });
});
