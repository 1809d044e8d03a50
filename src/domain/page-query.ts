import { z } from 'zod';
import { INBOX_FILTERS, SUBMISSION_MARKS } from './inbox';
import { MAX_PAGE_SIZE, PAGE_SIZE, type PageQuery } from './paging';

/** Cursors are short tokens; anything longer is not one of ours. */
const MAX_CURSOR_LENGTH = 200;

/**
 * A page request as it arrives in a query string (`?limit=25&cursor=...`), with a message per field. Apart
 * from src/domain/paging.ts so that zod stays out of the browser's first load (the adapters import paging).
 */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'The page size must be a number.' })
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(MAX_PAGE_SIZE, `The page size must be at most ${MAX_PAGE_SIZE}.`)
    .default(PAGE_SIZE),
  cursor: z.string().max(MAX_CURSOR_LENGTH, 'This is not a page cursor.').optional(),
}) satisfies z.ZodType<PageQuery, unknown>;

/** A page of the inbox (contact messages, hosting enquiries): `?filter=new|handled`, all when left out. */
export const inboxPageQuerySchema = pageQuerySchema.extend({
  filter: z.enum(INBOX_FILTERS, { error: 'The filter must be all, new or handled.' }).default('all'),
});

/** Which inbox mark a manager sets (`{ "mark": "handled" }`). */
export const submissionMarkSchema = z.object({
  mark: z.enum(SUBMISSION_MARKS, { error: 'The mark must be opened, handled or not-handled.' }),
});
