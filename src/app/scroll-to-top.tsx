import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change scrolls to the top; the page the visitor arrived on does not. It shows from the first
 * paint, long before the app hydrates it on a slow phone, and a visitor who had scrolled by then was thrown
 * back to the top (the browser keeps the place itself on a reload or Back).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
