import { COMPANY } from '../content/company';
import type { Venue } from '../domain/venue';
import { eventFacts } from '../features/show-dates/event-facts';
import { eventStructuredData } from '../features/show-dates/event-structured-data';

/**
 * JSON-LD for search engines (https://schema.org), built from the company's content. Google's guides:
 * https://developers.google.com/search/docs/appearance/structured-data/organization; events are described by
 * src/features/show-dates/event-structured-data.ts.
 */
export function organizationJsonLd(siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY.name,
    description: COMPANY.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    email: COMPANY.email,
    telephone: COMPANY.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.address.lines[0],
      addressLocality: COMPANY.address.locality,
      postalCode: COMPANY.address.lines.at(-1),
      addressCountry: 'GB',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: COMPANY.phone,
        email: COMPANY.email,
      },
      { '@type': 'ContactPoint', contactType: 'reservations', telephone: COMPANY.bookingPhone },
    ],
    sameAs: Object.values(COMPANY.social),
  };
}

/** One Event per upcoming date of a show (the same facts as each date's own page), as one JSON-LD list. */
export function showEventsJsonLd(venues: readonly Venue[], siteUrl: string) {
  return venues.map((venue) => eventStructuredData(eventFacts(venue, siteUrl)));
}
