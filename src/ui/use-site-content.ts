import { useEffect, useSyncExternalStore } from 'react';
import { useOptionalDataPort } from '../data/data-port-context';
import type { BlockBody, BlockId } from '../domain/site-content/blocks';
import { checkForNewerContent, onNewerContent, previewContent } from './newer-site-content';
import { usePageNewerContent } from './next-page-content';
import { usePageData } from './page-data';

/**
 * A Site content block as the page shows it: the published version the page was rendered with (and
 * embedded beside it, so hydration and later pages in this tab show the same), else the seed in src/content.
 * Every rendered page carries every published block, so a page reached by a link in the browser shows the
 * same as one loaded afresh. A hosted page (its build names the versions it baked in) checks once loaded for
 * newer published words and shows them from the visitor's next page on (next-page-content.tsx), never by
 * changing the page being read; a manager's drafts with `?preview` show in place as soon as they arrive
 * (newer-site-content.ts). The first render is always the page's own, so hydration matches. Only types come
 * from the schemas: zod stays out of the pages.
 */
export function useSiteContent<B extends BlockId>(block: B, seed: BlockBody<B>): BlockBody<B>;
/** Without a seed (a page that does not load the block's words as built): undefined until published. */
export function useSiteContent<B extends BlockId>(block: B, seed: undefined): BlockBody<B> | undefined;
export function useSiteContent<B extends BlockId>(
  block: B,
  seed: BlockBody<B> | undefined,
): BlockBody<B> | undefined {
  const data = usePageData();
  // The company's details are in every page's header and footer, which component tests render without a
  // port: without one there is nothing newer to ask for.
  const port = useOptionalDataPort();
  const built = data.peek('contentVersions');
  const preview = useSyncExternalStore(onNewerContent, previewContent, () => null);
  const newer = usePageNewerContent();
  useEffect(() => {
    if (built && port) checkForNewerContent(port, built);
  }, [port, built]);
  const shown = (preview ?? newer)?.[block] ?? data.peek('content')?.[block];
  return (shown as BlockBody<B> | undefined) ?? seed;
}
