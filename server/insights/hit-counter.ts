import { todayInLondon } from '../../src/domain/dates';
import type { Metric } from '../../src/domain/insights';
import type { CountIncrement, InsightsRepository } from '../db/insights-repository';

export interface HitCounterOptions {
  counts: InsightsRepository;
  now: () => Date;
  /** How often the counts in memory are written (one transaction). Default 10 s. */
  flushEveryMs?: number;
  /** Written at once when this many different counts wait in memory. */
  maxPending?: number;
  onError: (error: unknown) => void;
}

// A day's distinct referring domains are capped, so a script cannot fill the table with invented ones. The
// day's domains already stored count towards it, so a restart does not start the cap again.
const MAX_REFERRERS_PER_DAY = 500;
const OTHER = '(other)';

/**
 * Counts in memory and writes them in batches (decision 0028): a page view costs a map update, never a
 * database write in the request. A crash loses at most the last few seconds of counts, which is the trade.
 */
export function createHitCounter({
  counts,
  now,
  flushEveryMs = 10_000,
  maxPending = 5_000,
  onError,
}: HitCounterOptions) {
  const pending = new Map<string, CountIncrement>();
  let referrers = { day: '', seen: new Set<string>() };
  // Those still in memory are in `pending` (a day's first referrer is counted after this read).
  const storedReferrers = (day: string) =>
    new Set(counts.subjects(day, 'referrer').filter((subject) => subject !== OTHER));

  function flush(): void {
    if (pending.size === 0) return;
    const batch = [...pending.values()];
    pending.clear();
    try {
      counts.add(batch);
    } catch (error) {
      onError(error);
    }
  }

  const timer = setInterval(flush, flushEveryMs);
  timer.unref();

  return {
    /** Adds one to today's count of `metric` for `subject`. */
    add(metric: Metric, subject: string): void {
      const day = todayInLondon(now());
      if (metric === 'referrer') {
        if (referrers.day !== day) referrers = { day, seen: storedReferrers(day) };
        if (!referrers.seen.has(subject)) {
          if (referrers.seen.size >= MAX_REFERRERS_PER_DAY) subject = OTHER;
          else referrers.seen.add(subject);
        }
      }
      const key = `${day}\u0000${metric}\u0000${subject}`;
      const entry = pending.get(key);
      if (entry) entry.count += 1;
      else pending.set(key, { day, metric, subject, count: 1 });
      if (pending.size >= maxPending) flush();
    },
    /** Writes what is in memory now (before a read of the totals, and when the server stops). */
    flush,
    stop(): void {
      clearInterval(timer);
      flush();
    },
  };
}

export type HitCounter = ReturnType<typeof createHitCounter>;
