import {
  collection,
  getDocs,
  limit,
  query,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { METRICS, type CountTotal, type Metric } from '../../domain/insights';
import { COUNTS } from './count-writes';

/** Reading and purging Insights' daily counts (count-writes.ts adds to them): the manager's browser. */

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
