// zod's small build: a visitor's browser checks each hit before counting it on the hosted site, and the
// full build (92 KB before gzip) was loaded on every public page for this one schema.
import * as z from 'zod/mini';

/**
 * What a visitor's browser reports (docs/decisions/0028-counted-not-tracked.md): a page seen, or a Book,
 * calendar or share link followed on a listing. Nothing in it names the person: the page's path, whether it
 * opened the visit (and the referring site's domain, never its address), or a listing id.
 */
export const hitSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('view'),
    /** The path with its query string (What's on's ?city= tells which city people look for). */
    path: z.string().check(z.maxLength(300), z.regex(/^\/[^\s]*$/, 'The page must be a path on this site')),
    /** The first page of a visit (the page was loaded, not reached by a link within the site). */
    landing: z.optional(z.boolean()),
    /** The referring site's host name only, when it is another site. */
    from: z.optional(z.string().check(z.maxLength(253), z.regex(/^[a-z0-9.-]+$/i, 'A host name'))),
  }),
  z.object({
    kind: z.enum(['book', 'calendar', 'share']),
    listing: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
]);

export type Hit = z.input<typeof hitSchema>;
