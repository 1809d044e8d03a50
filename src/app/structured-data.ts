import { COMPANY } from '../content/company';
import { SHOWS } from '../content/shows';
import { sharePicturePath, SHOW_SHARE_NAMES } from '../content/share-pictures';
import { cityLabel } from '../domain/cities';
import type { ShowKey } from '../domain/shows';
import { safeHttpUrl } from '../domain/url';
import type { Venue } from '../domain/venue';
import { SHOW_PATHS } from './paths';

/**
 * JSON-LD for search engines (https://schema.org), built from the company's content. Google's guides:
 * https://developers.google.com/search/docs/appearance/structured-data/organization and .../event.
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

/** One Event per upcoming date of a show, each with its venue and Book link. */
export function showEventsJsonLd(show: ShowKey, venues: readonly Venue[], siteUrl: string) {
  const content = SHOWS[show];
  return {
    '@context': 'https://schema.org',
    '@graph': venues.map((venue) => {
      const bookingUrl = safeHttpUrl(venue.bookingUrl);
      return {
        '@type': 'Event',
        name: `${content.title} at ${venue.hotelName}`,
        description: content.summary,
        startDate: venue.date,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        image: [`${siteUrl}${sharePicturePath(SHOW_SHARE_NAMES[show])}`],
        url: `${siteUrl}${SHOW_PATHS[show]}`,
        location: {
          '@type': 'Place',
          name: venue.hotelName,
          address: {
            '@type': 'PostalAddress',
            streetAddress: venue.hotelLocation,
            addressLocality: cityLabel(venue.city),
            addressCountry: 'GB',
          },
        },
        organizer: { '@type': 'Organization', name: COMPANY.name, url: `${siteUrl}/` },
        ...(bookingUrl && {
          offers: {
            '@type': 'Offer',
            url: bookingUrl,
            availability: venue.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          },
        }),
      };
    }),
  };
}
