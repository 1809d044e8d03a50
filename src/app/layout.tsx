import { Outlet, useLocation } from 'react-router-dom';
import { PATHS } from './paths';
import { ScrollToTop } from './scroll-to-top';
import { Footer } from './footer/footer';
import { Header } from './header/header';

export function Layout() {
  const { pathname } = useLocation();
  // Spec section 2: /hometwo ("Home 1 Left Header") shows no header.
  const showHeader = pathname.toLowerCase() !== PATHS.homeTwo;
  return (
    <>
      <ScrollToTop />
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to main content
      </a>
      {showHeader && <Header />}
      <Outlet />
      <Footer />
    </>
  );
}
