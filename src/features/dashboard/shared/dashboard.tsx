import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DASHBOARD_SECTIONS, DASHBOARD_WORDS } from '../../../content/dashboard';
import { DASHBOARD_PATHS, type DashboardSection } from '../../../domain/paths';
import { ContactMessagesPanel } from '../messages/contact-messages-panel';
import { DashboardDataProvider } from './dashboard-data';
import { DashboardNav } from './dashboard-nav';
import { HostingRequestsPanel } from '../messages/hosting-requests-panel';
import { HotelsSection } from '../hotels/hotels-section';
import { InsightsSection } from '../insights/insights-section';
import { ListingsSection } from '../listings/listings-section';
import { OutboxPanel } from '../email/outbox-panel';
import { RecentChangesPanel } from '../trash/recent-changes-panel';
import { SubscribersPanel } from '../subscribers/subscribers-panel';
import { TrashPanel } from '../trash/trash-panel';
import { VenueHistoryDialog, type HistorySubject } from './venue-history-dialog';
import './listing-safety.scss';
import './dashboard.scss';

// Site content and its pictures carry every block's schema and form: their own chunk, loaded when opened, so
// the dashboard's first chunk stays under the build's 500 kB warning.
const ContentSection = lazy(async () => ({
  default: (await import('../site-content/content-section')).ContentSection,
}));
const PicturesSection = lazy(async () => ({
  default: (await import('../pictures/pictures-section')).PicturesSection,
}));

/** The section a dashboard address names; /dashboard itself (and anything unknown under it) is Listings. */
function sectionOf(pathname: string): DashboardSection {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const found = DASHBOARD_SECTIONS.find(({ key }) => DASHBOARD_PATHS[key] === path);
  return found?.key ?? 'listings';
}

/**
 * The production manager's dashboard (docs/product.md, Dashboard), loaded as its own chunk once signed in: one
 * section at a time, each at its own address, with the count of messages and enquiries never opened beside
 * Messages (new-messages-count.tsx).
 */
export default function Dashboard() {
  const section = sectionOf(useLocation().pathname);
  const heading = useRef<HTMLHeadingElement>(null);
  const [historyOf, setHistoryOf] = useState<HistorySubject | null>(null);
  const openHistory = useCallback((venueId: string, label: string) => setHistoryOf({ venueId, label }), []);

  useEffect(() => {
    // Signing in replaced the form the keyboard was in, and a section link replaced the section: start from
    // the heading of what is shown now.
    heading.current?.focus();
  }, [section]);

  const label = DASHBOARD_SECTIONS.find(({ key }) => key === section)?.label ?? '';
  return (
    <DashboardDataProvider openHistory={openHistory}>
      <div className="dashboard container-fluid">
        <DashboardNav current={section} />
        <div className="dashboard-main">
          <h1 ref={heading} tabIndex={-1} className="dashboard-title">
            {label}
          </h1>
          {section === 'listings' && <ListingsSection />}
          {section === 'hotels' && <HotelsSection />}
          {section === 'messages' && (
            <div className="row g-4">
              <div className="col-12 col-xl-6">
                <ContactMessagesPanel />
              </div>
              <div className="col-12 col-xl-6">
                <HostingRequestsPanel />
              </div>
            </div>
          )}
          {section === 'subscribers' && <SubscribersPanel />}
          {section === 'email' && <OutboxPanel />}
          <Suspense fallback={<p role="status">{DASHBOARD_WORDS.loadingSection}</p>}>
            {section === 'content' && <ContentSection />}
            {section === 'pictures' && <PicturesSection />}
          </Suspense>
          {section === 'insights' && <InsightsSection />}
          {section === 'trash' && (
            <div className="row g-4">
              <div className="col-12 col-xl-6">
                <TrashPanel onHistory={openHistory} />
              </div>
              <div className="col-12 col-xl-6">
                <RecentChangesPanel onHistory={openHistory} />
              </div>
            </div>
          )}
        </div>
        <VenueHistoryDialog subject={historyOf} onClose={() => setHistoryOf(null)} />
      </div>
    </DashboardDataProvider>
  );
}
