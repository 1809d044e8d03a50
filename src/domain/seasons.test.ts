import { describe, expect, it } from 'vitest';
import { nextSeason, seasonYear } from './seasons';

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

  it("keeps content's year while it lies ahead, and replaces one that has passed", () => {
    expect(seasonYear(2028, at('2026-11-22'))).toBe(2028);
    expect(seasonYear(2026, at('2026-03-01'))).toBe(2026);
    expect(seasonYear(2024, at('2026-11-22'))).toBe(2027);
    expect(seasonYear(undefined, at('2026-03-01'))).toBe(2026);
  });
});
