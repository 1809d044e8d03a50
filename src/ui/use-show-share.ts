import { SHOW_SHARE_NAMES } from '../content/share-pictures';
import { SHOW_DETAILS_BLOCKS } from '../content/show-details/common';
import type { ShowKey } from '../domain/shows';
import type { PageMeta } from './use-page-meta';
import { useSiteContent } from './use-site-content';

/**
 * The picture a shared link to a show's page or one of its date pages shows: the share picture its block
 * names as published, else the one the site was built with (docs/decisions/0033-pictures.md).
 */
export function useShowShare(show: ShowKey): PageMeta['share'] {
  return useSiteContent(SHOW_DETAILS_BLOCKS[show], undefined)?.share ?? SHOW_SHARE_NAMES[show];
}
