import { describe, expect, it } from 'vitest';
import { clockPlus, daysBefore, evening } from './running-order';

describe("a show's evening on a date's clock", () => {
  it('turns the running order into times from the date’s own start, finishing after the show’s length', () => {
    const night = {
      running: [
        { at: '20', step: 'course' as const, what: 'Starters' },
        { at: '-30', step: 'arrival' as const, what: 'Drinks in the bar' },
        { at: '0', step: 'act' as const, what: 'Act one' },
        { at: '200', step: 'act' as const, what: 'Past the end' },
      ],
    };
    const matinee = evening(night, '14:30', 180);
    expect(matinee).toMatchObject({ arrival: '14:00', start: '14:30', finish: '17:30', minutes: 180 });
    expect(matinee.steps.map((step) => [step.time, step.step, step.what])).toEqual([
      ['14:00', 'arrival', 'Drinks in the bar'],
      ['14:30', 'act', 'Act one'],
      ['14:50', 'course', 'Starters'],
      ['17:30', 'finish', ''],
    ]);
    expect(evening({ running: [{ at: '0', step: 'act', what: 'Act one' }] }, '19:00', 120).arrival).toBe(
      '19:00',
    );
  });

  it('wraps the clock at midnight and counts dietary deadlines by the calendar', () => {
    expect(clockPlus('22:30', 120)).toBe('00:30');
    expect(clockPlus('00:15', -30)).toBe('23:45');
    expect(daysBefore('2026-12-04', 7)).toBe('2026-11-27');
    expect(daysBefore('2027-03-02', 7)).toBe('2027-02-23');
    expect(daysBefore('2026-04-01', 0)).toBe('2026-04-01');
  });
});
