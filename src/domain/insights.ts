import { z } from 'zod';
import { ISO_DATE } from './dates';

/**
 * What a visitor's browser reports (docs/decisions/0028-counted-not-tracked.md): a page seen, or a Book,
 * calendar or share link followed on a listing. Nothing in it names the person: the page's path, whether it
 * opened the visit (and the referring site's domain, never its address), or a listing id.
 */
export const hitSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('view'),
    /** The path with its query string (What's on's ?city= tells which city people look for). */
    path: z
      .string()
      .max(300)
      .regex(/^\/[^\s]*$/, 'The page must be a path on this site'),
    /** The first page of a visit (the page was loaded, not reached by a link within the site). */
    landing: z.boolean().optional(),
    /** The referring site's host name only, when it is another site. */
    from: z
      .string()
      .max(253)
      .regex(/^[a-z0-9.-]+$/i, 'A host name')
      .optional(),
  }),
  z.object({
    kind: z.enum(['book', 'calendar', 'share']),
    listing: z.string().min(1).max(100),
  }),
]);

export type Hit = z.input<typeof hitSchema>;
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

/** The period the dashboard asks about: ISO days, both included. */
export const insightsPeriodSchema = z
  .object({ from: z.string().regex(ISO_DATE), to: z.string().regex(ISO_DATE) })
  .refine(({ from, to }) => from <= to, { message: 'The period must start before it ends', path: ['to'] });
export type InsightsPeriod = z.output<typeof insightsPeriodSchema>;
