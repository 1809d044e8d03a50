import { useCallback, useEffect, useState } from 'react';
import { useDataPort } from '../../data/data-port-context';
import type { ShowKey } from '../../domain/shows';
import type { Venue } from '../../domain/venue';

export type UpcomingVenues =
  { kind: 'loading' } | { kind: 'ready'; venues: Venue[] } | { kind: 'failed'; retry: () => void };

/**
 * A show's upcoming listings from the data port, in the order it returns them (true date order). Each
 * answer is tagged with the request it belongs to, so a late answer for another show or an older attempt
 * is never shown, and a retry starts from 'loading' without resetting state inside the effect.
 */
export function useUpcomingVenues(show: ShowKey): UpcomingVenues {
  const port = useDataPort();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; venues: Venue[] | null } | null>(null);
  const key = `${show}#${attempt}`;

  useEffect(() => {
    let current = true;
    port.listUpcomingVenues(show).then(
      (venues) => current && setAnswer({ key, venues }),
      () => current && setAnswer({ key, venues: null }),
    );
    return () => {
      current = false;
    };
  }, [port, show, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (answer?.key !== key) return { kind: 'loading' };
  return answer.venues ? { kind: 'ready', venues: answer.venues } : { kind: 'failed', retry };
}
