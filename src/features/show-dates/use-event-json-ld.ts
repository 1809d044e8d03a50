import { useEffect } from 'react';
import type { Venue } from '../../domain/venue';
import { eventFacts } from '../../content/event-facts';
import { eventStructuredData, structuredDataText } from './event-structured-data';

const JSON_LD = 'script[type="application/ld+json"]';

/**
 * Puts the date's Event JSON-LD in the document head in the browser, where the page is rendered there
 * (hosted mode, or a visit that arrived by client-side navigation): Google reads structured data that
 * script adds. A server-rendered page carries it already (useJsonLd); this replaces it with the same content,
 * and keeps it current when the visitor moves to another date without a page load. `origin`: the site's
 * (src/ui/site-origin), so its addresses are the ones the page's canonical and links use.
 */
export function useEventJsonLd(venue: Venue | null, origin: string | null) {
  useEffect(() => {
    if (!venue || origin === null) return;
    // The server's copy (or a previous date's, after client-side navigation) makes way for this one.
    for (const old of document.head.querySelectorAll(JSON_LD)) {
      if (old.textContent?.includes('"TheaterEvent"')) old.remove();
    }
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.datePage = '';
    script.textContent = structuredDataText(eventStructuredData(eventFacts(venue, origin)));
    document.head.append(script);
    return () => script.remove();
  }, [venue, origin]);
}
