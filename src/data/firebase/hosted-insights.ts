import { DataError } from '../errors';
import type { DataPort } from '../port';

/**
 * Hosted mode does not count visits yet (docs/decisions/0028-counted-not-tracked.md): nothing is sent from a
 * visitor's browser, and the dashboard's Insights says why instead of showing empty numbers.
 */
export const HOSTED_INSIGHTS: Pick<DataPort, 'countHit' | 'readInsights'> = {
  countHit: () => Promise.resolve(),
  readInsights: () =>
    Promise.reject(
      new DataError(
        'unavailable',
        'Insights are counted by the embedded server; this hosted site does not count visits yet.',
      ),
    ),
};
