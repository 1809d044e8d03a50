import type { CountKey } from '../../domain/insights-pages';
import type { FirestoreRest } from './firestore-rest';

/**
 * Insights' daily counts in Firestore (docs/decisions/0028-counted-not-tracked.md): one document per day,
 * metric and subject (a page, a listing, a device class, a city), holding those three and its number. A
 * visitor's browser may only add exactly 1 to today's count of a known subject, at most a visit's few counts
 * a request (firestore.rules, /counts and /countCommits; docs/decisions/0035-counts-a-request-may-add.md);
 * only managers read them.
 */
export const COUNTS = 'counts';

/**
 * The one document every counting request rewrites, naming the counts it adds to (at most
 * MOST_COUNTS_A_REQUEST): the rules accept a count only when this request named it here, so a request cannot
 * add to more counts than one visit does.
 */
export const COUNT_COMMIT = 'countCommits/last';

/** The most counts one page view adds to: its view, the visit's start and device, a city search. */
export const MOST_COUNTS_A_REQUEST = 4;

/** A count's document id; a path's `/` (not allowed in an id) is written `|`. firestore.rules builds the same. */
export const countId = (day: string, { metric, subject }: CountKey) =>
  `${day}~${metric}~${subject.replace(/\//g, '|')}`;

/**
 * Adds 1 to each of the day's counts in one request: merged increments, each checked by the rules, and the
 * request's list of them (COUNT_COMMIT).
 */
export async function addCounts(rest: FirestoreRest, day: string, keys: readonly CountKey[]): Promise<void> {
  await rest.commit([
    ...keys.map((key) => ({
      path: `${COUNTS}/${countId(day, key)}`,
      fields: { day, metric: key.metric, subject: key.subject },
      increments: { count: 1 },
    })),
    { path: COUNT_COMMIT, fields: { ids: keys.map((key) => countId(day, key)) }, stamped: ['at'] },
  ]);
}
