import type { Venue } from './venue';

/**
 * Public lists show listings in true date order, then by hotel so equal dates stay stable. Apart from
 * venue.ts because that module carries the zod schemas, which a show page's first load must not pay for.
 */
export function compareVenues(a: Venue, b: Venue): number {
  return a.date.localeCompare(b.date) || BY_NAME.compare(a.hotelName, b.hotelName);
}

// One collator: `localeCompare` with a locale builds one per call.
const BY_NAME = new Intl.Collator('en-GB');
