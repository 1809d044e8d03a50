import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The site's origin for absolute links (share links, calendar details), read without touching `window`
 * during a server render or hydration: there it is `serverOrigin` (what the server rendered with, or null
 * when it did not say), and the browser's own origin once hydrated.
 */
export function useSiteOrigin(serverOrigin: string | null = null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => serverOrigin ?? window.location.origin,
    () => serverOrigin,
  );
}
