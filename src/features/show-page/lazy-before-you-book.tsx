import { lazy, Suspense, type ComponentType } from 'react';
import type { ShowDetailsContent } from '../../domain/site-content/blocks';
import type { OnTheNight } from '../../domain/site-content/on-the-night';
import type { ShowKey } from '../../domain/shows';
// The styles travel with the page: a show page that arrived as HTML shows the panel before its code is here.
import '../show-dates/before-you-book.scss';

const NIGHTS: Record<ShowKey, () => Promise<OnTheNight>> = {
  Titanic: async () => (await import('../../content/on-the-night/titanic')).TITANIC_NIGHT,
  JFK: async () => (await import('../../content/on-the-night/jfk')).JFK_NIGHT,
  TheOverlookHotel: async () => (await import('../../content/on-the-night/overlook')).OVERLOOK_NIGHT,
  Scrooge: async () => (await import('../../content/on-the-night/scrooge')).SCROOGE_NIGHT,
};

type Panel = ComponentType<{ details: ShowDetailsContent }>;

/**
 * A show page's Before you book in a chunk of its own, with its show's On the night as built: the panel is
 * below the Information tabs, so its code costs the page's first load nothing (docs/product.md, Budgets). A
 * page that arrived as HTML shows it from the start, and React hydrates it when the chunk arrives.
 */
const panelOf = (show: ShowKey) =>
  lazy(async () => {
    const [{ BeforeYouBook }, night] = await Promise.all([
      import('../show-dates/before-you-book'),
      NIGHTS[show](),
    ]);
    const Loaded: Panel = ({ details }) => <BeforeYouBook show={show} details={details} night={night} />;
    return { default: Loaded };
  });

const PANELS: Record<ShowKey, Panel> = {
  Titanic: panelOf('Titanic'),
  JFK: panelOf('JFK'),
  TheOverlookHotel: panelOf('TheOverlookHotel'),
  Scrooge: panelOf('Scrooge'),
};

export function LazyBeforeYouBook({ show, details }: { show: ShowKey; details: ShowDetailsContent }) {
  const Panel = PANELS[show];
  return (
    <Suspense fallback={null}>
      <Panel details={details} />
    </Suspense>
  );
}
