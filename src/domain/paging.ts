import { z } from 'zod';

/**
 * The one paging shape for manager lists (contact messages, hosting requests, and any list that can grow
 * with visitors' input): ask for `limit` items after an opaque `cursor`; get the items, how many there are
 * in all, and the cursor of the next page (null on the last). Over HTTP: `GET /api/LIST?limit=25&cursor=...`
 * answers `{ items, total, nextCursor }`. Cursors rather than page numbers because Firestore has no offset:
 * both stores continue after the last item seen, which also stays correct while visitors keep writing.
 */
export interface PageRequest {
  /** 1 to MAX_PAGE_SIZE; PAGE_SIZE when left out. */
  limit?: number;
  /** `nextCursor` of the previous page; left out (or null) for the first page. */
  cursor?: string | null;
}

export interface ListPage<T> {
  items: T[];
  /** Every item the list holds, not only this page's. */
  total: number;
  nextCursor: string | null;
}

export const PAGE_SIZE = 25;
/** A page is bounded, so one request can never ask for everything (10,000 messages are about 50 MB). */
export const MAX_PAGE_SIZE = 100;
/** Cursors are short tokens; anything longer is not one of ours. */
const MAX_CURSOR_LENGTH = 200;

/** A page request as it arrives in a query string (`?limit=25&cursor=...`), with a message per field. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'The page size must be a number.' })
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(MAX_PAGE_SIZE, `The page size must be at most ${MAX_PAGE_SIZE}.`)
    .default(PAGE_SIZE),
  cursor: z.string().max(MAX_CURSOR_LENGTH, 'This is not a page cursor.').optional(),
});

export type PageQuery = z.output<typeof pageQuerySchema>;

/** The query string of a page request (what the http adapter sends). */
export function pageSearch({ limit, cursor }: PageRequest = {}): string {
  const search = new URLSearchParams({ limit: String(limit ?? PAGE_SIZE) });
  if (cursor) search.set('cursor', cursor);
  return `?${search.toString()}`;
}
