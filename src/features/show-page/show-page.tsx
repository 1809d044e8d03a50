import { SUBSCRIBE_BUTTON_COPY } from '../../content/subscribe-button';
import { SubscribeDisclosure, useKeepInTouchOffered } from '../forms/subscribe-disclosure';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../ui/use-page-meta';
import { useShowShare } from '../../ui/use-show-share';
import { BOOKING_NOTICE, SHOW_PAGE_COPY, SHOWS } from '../../content/shows';
import type { ShowDetailsContent } from '../../domain/site-content/blocks';
import type { ShowKey } from '../../domain/shows';
import { readFilters } from '../../domain/whats-on-filters';
import { useShowDetails } from '../../ui/use-show-details';
import { VenueGrid } from '../venues/venue-grid';
import { CalendarSubscribe } from '../show-dates/calendar-subscribe';
import { InfoTabs } from './info-tabs';
import { MENU_PATHS } from './menu-paths';
import { SampleMenu } from './sample-menu';
import { ShowBanner } from './show-banner';
import { LazyBeforeYouBook } from './lazy-before-you-book';
import './show-page.scss';

/**
 * The template of the four show pages (docs/product.md, Pages): banner, Information tabs, booking notice, dates.
 * Each page passes its own show's tabs and menu as built (`details`), so it loads no other show's words; the
 * page shows them as published (its Site content block).
 */
export function ShowPage({ show, details: seed }: { show: ShowKey; details: ShowDetailsContent }) {
  const content = SHOWS[show];
  const details = useShowDetails(show, seed);
  const share = useShowShare(show);
  const keepInTouch = useKeepInTouchOffered();
  // The city the dates are narrowed to (the city chooser) is the one the "tell me when" form asks about.
  const city = readFilters(useSearchParams()[0]).city ?? undefined;
  usePageMeta({ title: content.pageTitle, description: content.summary, share });

  const menu = (
    <>
      <SampleMenu menu={details.menu} headingLevel={3} />
      <p className="mb-0">
        <Link to={MENU_PATHS[show]}>{SHOW_PAGE_COPY.menuLink(content.title)}</Link>
      </p>
    </>
  );

  return (
    <main id="main" className="show-page">
      <ShowBanner show={show} photo={details.banner} />
      <div className="container py-4 py-md-5">
        <p className="show-page__tagline">{content.tagline}</p>
        <p>
          <a className="btn btn-outline-primary" href="#upcoming-dates">
            {SHOW_PAGE_COPY.toDates}
          </a>
        </p>
        <section aria-labelledby="information" className="mb-4">
          <h2 id="information">{SHOW_PAGE_COPY.information}</h2>
          <InfoTabs tabs={details.tabs} label={SHOW_PAGE_COPY.tabsLabel(content.title)} extra={{ menu }} />
        </section>
        <LazyBeforeYouBook show={show} details={seed} />
        <p className="show-page__notice">{BOOKING_NOTICE}</p>
        <VenueGrid show={show} />
        <CalendarSubscribe feeds={[{ kind: 'show', show }]} />
        {keepInTouch && (
          <section aria-label={SUBSCRIBE_BUTTON_COPY.label} className="mt-4">
            <SubscribeDisclosure key={city} show={show} city={city} />
          </section>
        )}
      </div>
    </main>
  );
}
