import { useEffect } from 'react';
import type { Venue } from '../../domain/venue';
import { eventFacts } from './event-facts';
import { eventStructuredData, structuredDataText } from './event-structured-data';

const SELECTOR = 'script[type="application/ld+json"][data-date-page]';

/**
 * Puts the date's Event JSON-LD in the document head in the browser, where the page is rendered there
 * (hosted mode, or a visit that arrived by client-side navigation): Google reads structured data that
 * script adds. A server-rendered page already carries it; this replaces it with the same content.
 */
export function useEventJsonLd(venue: Venue | null) {
  useEffect(() => {
    if (!venue) return;
    document.head.querySelector(SELECTOR)?.remove();
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.datePage = '';
    script.textContent = structuredDataText(eventStructuredData(eventFacts(venue, window.location.origin)));
    document.head.append(script);
    return () => script.remove();
  }, [venue]);
}
