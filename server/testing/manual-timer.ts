import type { Timer } from '../pages/critical-css-limits';

/** A timer that fires only when the test says so: a deadline proven without waiting on the clock. */
export function aManualTimer() {
  const pending = new Map<() => void, number>();
  const timer: Timer = (ms, fire) => {
    pending.set(fire, ms);
    return () => pending.delete(fire);
  };
  return {
    timer,
    /** The delays of the timers still set. */
    pending: () => [...pending.values()],
    fireAll() {
      for (const fire of [...pending.keys()]) {
        pending.delete(fire);
        fire();
      }
    },
  };
}
