import { MESSAGES_WORDS as W } from '../../../content/dashboard-messages';
import { useDataPort } from '../../../data/data-port-context';
import { useDashboardRead, useRefreshRead } from './dashboard-query';

const NEW_COUNTS = ['messages-new'];

/**
 * How many messages and enquiries were never opened, as the store counts them (src/domain/inbox.ts): the
 * same on every device the manager signs in on. Read like every dashboard list (dashboard-query.tsx).
 */
function useNewCounts() {
  const port = useDataPort();
  return useDashboardRead(NEW_COUNTS, () => port.countNewSubmissions());
}

/** Reads the counts again: after the manager opens one, or refreshes a list. */
export const useRefreshNewCounts = () => useRefreshRead(NEW_COUNTS);

/** "3 new" beside Messages in the dashboard's navigation; nothing when there is none or the count failed. */
export function NewMessagesCount() {
  const { data } = useNewCounts();
  const count = data ? data.contactMessages + data.hostingRequests : 0;
  if (count === 0) return null;
  // The space keeps the link's accessible name "Messages 3 new" rather than "Messages3 new".
  return (
    <>
      {' '}
      <span className="badge rounded-pill text-bg-warning">{W.newCount(count)}</span>
    </>
  );
}
