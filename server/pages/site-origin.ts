/**
 * The origin an embedded build writes into its prerendered pages (canonical URLs, share cards, sitemap).
 * The embedded server learns its public origin (SITE_URL) only when it starts, so it swaps this for it
 * when it loads the files. `.invalid` can never resolve (RFC 2606): a page served without the swap
 * shows it at once.
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-origin.invalid';
