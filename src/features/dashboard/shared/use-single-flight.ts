import { useCallback, useRef, useState } from 'react';

/**
 * Runs one action at a time: a second click while the first is in flight does nothing (no double submit).
 * `pending` drives the button's progress text. A ref guards, because state updates land a render late.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
