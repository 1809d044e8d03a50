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
/**
 * A page request as the server reads it from a query string, checked (src/domain/page-query.ts holds the
 * schema: this module stays free of zod, because the browser's first load imports it through the data
 * adapters).
 */
export interface PageQuery {
  limit: number;
  cursor?: string | undefined;
}

/** The query string of a page request (what the http adapter sends), with a list's filter if it has one. */
export function pageSearch({ limit, cursor, filter }: PageRequest & { filter?: string } = {}): string {
  const search = new URLSearchParams({ limit: String(limit ?? PAGE_SIZE) });
  if (cursor) search.set('cursor', cursor);
  if (filter && filter !== 'all') search.set('filter', filter);
  return `?${search.toString()}`;
}
