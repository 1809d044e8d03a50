import type { Venue } from './venue';

/**
 * Public lists show listings in true date order, then by hotel so equal dates stay stable. Apart from
 * venue.ts because that module carries the zod schemas, which a show page's first load must not pay for.
 */
export function compareVenues(a: Venue, b: Venue): number {
  // ISO dates sort as their characters do: no collator, and no locale data set up, unless two share a day.
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return byName().compare(a.hotelName, b.hotelName);
}

// One collator, made on first use: `localeCompare` with a locale builds one per call, and a page's first
// Intl object sets up the browser's locale data (12-60 ms on the first page of a visit, decision 0044).
let collator: Intl.Collator | null = null;
const byName = () => (collator ??= new Intl.Collator('en-GB'));
