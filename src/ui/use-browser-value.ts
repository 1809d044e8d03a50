import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the browser knows and that does not change while the page is open (its user agent, whether it
 * can copy): the server's HTML, and so hydration, render `onServer`, and the browser's value follows at once;
 * a page reached inside the site reads it straight away.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(unchanging, read, () => onServer);
}
