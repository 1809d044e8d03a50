import { useEffect } from 'react';
import type { Venue } from '../../domain/venue';
import { usePageData } from '../../ui/page-data';
import { usePortAnswer, type PortAnswer } from './use-port-answer';

/**
 * Every upcoming date of every show (What's on, the next dates): as the server put them in the page, else
 * from the data port. The page's copy is used once; a later visit in the same tab asks the port.
 */
export function useAllUpcoming(): PortAnswer<Venue[]> {
  const pageData = usePageData();
  const initial = pageData.peek('allUpcoming');
  const answer = usePortAnswer(
    'all-upcoming',
    (port) => port.listAllUpcomingVenues(),
    initial && { key: 'all-upcoming', value: initial },
  );
  useEffect(() => pageData.forget('allUpcoming'), [pageData]);
  return answer;
}
