import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useDataPort } from '../data/data-port-context';
import type { Hit } from '../domain/hit';
import { afterLoad } from '../ui/after-load';
import { matchPage } from './match-page';

/** Global Privacy Control: the visitor has objected, so nothing is sent at all (the server checks too). */
const objects = () =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

// Staff pages, pages opened from e-mail links and the not-found page (all `private`) are not counted.
const counted = (pathname: string) => !matchPage(pathname).route.private;

/** The first page of a visit, with the other site's host name (nothing more of its address) if one sent us. */
function landing(): Pick<Extract<Hit, { kind: 'view' }>, 'landing' | 'from'> {
  if (!document.referrer) return { landing: true };
  try {
    const from = new URL(document.referrer).hostname;
    return from === window.location.hostname ? {} : { landing: true, from };
  } catch {
    return { landing: true };
  }
}

/**
 * Counts the site's use without tracking anyone (docs/decisions/0028-counted-not-tracked.md): each page
 * shown, and each Book, calendar or share link followed (links carry `countedLink` attributes), goes to
 * the data port as a beacon. No cookie, no storage, no identifier; nothing at all under Global Privacy
 * Control or on staff pages.
 */
export function CountVisits(): null {
  const port = useDataPort();
  const { pathname, search } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (objects() || !counted(pathname)) return;
    return afterLoad(() => {
      // Decided when sent, not when the effect ran: React's strict mode runs an effect twice.
      const opening = first.current;
      first.current = false;
      const hit: Hit = { kind: 'view', path: `${pathname}${search}`, ...(opening ? landing() : {}) };
      void port.countHit(hit).catch(() => undefined);
    });
  }, [port, pathname, search]);

  useEffect(() => {
    const onFollow = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLElement>('a[data-count]');
      if (!link || objects()) return;
      const { count: kind, listing } = link.dataset;
      // Sent at once: the visitor is leaving for the venue's page, and a beacon outlives this one. (No zod
      // here: it would join every page's first load; the server validates.)
      if ((kind === 'book' || kind === 'calendar' || kind === 'share') && listing)
        void port.countHit({ kind, listing }).catch(() => undefined);
    };
    // A middle click opens the venue too (auxclick); capture, so a handler that stops the event cannot hide it.
    document.addEventListener('click', onFollow, true);
    document.addEventListener('auxclick', onFollow, true);
    return () => {
      document.removeEventListener('click', onFollow, true);
      document.removeEventListener('auxclick', onFollow, true);
    };
  }, [port]);
  return null;
}
