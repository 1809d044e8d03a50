import { lazy, Suspense } from 'react';
import type { ShowDetailsContent } from '../../domain/site-content/blocks';
import type { ShowKey } from '../../domain/shows';
// The styles travel with the page: a show page that arrived as HTML shows the panel before its code is here.
import '../show-dates/before-you-book.scss';

/**
 * A show page's Before you book in a chunk of its own: the panel is below the Information tabs, so its code
 * (and the four shows' On the night as built, a few hundred bytes each) costs the page's first load nothing
 * (docs/product.md, Budgets). A page that arrived as HTML shows it from the start, and React hydrates it when
 * the chunk arrives.
 */
const Panel = lazy(() => import('./show-before-you-book'));

export function LazyBeforeYouBook({ show, details }: { show: ShowKey; details: ShowDetailsContent }) {
  return (
    <Suspense fallback={null}>
      <Panel show={show} details={details} />
    </Suspense>
  );
}
