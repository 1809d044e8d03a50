import type { Hit } from './hit';

export type HitKind = Hit['kind'];

/** What is counted per day: each a number per subject (a page key, a listing id, a domain, a city...). */
export const METRICS = [
  'view',
  'landing',
  'referrer',
  'device',
  'book',
  'calendar',
  'share',
  'search',
  'subscribe',
  'confirm',
] as const;
export type Metric = (typeof METRICS)[number];

/** A date page's page key: its listing, whatever its address becomes after an edit. */
export const listingPageKey = (id: string) => `listing:${id}`;
export const listingOfPageKey = (key: string) => (key.startsWith('listing:') ? key.slice(8) : null);

/** Phone, tablet or desktop: worked out from the request and then forgotten. */
export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/** Count rows as the store sums them over a period. */
export interface CountTotal {
  metric: Metric;
  subject: string;
  count: number;
}
