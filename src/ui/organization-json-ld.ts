import { COMPANY } from '../content/company';
import { companyPageOn, SOCIAL_NETWORKS } from '../domain/social-pages';
import type { CompanyDetails } from '../domain/site-content/blocks';

/**
 * The company as JSON-LD for search engines, on the home page, with its details as the page shows them
 * (https://schema.org/Organization), as
 * https://developers.google.com/search/docs/appearance/structured-data/organization describes it.
 */
export function organizationJsonLd(siteUrl: string, company: CompanyDetails): Record<string, unknown> {
  // The company's own pages only: a network's home page says nothing about the company.
  const sameAs = SOCIAL_NETWORKS.flatMap((network) => companyPageOn(network, company.social) ?? []);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    description: COMPANY.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    email: company.email,
    telephone: company.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address[0],
      addressLocality: company.locality,
      postalCode: company.address.at(-1),
      addressCountry: 'GB',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: company.phone,
        email: company.email,
      },
    ],
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
