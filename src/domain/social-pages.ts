/**
 * The company's pages on the social networks the footer and /next link to (its Site content block's `social`).
 * Kept apart from the zod schemas so that pages which only render the links do not download zod.
 */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialPages = Record<SocialNetwork, string>;

/** Each network's own sites: a page given for it must be on one of them. */
const NETWORK_HOSTS: Record<SocialNetwork, readonly string[]> = {
  facebook: ['facebook.com'],
  instagram: ['instagram.com'],
  twitter: ['x.com', 'twitter.com'],
  youtube: ['youtube.com'],
};

/**
 * What the site linked to before the company gave its own pages (the original site's footer linked each
 * network's home page): the seed, and what a company block saved before the field existed reads as.
 */
export const NETWORK_HOME_PAGES: SocialPages = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  twitter: 'https://x.com/',
  youtube: 'https://www.youtube.com/',
};

/** An https address on one of the network's own sites (www. or another subdomain included). */
export function isPageOn(network: SocialNetwork, address: string): boolean {
  try {
    const url = new URL(address);
    return (
      url.protocol === 'https:' &&
      NETWORK_HOSTS[network].some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
    );
  } catch {
    return false;
  }
}

/**
 * The company's own page on the network, or null when none is given: empty, or only the network's home page
 * (which says nothing about the company, so search engines' `sameAs` leaves it out).
 */
export function companyPageOn(network: SocialNetwork, pages: SocialPages): string | null {
  const address = pages[network];
  if (!isPageOn(network, address)) return null;
  return new URL(address).pathname.replace(/\/+$/, '') === '' ? null : address;
}
