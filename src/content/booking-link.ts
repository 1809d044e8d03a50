/**
 * What Book links carry (rather than `noreferrer`): `noopener` keeps the hotel's page from reaching back
 * into ours, and the referrer policy sends our origin, never the page's path or query.
 */
export const BOOK_LINK_ATTRIBUTES = { rel: 'noopener', referrerPolicy: 'origin' } as const;
