import type { Venue } from '../../domain/venue';
import { eventFacts } from '../../content/event-facts';
import { eventStructuredData, structuredDataText } from './event-structured-data';

/**
 * A show page's upcoming dates as JSON-LD: one event per date, described exactly as each date's own page
 * describes it (src/content/event-facts.ts), so search engines never read two versions of a date.
 */
export function showEventsJsonLd(venues: readonly Venue[], siteUrl: string) {
  return venues.map((venue) => eventStructuredData(eventFacts(venue, siteUrl)));
}

/** The same, as the text of a JSON-LD script (hosted show pages add it in the browser). */
export function showEventsJsonLdText(venues: readonly Venue[], siteUrl: string): string {
  return structuredDataText(showEventsJsonLd(venues, siteUrl));
}
