import type { CountKey } from '../../domain/insights-pages';
import type { FirestoreRest } from './firestore-rest';

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

/**
 * Adds 1 to each of the day's counts in one request: merged increments, the writes the SDK's batch sent, each
 * checked by the rules.
 */
export async function addCounts(rest: FirestoreRest, day: string, keys: readonly CountKey[]): Promise<void> {
  await rest.commit(
    keys.map((key) => ({
      path: `${COUNTS}/${countId(day, key)}`,
      fields: { day, metric: key.metric, subject: key.subject },
      increments: { count: 1 },
    })),
  );
}
