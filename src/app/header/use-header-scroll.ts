import { useEffect, useState } from 'react';
import { headerScrollState, type HeaderScrollState } from './header-scroll';

/**
 * The header's scroll state, read in an effect (never during render) from a passive listener, at most once
 * per animation frame so cheap phones are not asked to re-render on every scroll event.
 */
export function useHeaderScroll(): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>({ fixed: false, hidden: false });

  useEffect(() => {
    let previousY = window.scrollY;
    let current: HeaderScrollState = { fixed: false, hidden: false };
    let frame = 0;
    let scheduled = false;
    const update = () => {
      scheduled = false;
      const y = window.scrollY;
      const next = headerScrollState(y, previousY, current.hidden);
      previousY = y;
      if (next.fixed !== current.fixed || next.hidden !== current.hidden) {
        current = next;
        setState(next);
      }
    };
    const onScroll = () => {
      if (scheduled) return;
      scheduled = true;
      frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (scheduled) window.cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}
