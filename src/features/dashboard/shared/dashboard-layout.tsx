import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { DASHBOARD_SECTIONS, DASHBOARD_WORDS } from '../../../content/dashboard';
import { DASHBOARD_PATHS, type DashboardSection } from '../../../domain/paths';
import { SECTION_ELEMENTS } from '../section-elements';
import { DashboardDataProvider } from './dashboard-data';
import { DashboardNav } from './dashboard-nav';
import { UnsavedChangesProvider } from './unsaved-changes';
import { VenueHistoryDialog, type HistorySubject } from './venue-history-dialog';
import './listing-safety.scss';
import './dashboard.scss';

/** The section a dashboard address names, for the menu and the heading; /dashboard itself is Listings. */
function sectionOf(pathname: string): DashboardSection {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const found = DASHBOARD_SECTIONS.find(({ key }) => DASHBOARD_PATHS[key] === path);
  return found?.key ?? 'listings';
}

/**
 * The production manager's dashboard (docs/product.md, Dashboard), loaded as its own chunk once signed in:
 * the section menu, the heading and the reads every section shares around the section the address names.
 * Each section is a child route (src/app/dashboard-routes.tsx) shown in the Outlet, its own chunk
 * (section-elements.tsx); the count of messages and enquiries never opened sits beside Messages (new-messages-count.tsx).
 */
export default function DashboardLayout({ signedInHere = true }: { signedInHere?: boolean }) {
  const location = useLocation();
  const section = sectionOf(location.pathname);
  const heading = useRef<HTMLHeadingElement>(null);
  const [historyOf, setHistoryOf] = useState<HistorySubject | null>(null);
  const openHistory = useCallback((venueId: string, label: string) => setHistoryOf({ venueId, label }), []);

  // The address the page was opened at (a typed address, a bookmark, a reload) has the router's key
  // 'default'; every move inside the app makes a new one. The layout is drawn afresh per section.
  const openedHere = location.key === 'default';
  useEffect(() => {
    // Signing in replaced the form the keyboard was in, and a section link replaced the section: start from
    // the heading of what is shown now. A page opened at a dashboard address, signed in already, starts at
    // the top as every page does (Skip to main content).
    if (openedHere && !signedInHere) return;
    heading.current?.focus();
  }, [section, openedHere, signedInHere]);

  const label = DASHBOARD_SECTIONS.find(({ key }) => key === section)?.label ?? '';
  return (
    <DashboardDataProvider openHistory={openHistory}>
      <UnsavedChangesProvider>
        <div className="dashboard container-fluid">
          <DashboardNav current={section} />
          <div className="dashboard-main">
            <h1 ref={heading} tabIndex={-1} className="dashboard-title">
              {label}
            </h1>
            <Suspense fallback={<p role="status">{DASHBOARD_WORDS.loadingSection}</p>}>
              <Outlet context={SECTION_ELEMENTS} />
            </Suspense>
          </div>
          <VenueHistoryDialog subject={historyOf} onClose={() => setHistoryOf(null)} />
        </div>
      </UnsavedChangesProvider>
    </DashboardDataProvider>
  );
}
