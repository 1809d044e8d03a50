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

/**
 * Hosted mode has no Site content yet (docs/decisions/0029-site-content-blocks.md): the pages show the words
 * the build was made with, and the dashboard's Site content says why instead of an empty editor. One
 * function for every method: this module is in a hosted page's first load, whose budget is nearly spent.
 */
const contentNotHosted = () =>
  Promise.reject(
    new DataError('unavailable', 'Site content is edited on the embedded server only, for now.'),
  );

export const HOSTED_CONTENT: Pick<
  DataPort,
  'readSiteContent' | 'saveContentDraft' | 'publishContent' | 'listContentVersions' | 'restoreContentVersion'
> = {
  readSiteContent: contentNotHosted,
  saveContentDraft: contentNotHosted,
  publishContent: contentNotHosted,
  listContentVersions: contentNotHosted,
  restoreContentVersion: contentNotHosted,
};
