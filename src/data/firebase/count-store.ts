import {
  collection,
  doc,
  getDocs,
  increment,
  limit,
  query,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { METRICS, type CountTotal, type Metric } from '../../domain/insights';
import type { CountKey } from '../../domain/insights-pages';

/**
 * Insights' daily counts in Firestore (docs/decisions/0028-counted-not-tracked.md): one document per day,
 * metric and subject (a page, a listing, a device class, a city), holding those three and its number. A
 * visitor's browser may only add exactly 1 to today's count of a known subject (firestore.rules, /counts);
 * only managers read them.
 */
export const COUNTS = 'counts';

/** A count's document id; a path's `/` (not allowed in an id) is written `|`. firestore.rules builds the same. */
export const countId = (day: string, { metric, subject }: CountKey) =>
  `${day}~${metric}~${subject.replace(/\//g, '|')}`;

/** Adds 1 to each of the day's counts in one request (a batch of increments, each checked by the rules). */
export async function addCounts(db: Firestore, day: string, keys: readonly CountKey[]): Promise<void> {
  const batch = writeBatch(db);
  for (const key of keys)
    batch.set(
      doc(db, COUNTS, countId(day, key)),
      { day, metric: key.metric, subject: key.subject, count: increment(1) },
      { merge: true },
    );
  await batch.commit();
}

const isMetric = (value: unknown): value is Metric => METRICS.includes(value as Metric);

/** The counts of the days from `from` to `to`, both included (managers only). */
export async function readCountTotals(db: Firestore, from: string, to: string): Promise<CountTotal[]> {
  const snapshot = await getDocs(
    query(collection(db, COUNTS), where('day', '>=', from), where('day', '<=', to)),
  );
  return snapshot.docs.flatMap((d) => {
    const { metric, subject, count } = d.data();
    return isMetric(metric) && typeof subject === 'string' && typeof count === 'number'
      ? [{ metric, subject, count }]
      : [];
  });
}

/**
 * Deletes the counts of days before `firstKept` (COUNTS_KEPT_MONTHS): hosted mode has no server to do it on
 * a timer, so the manager's browser does when Insights opens. At most one batch of 500 at a time; the rest
 * goes at the next opening.
 */
export async function purgeOldCounts(db: Firestore, firstKept: string): Promise<number> {
  const old = await getDocs(query(collection(db, COUNTS), where('day', '<', firstKept), limit(500)));
  if (old.empty) return 0;
  const batch = writeBatch(db);
  for (const d of old.docs) batch.delete(d.ref);
  await batch.commit();
  return old.size;
}
