import { useCallback, useEffect, useRef, useState } from 'react';
import { isDataError } from '../../data/errors';
import { MAX_PAGE_SIZE, type ListPage, type PageRequest } from '../../domain/paging';
import { useAuth } from '../auth/auth-context';
import { failureReason } from './messages';
import type { Page } from './paging';

export type ReadPage<T> = (request: PageRequest) => Promise<ListPage<T>>;

interface State<T> {
  /** The cursor each visited page was read with (index 0: the first page, no cursor). */
  cursors: (string | null)[];
  index: number;
  page: ListPage<T>;
  status: 'loading' | 'ready' | 'error';
  error: string;
}

const EMPTY = { items: [], total: 0, nextCursor: null };

/**
 * A manager list read from the store a page at a time (the server never sends a whole list visitors can
 * grow). Next follows the store's cursor; Previous goes back through the cursors already seen.
 */
export function usePagedList<T>(read: ReadPage<T>, size: number) {
  const { checkSession } = useAuth();
  const [state, setState] = useState<State<T>>({
    cursors: [null],
    index: 0,
    page: EMPTY,
    status: 'loading',
    error: '',
  });
  // Only the latest request may update the list: a slow page 2 must not replace the page 3 asked for after it.
  const latest = useRef(0);

  const load = useCallback(
    async (index: number, cursors: (string | null)[]) => {
      const ticket = ++latest.current;
      // The old page stays on screen (no flash of "Loading") until the new one arrives.
      setState((old) => ({ ...old, status: old.status === 'error' ? 'loading' : old.status }));
      try {
        const page = await read({ limit: size, cursor: cursors[index] ?? null });
        if (ticket !== latest.current) return;
        const known = page.nextCursor
          ? [...cursors.slice(0, index + 1), page.nextCursor]
          : cursors.slice(0, index + 1);
        setState({ cursors: known, index, page, status: 'ready', error: '' });
      } catch (error) {
        if (ticket !== latest.current) return;
        setState((old) => ({ ...old, status: 'error', error: failureReason(error) }));
        // The session ended (expired, or signed out in another tab): ask again, which shows the sign-in panel.
        if (isDataError(error, 'signed-out')) void checkSession().catch(() => undefined);
      }
    },
    [read, size, checkSession],
  );

  useEffect(() => {
    void load(0, [null]);
  }, [load]);

  // Stable, so a panel may refresh from an effect when something else on the dashboard changed.
  const refresh = useCallback(() => load(0, [null]), [load]);

  const { index, cursors, page } = state;
  const shown: Page<T> = {
    items: page.items,
    page: index + 1,
    pageCount: Math.max(1, Math.ceil(page.total / size), index + 1 + (page.nextCursor ? 1 : 0)),
    first: page.items.length ? index * size + 1 : 0,
    last: index * size + page.items.length,
    total: page.total,
  };

  return {
    ...state,
    shown,
    /** Steps one page back or forward (the pager's buttons). */
    goTo: (pageNumber: number) => {
      const target = pageNumber - 1;
      if (target >= 0 && target < cursors.length) void load(target, cursors);
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
