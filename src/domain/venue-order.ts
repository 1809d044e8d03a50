import type { Venue } from './venue';

/**
 * Public lists show listings in true date order, then by hotel so equal dates stay stable. Apart from
 * venue.ts because that module carries the zod schemas, which a show page's first load must not pay for.
 */
export function compareVenues(a: Venue, b: Venue): number {
  return a.date.localeCompare(b.date) || a.hotelName.localeCompare(b.hotelName, 'en-GB');
}
