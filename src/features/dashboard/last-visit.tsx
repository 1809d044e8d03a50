import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * "What is new since your last visit": the time of the manager's previous visit to the dashboard, kept in this
 * browser (localStorage, per manager address), so messages and enquiries that arrived since are marked, and
 * their count shows beside each list's link. The first visit in a browser marks nothing: everything is new.
 */
const STORAGE_KEY = 'dashboard-last-visit';

interface LastVisit {
  /** ISO time of the previous visit, or null (first visit here, or storage unavailable). */
  previous: string | null;
  newCounts: Readonly<Record<string, number>>;
  reportNew: (list: string, count: number) => void;
}

const LastVisitContext = createContext<LastVisit>({ previous: null, newCounts: {}, reportNew: () => {} });

function readPrevious(key: string): string | null {
  try {
    const value = window.localStorage.getItem(key);
    return value && !Number.isNaN(Date.parse(value)) ? value : null;
  } catch {
    return null;
  }
}

export function LastVisitProvider({ manager, children }: { manager: string; children: ReactNode }) {
  const key = manager ? `${STORAGE_KEY}:${manager}` : null;
  // Read once per manager, when the dashboard opens for them; this visit becomes the next one's "last visit".
  const [seen, setSeen] = useState(() => ({ key, previous: key ? readPrevious(key) : null }));
  if (seen.key !== key) setSeen({ key, previous: key ? readPrevious(key) : null });
  const { previous } = seen;
  useEffect(() => {
    if (!key) return;
    try {
      window.localStorage.setItem(key, new Date().toISOString());
    } catch {
      // Private browsing with storage off: nothing is marked, nothing breaks.
    }
  }, [key]);
  const [newCounts, setNewCounts] = useState<Record<string, number>>({});
  const reportNew = useCallback(
    (list: string, count: number) =>
      setNewCounts((counts) => (counts[list] === count ? counts : { ...counts, [list]: count })),
    [],
  );
  const value = useMemo(() => ({ previous, newCounts, reportNew }), [previous, newCounts, reportNew]);
  return <LastVisitContext.Provider value={value}>{children}</LastVisitContext.Provider>;
}

/**
 * Which of a list's shown rows arrived since the last visit (newest first, so the first page holds them), and
 * reports their count for the list's link.
 */
export function useNewSinceLastVisit<T extends { createdAt: string }>(list: string, rows: readonly T[]) {
  const { previous, reportNew } = useContext(LastVisitContext);
  const isNew = useCallback((row: T) => previous !== null && row.createdAt > previous, [previous]);
  const count = rows.filter(isNew).length;
  useEffect(() => reportNew(list, count), [list, count, reportNew]);
  return { isNew, count };
}

/** "3 new" beside a section's link, for sighted and screen-reader users alike; nothing when there is none. */
export function NewCount({ lists }: { lists: readonly string[] }) {
  const { newCounts } = useContext(LastVisitContext);
  const count = lists.reduce((sum, list) => sum + (newCounts[list] ?? 0), 0);
  if (count === 0) return null;
  return <span className="badge rounded-pill text-bg-warning ms-1">{`${count} new`}</span>;
}
