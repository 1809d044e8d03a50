import { SUBSCRIBE_BUTTON_COPY } from '../../content/subscribe-button';
import { SubscribeDisclosure } from '../forms/subscribe-disclosure';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../ui/use-page-meta';
import { MENUS } from '../../content/menus';
import { SHOW_SHARE_NAMES } from '../../content/share-pictures';
import { BOOKING_NOTICE, SHOW_PAGE_COPY, SHOWS } from '../../content/shows';
import type { ShowKey } from '../../domain/shows';
import { VenueGrid } from '../venues/venue-grid';
import { InfoTabs } from './info-tabs';
import { MENU_PATHS } from './menu-paths';
import { SampleMenu } from './sample-menu';
import { ShowBanner } from './show-banner';
import './show-page.scss';

/** The template of the four show pages (docs/product.md, Pages): banner, Information tabs, booking notice, dates. */
export function ShowPage({ show }: { show: ShowKey }) {
  const content = SHOWS[show];
  usePageMeta({ title: content.pageTitle, description: content.summary, share: SHOW_SHARE_NAMES[show] });

  const menu = (
    <>
      <SampleMenu menu={MENUS[show]} headingLevel={3} />
      <p className="mb-0">
        <Link to={MENU_PATHS[show]}>{SHOW_PAGE_COPY.menuLink(content.title)}</Link>
      </p>
    </>
  );

  return (
    <main id="main" className="show-page">
      <ShowBanner show={show} />
      <div className="container py-4 py-md-5">
        <p className="show-page__tagline">{content.tagline}</p>
        <section aria-labelledby="information" className="mb-4">
          <h2 id="information">{SHOW_PAGE_COPY.information}</h2>
          <InfoTabs tabs={content.tabs} label={SHOW_PAGE_COPY.tabsLabel(content.title)} extra={{ menu }} />
        </section>
        <p className="show-page__notice">{BOOKING_NOTICE}</p>
        <VenueGrid show={show} />
        <section aria-label={SUBSCRIBE_BUTTON_COPY.label} className="mt-4">
          <SubscribeDisclosure show={show} />
        </section>
      </div>
    </main>
  );
}
