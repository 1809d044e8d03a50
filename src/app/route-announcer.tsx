import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { findMainHeading, focusHeading } from '../ui/main-heading';

/**
 * After each navigation inside the site, keyboard focus moves to the new page's main heading and a polite
 * live region says the new page's title, as a full page load would: without it a keyboard or screen-reader
 * user is left on the link they followed, with nothing said.
 * Not on the first page (the browser announced it) and not in the dashboard, whose sections keep focus in
 * their own menu. A page whose heading comes later (its data on the way) gets focus when the heading appears,
 * unless the visitor has moved on by then.
 */
export function RouteAnnouncer({ enabled }: { enabled: boolean }) {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  // The title of the page the visitor was on as they left it: the new page's title is one that differs.
  const lastTitle = useRef('');

  useEffect(() => {
    // Read as the page is left, so a title that came later (with a page's data) counts as that page's.
    const leave = () => {
      lastTitle.current = document.title;
    };
    if (first.current) {
      first.current = false;
      return leave;
    }
    if (!enabled) return leave;

    // The new page sets its title in an effect that may run after this one (a page whose chunk was still
    // loading commits later): announce when the title changes, or after a second for a page titled as the last.
    // A page titled for its show at first and for its date once the date arrives is said again with the date.
    const titleBefore = lastTitle.current;
    let said: string | null = null;
    const announce = () => {
      if (said === document.title) return;
      said = document.title;
      setMessage(document.title);
    };
    const titleWatch = new MutationObserver(() => {
      if (document.title !== titleBefore) announce();
    });
    titleWatch.observe(document.head, { subtree: true, childList: true, characterData: true });
    if (document.title !== titleBefore) announce();
    const sameTitle = window.setTimeout(() => {
      if (said === null) announce();
    }, 1000);

    // Focus the visitor moved while the page loaded is theirs: a late heading takes it only from where it was.
    const focusAtNavigation = document.activeElement;
    const headingWatch = new MutationObserver(() => {
      const late = findMainHeading();
      if (!late) return;
      headingWatch.disconnect();
      if (document.activeElement === focusAtNavigation || document.activeElement === document.body)
        focusHeading(late);
    });
    const heading = findMainHeading();
    if (heading) focusHeading(heading);
    else headingWatch.observe(document.body, { childList: true, subtree: true });

    return () => {
      leave();
      titleWatch.disconnect();
      headingWatch.disconnect();
      window.clearTimeout(sameTitle);
    };
  }, [pathname, enabled]);

  return (
    // aria-live without role="status": the pages' own status messages stay the only ones by that role.
    <div id="route-announcer" className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
