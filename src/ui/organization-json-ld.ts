import { COMPANY } from '../content/company';

/**
 * The company as JSON-LD for search engines, on the home page (https://schema.org/Organization), as
 * https://developers.google.com/search/docs/appearance/structured-data/organization describes it.
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
    ],
    sameAs: Object.values(COMPANY.social),
  };
}
