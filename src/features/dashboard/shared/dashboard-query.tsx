import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { READ_DEADLINE_MS, withDeadline } from '../../../data/deadline';
import { DataError, isDataError } from '../../../data/errors';
import { useAuth } from '../../auth/auth-context';
import { failureReason } from './results';

/**
 * The dashboard's one way to load (docs/decisions/0025-dashboard-reads-with-tanstack-query.md): every list is
 * a TanStack Query read with the same time limit and error message in both modes; a read refused for an
 * ended session asks for the session again, which shows the sign-in panel; every write refreshes every list.
 */
export function DashboardQueryProvider({ children }: { children: ReactNode }) {
  const { checkSession } = useAuth();
  const [client] = useState(
    () =>
      new QueryClient({
        // A failed read says so at once, with the reason and a way to try again; no silent retries.
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
  );
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        // The session ended (expired, or signed out in another tab): ask again, which shows the sign-in panel.
        if (
          event.type === 'updated' &&
          event.action.type === 'error' &&
          isDataError(event.action.error, 'signed-out')
        )
          void checkSession().catch(() => undefined);
      }),
    [client, checkSession],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const timedOut = () =>
  new DataError('unavailable', `The server did not answer within ${READ_DEADLINE_MS / 1000} seconds.`);

/** One dashboard read as a panel shows it: what it holds, and whether it is loading or failed (and why). */
export interface DashboardRead<T> {
  data: T | undefined;
  status: 'loading' | 'ready' | 'error';
  /** The reason a manager reads (results.ts), when status is 'error'. */
  error: string;
  /** True while `data` is the previous key's answer, kept on screen until this key's arrives. */
  previous: boolean;
  /** Reads again (a Refresh button). */
  refresh: () => Promise<void>;
}

/**
 * Reads `key` from the store. While a read runs again, or the next page is read, the last answer stays on
 * screen (no flash of "Loading"), unless `keepShown` is false (one listing's history must never show as
 * another's). `enabled: false` reads nothing (a dialog that is closed).
 */
export function useDashboardRead<T>(
  key: readonly unknown[],
  read: () => Promise<T>,
  { enabled = true, keepShown = true }: { enabled?: boolean; keepShown?: boolean } = {},
): DashboardRead<T> {
  const query = useQuery({
    queryKey: ['dashboard', ...key],
    queryFn: () => withDeadline(read(), READ_DEADLINE_MS, timedOut),
    enabled,
    placeholderData: keepShown ? keepPreviousData : undefined,
  });
  const { refetch } = query;
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const failed = query.isError && !query.isFetching;
  return {
    data: query.data,
    status: failed ? 'error' : query.data === undefined ? 'loading' : 'ready',
    error: failed ? failureReason(query.error) : '',
    previous: query.isPlaceholderData,
    refresh,
  };
}

/**
 * After any write: every dashboard list reads again (the one freshness rule), so the listings, the trash, the
 * history and the counts all show what the store now holds.
 */
export function useRefreshAfterWrite(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['dashboard'] }), [client]);
}

/**
 * Reads one key again, and nothing else: after a change that only that read shows (an opened message lowers
 * the count of new ones, while the list it sits in stays as the manager sees it).
 */
export function useRefreshRead(key: readonly unknown[]): () => void {
  const client = useQueryClient();
  // `key` is a module constant where this is used, so the callback stays the same between renders.
  return useCallback(() => void client.invalidateQueries({ queryKey: ['dashboard', ...key] }), [client, key]);
}
