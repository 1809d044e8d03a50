import { MAX_PAGE_SIZE, PAGE_SIZE, type ListPage, type PageRequest } from '../../src/domain/paging';

/**
 * What the port's paged lists answer, for in-memory fakes: newest first (as both stores order), `limit` at a
 * time, the cursor being the next item's position.
 */
export function pageOf<T extends { createdAt: string }>(
  items: readonly T[],
  request: PageRequest = {},
): ListPage<T> {
  const sorted = [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const size = Math.min(request.limit ?? PAGE_SIZE, MAX_PAGE_SIZE);
  const start = request.cursor ? Number(request.cursor) : 0;
  const end = start + size;
  return {
    items: sorted.slice(start, end),
    total: sorted.length,
    nextCursor: end < sorted.length ? String(end) : null,
  };
}
