import { describe, expect, it } from 'vitest';
import { expandPattern, MAX_PATTERN_DAYS, patternDays, type DatePattern } from './date-pattern';
import { MAX_BATCH_DATES } from './venue-batch';

const FRI = 5;
const SAT = 6;
// Mid-November 2026 in London.
const NOW = new Date('2026-11-16T10:00:00Z');
const scrooge: DatePattern = { from: '2026-12-04', to: '2026-12-19', weekdays: [FRI, SAT], except: [] };

describe('dates by pattern', () => {
  it('gives every Friday and Saturday between two dates, both ends included, in date order', () => {
    expect(expandPattern(scrooge, NOW)).toEqual({
      ok: true,
      dates: ['2026-12-04', '2026-12-05', '2026-12-11', '2026-12-12', '2026-12-18', '2026-12-19'],
    });
  });

  it('leaves out the exceptions', () => {
    expect(expandPattern({ ...scrooge, except: ['2026-12-12', '2026-12-18'] }, NOW)).toEqual({
      ok: true,
      dates: ['2026-12-04', '2026-12-05', '2026-12-11', '2026-12-19'],
    });
  });

  it('keeps the weekday across both clock changes in London', () => {
    // The clocks go forward on Sunday 29 March 2026 and back on Sunday 25 October 2026.
    expect(patternDays({ from: '2026-03-27', to: '2026-04-04', weekdays: [FRI, SAT] })).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-04-03',
      '2026-04-04',
    ]);
    expect(patternDays({ from: '2026-10-23', to: '2026-11-01', weekdays: [0] })).toEqual([
      '2026-10-25',
      '2026-11-01',
    ]);
  });

  it("takes today from London's calendar: just after midnight in summer, today is already tomorrow's UTC date", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    const lateEvening = new Date('2027-06-30T23:30:00Z');
    const run = { from: '2027-06-30', to: '2027-07-31', weekdays: [FRI], except: [] };
    expect(expandPattern(run, lateEvening)).toEqual({
      ok: false,
      errors: { patternFrom: 'The first date is in the past: today is Thursday 1 July 2027 in London' },
    });
    expect(expandPattern({ ...run, from: '2027-07-01' }, lateEvening)).toMatchObject({ ok: true });
  });

  it('says what is missing or backwards, every field at once', () => {
    expect(expandPattern({ from: '', to: '', weekdays: [], except: [] }, NOW)).toEqual({
      ok: false,
      errors: {
        patternFrom: 'Choose the first date of the run',
        patternTo: 'Choose the last date of the run',
        weekdays: 'Choose at least one day of the week',
      },
    });
    expect(expandPattern({ ...scrooge, from: '2026-12-19', to: '2026-12-04' }, NOW)).toEqual({
      ok: false,
      errors: { patternTo: 'The last date is before the first' },
    });
    expect(expandPattern({ ...scrooge, from: '2026-02-30' }, NOW)).toMatchObject({
      errors: { patternFrom: 'Choose the first date of the run' },
    });
  });

  it('names the weekdays a run holds none of', () => {
    expect(expandPattern({ ...scrooge, to: '2026-12-04', weekdays: [1, 2, 3] }, NOW)).toEqual({
      ok: false,
      errors: { patternTo: 'There is no Monday, Tuesday or Wednesday in that run' },
    });
  });

  it('refuses an exception outside the run, and a run left with no dates', () => {
    expect(expandPattern({ ...scrooge, except: ['2026-12-25'] }, NOW)).toEqual({
      ok: false,
      errors: { except: "Friday 25 December 2026 is not one of the run's dates" },
    });
    expect(expandPattern({ ...scrooge, except: ['25/12/2026'] }, NOW)).toMatchObject({
      errors: { except: 'An exception must be a real date (YYYY-MM-DD): 25/12/2026' },
    });
    const all = ['2026-12-04', '2026-12-05', '2026-12-11', '2026-12-12', '2026-12-18', '2026-12-19'];
    expect(expandPattern({ ...scrooge, except: all }, NOW)).toEqual({
      ok: false,
      errors: { except: 'Every date of the run is left out' },
    });
  });

  it('stops a run of more dates than one batch takes, and a span longer than a season', () => {
    const daily = { from: '2026-12-01', to: '2027-03-01', weekdays: [0, 1, 2, 3, 4, 5, 6], except: [] };
    expect(expandPattern(daily, NOW)).toEqual({
      ok: false,
      errors: {
        patternTo: `That is 91 dates; at most ${MAX_BATCH_DATES} can be added at once. Shorten the run or split it.`,
      },
    });
    // A typo'd year: the span is refused before any day is counted.
    expect(expandPattern({ ...scrooge, to: '2062-12-19' }, NOW)).toEqual({
      ok: false,
      errors: { patternTo: `A run may span at most ${MAX_PATTERN_DAYS} days; split a longer one` },
    });
    expect(patternDays({ from: '2026-12-01', to: '2090-01-01', weekdays: [FRI] }).length).toBeLessThan(60);
  });
});
