import type { OnTheNight, RunningStep } from './site-content/on-the-night';

/** One step of an evening on the hotel's clock ("18:30"); the finish is the show's length after the start. */
export interface TimedStep {
  time: string;
  step: RunningStep['step'] | 'finish';
  what: string;
}

export interface Evening {
  /** When guests are asked to arrive: the first arrival step, else the start. */
  arrival: string;
  start: string;
  finish: string;
  minutes: number;
  steps: TimedStep[];
}

const DAY = 24 * 60;

/** "19:00" and -30 minutes is "18:30" (the clock wraps at midnight: an evening may end after it). */
export function clockPlus(time: string, minutes: number): string {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const total = (((hh * 60 + mm + minutes) % DAY) + DAY) % DAY;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * A show's running order (its On the night block, in minutes from the start) on one date's clock: its own
 * start, the show's length for the finish. Steps keep the block's order, sorted by time; a step the block
 * puts at or after the finish is dropped rather than shown after it.
 */
export function evening(night: Pick<OnTheNight, 'running'>, start: string, minutes: number): Evening {
  const steps = night.running
    .map((step) => ({ ...step, offset: Number(step.at) }))
    .filter((step) => Number.isFinite(step.offset) && step.offset < minutes)
    .sort((a, b) => a.offset - b.offset)
    .map(({ offset, step, what }) => ({ time: clockPlus(start, offset), step, what }));
  const arrival = steps.find((step) => step.step === 'arrival')?.time ?? start;
  const finish = clockPlus(start, minutes);
  return { arrival, start, finish, minutes, steps: [...steps, { time: finish, step: 'finish', what: '' }] };
}

/** The day `days` before an ISO date ("2026-12-04", 7: "2026-11-27"), by the calendar, not the clock. */
export function daysBefore(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days, 12)).toISOString().slice(0, 10);
}
