/**
 * The readable part of a date page's address: `2026-12-04-the-grand-hotel` under the show's path. It is
 * derived from the listing's date and hotel, so it changes when either is edited; the stores remember the
 * slugs a listing had, so an old address still finds it (and redirects to the current one).
 */

/** A slug as the router accepts it: the ISO date, then lower-case words joined by hyphens. */
export const VENUE_SLUG = /^\d{4}-\d{2}-\d{2}(?:-[a-z0-9]+)*$/;

/** "The Grand Hotel & Spa, Brighton" -> "the-grand-hotel-and-spa-brighton"; "Café Royal" -> "cafe-royal". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}

export function venueSlug(venue: { date: string; hotelName: string }): string {
  const name = slugify(venue.hotelName);
  return name ? `${venue.date}-${name}` : venue.date;
}

export function isVenueSlug(value: string): boolean {
  return value.length <= 100 && VENUE_SLUG.test(value);
}
