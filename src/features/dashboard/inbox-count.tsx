import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { INBOX_WORDS as W } from '../../content/dashboard-inbox';
import { useDataPort } from '../../data/data-port-context';
import type { NewSubmissionCounts } from '../../domain/inbox';

interface InboxCount {
  counts: NewSubmissionCounts | null;
  /** Reads the counts again: after the manager opens one, or refreshes a list. */
  refreshCounts: () => void;
}

const InboxCountContext = createContext<InboxCount>({ counts: null, refreshCounts: () => {} });

/**
 * How many messages and enquiries were never opened, as the store counts them (src/domain/inbox.ts): the
 * same on every device the manager signs in on. A failed count shows nothing rather than a wrong number.
 */
export function InboxCountProvider({ children }: { children: ReactNode }) {
  const port = useDataPort();
  const [counts, setCounts] = useState<NewSubmissionCounts | null>(null);
  const refreshCounts = useCallback(() => {
    port.countNewSubmissions().then(setCounts, () => setCounts(null));
  }, [port]);
  useEffect(refreshCounts, [refreshCounts]);
  const value = useMemo(() => ({ counts, refreshCounts }), [counts, refreshCounts]);
  return <InboxCountContext.Provider value={value}>{children}</InboxCountContext.Provider>;
}

export const useInboxCount = () => useContext(InboxCountContext);

/** "3 new" beside Messages in the dashboard's navigation; nothing when there is none. */
export function NewCount() {
  const { counts } = useInboxCount();
  const count = counts ? counts.contactMessages + counts.hostingRequests : 0;
  if (count === 0) return null;
  // The space keeps the link's accessible name "Messages 3 new" rather than "Messages3 new".
  return (
    <>
      {' '}
      <span className="badge rounded-pill text-bg-warning">{W.newCount(count)}</span>
    </>
  );
}
