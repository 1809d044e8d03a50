import { useCallback, useEffect, useState } from 'react';
import { usePageData } from '../../ui/page-data';
import { useDataPort } from '../../data/data-port-context';
import type { ShowKey } from '../../domain/shows';
import type { Venue } from '../../domain/venue';

export type UpcomingVenues =
  | { kind: 'loading' }
  | { kind: 'ready'; venues: Venue[] }
  | { kind: 'failed'; retry: () => void };

/**
 * A show's upcoming listings from the data port, in the order it returns them (true date order). Each
 * answer is tagged with the request it belongs to, so a late answer for another show or an older attempt
 * is never shown, and a retry starts from 'loading' without resetting state inside the effect. When the
 * embedded server put the listings in the page (src/ui/page-data.tsx), the first render shows them, as
 * the server's HTML did, and nothing is fetched.
 */
export function useUpcomingVenues(show: ShowKey): UpcomingVenues {
  const port = useDataPort();
  const pageData = usePageData();
  const [attempt, setAttempt] = useState(0);
  const key = `${show}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; venues: Venue[] | null } | null>(() => {
    const embedded = pageData.peek('listings')?.[show];
    return embedded ? { key, venues: embedded } : null;
  });
  const answered = answer?.key === key;

  useEffect(() => {
    if (answered) {
      pageData.forget('listings');
      return;
    }
    let current = true;
    port.listUpcomingVenues(show).then(
      (venues) => current && setAnswer({ key, venues }),
      () => current && setAnswer({ key, venues: null }),
    );
    return () => {
      current = false;
    };
  }, [port, pageData, show, key, answered]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!answered) return { kind: 'loading' };
  return answer.venues ? { kind: 'ready', venues: answer.venues } : { kind: 'failed', retry };
}
