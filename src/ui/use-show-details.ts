import { SHOW_DETAILS_BLOCKS, showDetails, type ShowDetails } from '../content/show-details/common';
import type { ShowDetailsContent } from '../domain/site-content/blocks';
import type { ShowKey } from '../domain/shows';
import { useSiteContent } from './use-site-content';

/**
 * A show's Information tabs and sample menu as published (its Site content block), else as built: `seed`,
 * which the page imports itself so it loads only its own show's words.
 */
export function useShowDetails(show: ShowKey, seed: ShowDetailsContent): ShowDetails {
  return showDetails(show, useSiteContent(SHOW_DETAILS_BLOCKS[show], seed));
}
