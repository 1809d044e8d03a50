import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useDataPort } from '../../../data/data-port-context';
import type { Venue } from '../../../domain/venue';
import { DashboardQueryProvider, useDashboardRead, useRefreshAfterWrite } from './dashboard-query';

/** One list the dashboard loads: what it holds now, and whether a load is running or failed. */
export interface Loaded<T> {
  items: T[];
  status: 'loading' | 'ready' | 'error';
  error: string;
}

interface DashboardData {
  venues: Loaded<Venue>;
  /** After a write: every list reads again, so every panel shows what the store now holds. */
  reloadVenues(): Promise<void>;
  /** Opens one listing's history. */
  openHistory: OpenHistory;
}

export type OpenHistory = (venueId: string, label: string) => void;

const DashboardDataContext = createContext<DashboardData | null>(null);
const NONE: Venue[] = [];

/** The dashboard's reads (dashboard-query.tsx), and every listing shared with every panel. */
export function DashboardDataProvider({
  children,
  openHistory,
}: {
  children: ReactNode;
  openHistory: OpenHistory;
}) {
  return (
    <DashboardQueryProvider>
      <VenuesProvider openHistory={openHistory}>{children}</VenuesProvider>
    </DashboardQueryProvider>
  );
}

function VenuesProvider({ children, openHistory }: { children: ReactNode; openHistory: OpenHistory }) {
  const port = useDataPort();
  const read = useDashboardRead(['venues'], () => port.listAllVenues());
  const reloadVenues = useRefreshAfterWrite();
  const { data, status, error } = read;
  const value = useMemo(
    () => ({ venues: { items: data ?? NONE, status, error }, reloadVenues, openHistory }),
    [data, status, error, reloadVenues, openHistory],
  );
  return <DashboardDataContext.Provider value={value}>{children}</DashboardDataContext.Provider>;
}

export function useDashboardData(): DashboardData {
  const value = useContext(DashboardDataContext);
  if (!value) throw new Error('useDashboardData needs a DashboardDataProvider above it');
  return value;
}
