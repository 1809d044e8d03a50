import { describe, expect, it } from 'vitest';
import { spanProblem } from '../../../domain/date-pattern';
import { checkDates, EMPTY_DATE_PLAN, plannedDates } from './venue-dates';

const NOW = new Date('2027-07-01T09:00:00Z');
const list = (...dates: string[]) => ({ ...EMPTY_DATE_PLAN, list: dates });

describe('checkDates, the dates typed one by one', () => {
  it('refuses a date before today in London, naming today (a mistyped year is caught before it is saved)', () => {
    expect(checkDates(list('2025-01-01'), NOW)).toEqual({
      ok: false,
      errors: { date: 'This date is in the past: today is Thursday 1 July 2027 in London' },
    });
    expect(checkDates(list('2027-07-08', '2026-07-08'), NOW)).toEqual({
      ok: false,
      errors: { 'dates.1': 'This date is in the past: today is Thursday 1 July 2027 in London' },
    });
  });

  it('takes today and later dates as they were typed', () => {
    expect(checkDates(list('2027-07-01', '2027-07-09'), NOW)).toEqual({
      ok: true,
      dates: ['2027-07-01', '2027-07-09'],
      times: {},
    });
  });

  it("leaves a row's own start out once it is the only row left (its time field is no longer shown)", () => {
    const plan = { ...list('2027-07-03'), times: ['14:00'] };
    expect(checkDates(plan, NOW)).toEqual({ ok: true, dates: ['2027-07-03'], times: {} });
  });

  it('names the dates given a start of their own (a matinee), by date', () => {
    const plan = { ...list('2027-07-02', '2027-07-03'), times: ['', '14:00'] };
    expect(checkDates(plan, NOW)).toEqual({
      ok: true,
      dates: ['2027-07-02', '2027-07-03'],
      times: { '2027-07-03': '14:00' },
    });
  });
});

describe('plannedDates, a weekly run', () => {
  const weekly = (from: string, to: string) => ({ ...EMPTY_DATE_PLAN, mode: 'weekly' as const, from, to });

  it('plans every Friday of a season', () => {
    expect(plannedDates(weekly('2027-09-03', '2027-10-01'))).toEqual([
      '2027-09-03',
      '2027-09-10',
      '2027-09-17',
      '2027-09-24',
      '2027-10-01',
    ]);
  });

  it('plans none over two years (a typo’d year), not the first 400 days as if they were all', () => {
    expect(plannedDates(weekly('2027-09-03', '2029-09-03'))).toEqual([]);
    expect(spanProblem('2027-09-03', '2029-09-03')).toBe(
      'A run may span at most 400 days; split a longer one',
    );
    expect(spanProblem('2027-09-03', '2028-09-03')).toBeNull();
  });
});
