import { useCallback, useEffect, useState } from 'react';
import { useDataPort } from '../../data/data-port-context';
import type { DataPort } from '../../data/port';

export type PortAnswer<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; value: T }
  | { kind: 'failed'; retry: () => void };

/**
 * One read from the data port for what the page shows. Each answer is tagged with the request it belongs
 * to (`key` plus the attempt), so a late answer for another page or an older attempt is never shown, and
 * a retry starts from 'loading'. `initial` is what the server already rendered into the page, if anything:
 * it is shown at once and nothing is fetched.
 */
export function usePortAnswer<T>(
  key: string,
  load: (port: DataPort) => Promise<T>,
  initial?: { key: string; value: T },
): PortAnswer<T> {
  const port = useDataPort();
  const [attempt, setAttempt] = useState(0);
  const tag = `${key}#${attempt}`;
  const [answer, setAnswer] = useState<{ tag: string; ok: boolean; value?: T } | null>(() =>
    initial && initial.key === key ? { tag, ok: true, value: initial.value } : null,
  );
  const answered = answer?.tag === tag;

  useEffect(() => {
    if (answered) return;
    let current = true;
    load(port).then(
      (value) => current && setAnswer({ tag, ok: true, value }),
      () => current && setAnswer({ tag, ok: false }),
    );
    return () => {
      current = false;
    };
    // `load` is rebuilt each render; `key` names what it loads.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [port, tag, answered]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!answered) return { kind: 'loading' };
  return answer.ok ? { kind: 'ready', value: answer.value as T } : { kind: 'failed', retry };
}
