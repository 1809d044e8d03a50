import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDataPort } from '../../data/data-port-context';
import { isDataError } from '../../data/errors';
import type { Venue } from '../../domain/venue';
import { useAuth } from '../auth/auth-context';
import { failureReason } from './messages';

/** One list the dashboard loads: what it holds now, and whether a load is running or failed. */
export interface Loaded<T> {
  items: T[];
  status: 'loading' | 'ready' | 'error';
  error: string;
}

interface DashboardData {
  venues: Loaded<Venue>;
  /** Loads the listings again (after every write, so every list shows what the store now holds). */
  reloadVenues(): Promise<void>;
  /** Opens one listing's history. */
  openHistory: OpenHistory;
}

export type OpenHistory = (venueId: string, label: string) => void;

const DashboardDataContext = createContext<DashboardData | null>(null);
const loading = <T,>(): Loaded<T> => ({ items: [], status: 'loading', error: '' });

/**
 * Loads the listings once and shares them with every panel. Hosting requests and contact messages are not
 * here: each panel reads its own list a page at a time (use-paged-list.ts).
 */
export function DashboardDataProvider({
  children,
  openHistory,
}: {
  children: ReactNode;
  openHistory: OpenHistory;
}) {
  const port = useDataPort();
  const { checkSession } = useAuth();
  const [venues, setVenues] = useState<Loaded<Venue>>(loading);

  const load = useCallback(
    async <T,>(read: () => Promise<T[]>, set: (update: (old: Loaded<T>) => Loaded<T>) => void) => {
      // A reload keeps the old items on screen (no flash of "Loading") until the new ones arrive.
      set((old) => ({ ...old, status: old.status === 'error' ? 'loading' : old.status }));
      try {
        const items = await read();
        set(() => ({ items, status: 'ready', error: '' }));
      } catch (error) {
        set((old) => ({ ...old, status: 'error', error: failureReason(error) }));
        // The session ended (expired, or signed out in another tab): ask again, which shows the sign-in panel.
        if (isDataError(error, 'signed-out')) void checkSession().catch(() => undefined);
      }
    },
    [checkSession],
  );

  const reloadVenues = useCallback(() => load(() => port.listAllVenues(), setVenues), [load, port]);

  useEffect(() => {
    void reloadVenues();
  }, [reloadVenues]);

  const value = useMemo(() => ({ venues, reloadVenues, openHistory }), [venues, reloadVenues, openHistory]);
  return <DashboardDataContext.Provider value={value}>{children}</DashboardDataContext.Provider>;
}

export function useDashboardData(): DashboardData {
  const value = useContext(DashboardDataContext);
  if (!value) throw new Error('useDashboardData needs a DashboardDataProvider above it');
  return value;
}
