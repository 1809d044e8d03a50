import type { BlockBody, BlockId } from '../domain/site-content/blocks';
import { usePageData } from './page-data';

/**
 * A Site content block as the page shows it: the published version the server rendered into the page (and
 * embedded beside it, so hydration and later pages in this tab show the same), else the seed in src/content.
 * Every page the server renders carries every published block, so a page reached by a link in the browser
 * shows the same as one loaded afresh. Only types come from the schemas: zod stays out of the pages.
 */
export function useSiteContent<B extends BlockId>(block: B, seed: BlockBody<B>): BlockBody<B> {
  const published = usePageData().peek('content')?.[block];
  return (published as BlockBody<B> | undefined) ?? seed;
}
