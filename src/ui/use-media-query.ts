import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept current as the window resizes. Renders as "no match" on the server
 * and before hydration (getServerSnapshot), so nothing reads `window` during a server render.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
