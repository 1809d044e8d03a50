import { useEffect } from 'react';
import type { Venue } from '../../domain/venue';

/**
 * A hosted show page's upcoming dates as Event JSON-LD, added to the head once Firestore has answered:
 * there no server renders the page with its dates, and Google reads structured data that script adds. The
 * builder loads only then, so it costs the page's first load nothing; an embedded build leaves all of this
 * out (the condition is a build-time constant), as its server puts the same data in the HTML.
 */
export function useShowEventsJsonLd(venues: readonly Venue[] | null, origin: string | null) {
  useEffect(() => {
    if (import.meta.env.VITE_BACKEND !== 'firebase' || !venues?.length || origin === null) return;
    let script: HTMLScriptElement | null = null;
    let current = true;
    void import('./show-events-json-ld').then(({ showEventsJsonLdText }) => {
      if (!current) return;
      script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.showDates = '';
      script.textContent = showEventsJsonLdText(venues, origin);
      document.head.append(script);
    });
    return () => {
      current = false;
      script?.remove();
    };
  }, [venues, origin]);
}
