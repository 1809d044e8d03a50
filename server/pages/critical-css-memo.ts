import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { InlinedPage } from './critical-css-limits';

/** How many pages' inlined documents are kept, by the document rendered: each up to a few hundred KB. */
export const REMEMBERED_PAGES = 64;

/**
 * Answers a document rendered again exactly as before with the critical CSS inlined into it last time,
 * instead of passing it through Beasties again. Any listing's change renders every page again (their cache
 * key counts every write), and most come out the same: another show's page, the home page when a far-off
 * date changed. Beasties takes 60-75 ms and 80-130 ms of CPU a page, React's render 4-10 ms (the demo's `/`,
 * `/titanic` and `/whats-on`, built with NODE_ENV=production). Beasties answers the same for the same
 * document, so nothing a visitor gets changes. A page that got no critical CSS (out of time, too many
 * waiting, a stylesheet not there yet) or that failed is not kept: the next one tries again. Two requests
 * for a new document at once share one pass.
 */
export function rememberInlined(
  inline: (html: string) => Promise<InlinedPage>,
  max = REMEMBERED_PAGES,
): (html: string) => Promise<InlinedPage> {
  const kept = new LRUCache<string, Promise<InlinedPage>>({ max });
  return (html) => {
    const key = createHash('sha256').update(html, 'utf8').digest('base64');
    const known = kept.get(key);
    if (known) return known;
    const page = inline(html);
    kept.set(key, page);
    const forget = () => {
      if (kept.peek(key) === page) kept.delete(key);
    };
    page.then(({ missedCriticalCss, styleHashes }) => {
      if (missedCriticalCss || styleHashes.length === 0) forget();
    }, forget);
    return page;
  };
}
