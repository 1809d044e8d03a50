import { useCallback, useState } from 'react';
import { MAX_PAGE_SIZE, type ListPage, type PageRequest } from '../../../domain/paging';
import { useDashboardRead } from './dashboard-query';
import type { Page } from './paging';

export type ReadPage<T> = (request: PageRequest) => Promise<ListPage<T>>;

const EMPTY = { items: [], total: 0, nextCursor: null };

/**
 * A manager list read from the store a page at a time (the server never sends a whole list visitors can
 * grow), through the dashboard's one way to load (dashboard-query.tsx): `key` names the list. Next follows
 * the store's cursor; Previous goes back through the cursors already seen.
 */
export function usePagedList<T>(key: string, read: ReadPage<T>, size: number) {
  // The cursor each visited page was read with (index 0: the first page, no cursor).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [index, setIndex] = useState(0);
  // Another list (a filter chosen) starts again from its first page.
  const [listKey, setListKey] = useState(key);
  if (listKey !== key) {
    setListKey(key);
    setCursors([null]);
    setIndex(0);
  }
  const cursor = cursors[index] ?? null;
  const loaded = useDashboardRead([key, size, cursor], () => read({ limit: size, cursor }));
  const page: ListPage<T> = loaded.data ?? EMPTY;

  // A page read with a cursor tells the next one: remember it, so Next can follow (adjusting state while
  // rendering: https://react.dev/learn/you-might-not-need-an-effect).
  const next = loaded.status === 'ready' && !loaded.previous ? page.nextCursor : null;
  if (next && cursors.length === index + 1) setCursors([...cursors, next]);

  const { refresh: reread } = loaded;
  const refresh = useCallback(async () => {
    setIndex(0);
    await reread();
  }, [reread]);

  const shown: Page<T> = {
    items: page.items,
    page: index + 1,
    pageCount: Math.max(1, Math.ceil(page.total / size), index + 1 + (page.nextCursor ? 1 : 0)),
    first: page.items.length ? index * size + 1 : 0,
    last: index * size + page.items.length,
    total: page.total,
  };

  return {
    status: loaded.status,
    error: loaded.error,
    shown,
    /** Steps one page back or forward (the pager's buttons). */
    goTo: (pageNumber: number) => {
      const target = pageNumber - 1;
      if (target >= 0 && target < cursors.length) setIndex(target);
    },
    /** Reads the first page again: visitors keep writing while the dashboard is open, newest first. */
    refresh,
  };
}

/** Every item a paged list holds, page after page at the largest size. */
export async function readEveryPage<T>(read: ReadPage<T>): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | null = null;
  do {
    const next: ListPage<T> = await read({ limit: MAX_PAGE_SIZE, cursor });
    all.push(...next.items);
    cursor = next.nextCursor;
  } while (cursor);
  return all;
}
