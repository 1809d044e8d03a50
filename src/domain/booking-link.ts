import { safeHttpUrl } from './url';

/** What Book links name this site as, to the hotel's analytics. */
export const BOOKING_SOURCE = 'queenoftheocean';

/**
 * The Book link's address (docs/decisions/0042-hotel-widget.md), on the site's pages, the hotel's widget and
 * the seats-back e-mail: the hotel's booking page, with a `utm_source` naming this site so the hotel's
 * analytics see where the visitor came from, unless the hotel asked for plain links (`bookingSource: false`)
 * or its link already names a source. Null when the stored link is not a web link (never rendered as a link).
 */
export function bookingHref(
  bookingUrl: string | null | undefined,
  hotel: { bookingSource?: boolean } | undefined,
): string | null {
  const safe = safeHttpUrl(bookingUrl);
  if (safe === null || hotel?.bookingSource === false) return safe;
  const url = new URL(safe);
  if (url.searchParams.has('utm_source')) return safe;
  url.searchParams.set('utm_source', BOOKING_SOURCE);
  return url.href;
}
