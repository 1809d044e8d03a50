import { DataError } from '../errors';
import type { DataPort } from '../port';

/**
 * Hosted mode has no Site content yet (docs/decisions/0029-site-content-blocks.md): the pages show the words
 * the build was made with, and the dashboard's Site content says why instead of an empty editor. One
 * function for every method: the firebase adapter is in a hosted page's first load, whose budget is nearly
 * spent.
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
