import type { CountTotal, Metric } from '../../src/domain/insights';
import { writeTransaction, type Db } from './database';

/** A number to add to one day's count of one metric and subject. */
export interface CountIncrement {
  day: string;
  metric: Metric;
  subject: string;
  count: number;
}

/** Daily totals of what the site counts (no row names a visitor). */
export function createInsightsRepository(db: Db) {
  const add = db.prepare<[string, string, string, number]>(
    `INSERT INTO daily_counts (day, metric, subject, count) VALUES (?, ?, ?, ?)
       ON CONFLICT (day, metric, subject) DO UPDATE SET count = count + excluded.count`,
  );
  const totals = db.prepare<[string, string], CountTotal>(
    `SELECT metric, subject, SUM(count) AS count FROM daily_counts
      WHERE day BETWEEN ? AND ? GROUP BY metric, subject`,
  );
  const purge = db.prepare<[string]>('DELETE FROM daily_counts WHERE day < ?');
  const subjects = db
    .prepare<[string, string], string>('SELECT subject FROM daily_counts WHERE day = ? AND metric = ?')
    .pluck();
  return {
    /** Adds a batch of counts in one transaction: all of it or none. */
    add: writeTransaction(db, (increments: readonly CountIncrement[]) => {
      for (const { day, metric, subject, count } of increments) add.run(day, metric, subject, count);
    }),
    /** Each metric and subject summed over the days from `from` to `to`, both included. */
    totals(from: string, to: string): CountTotal[] {
      return totals.all(from, to);
    },
    /** The subjects one day's count of `metric` has rows for. */
    subjects(day: string, metric: Metric): string[] {
      return subjects.all(day, metric);
    },
    /** Deletes the days before `day` (ISO); returns how many rows went. */
    deleteBefore(day: string): number {
      return purge.run(day).changes;
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
