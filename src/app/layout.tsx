import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorScreen } from './error-screen';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { isDashboardPath, PATHS } from '../domain/paths';
import { RouteAnnouncer } from './route-announcer';
import { ScrollToTop } from './scroll-to-top';
import { PreviewMark } from '../ui/preview-mark';
import './layout.scss';

/** While a page's chunk loads: an empty main that holds the footer below the fold. */
function PageLoading() {
  return <main id="main" className="page-loading" aria-busy="true" />;
}

export function Layout() {
  const { pathname } = useLocation();
  // The dashboard is a workplace with its own compact bar: none of the public header, footer or newsletter.
  const dashboard = isDashboardPath(pathname);
  // /hometwo ("Home 1 Left Header") shows no header.
  const showHeader = pathname.toLowerCase() !== PATHS.homeTwo && !dashboard;
  return (
    <>
      <ScrollToTop />
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to main content
      </a>
      <PreviewMark />
      {showHeader && <Header />}
      {/* Keyed by path: a page that failed does not keep the next page from rendering. */}
      <ErrorBoundary key={pathname} FallbackComponent={ErrorScreen}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      {/* After the page, so its effects (its title) have run when the announcer's does. */}
      <RouteAnnouncer enabled={!dashboard} />
      {!dashboard && <Footer />}
    </>
  );
}
