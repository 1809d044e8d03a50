import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The site's public origin (SITE_URL embedded, VITE_SITE_URL hosted), for absolute links a page renders
 * (share links, calendar details). The server render provides the origin it renders with and writes it
 * into the page state; the browser provides the same value from there, so the hydrating render meets
 * exactly the links in the HTML.
 */
const SiteOriginContext = createContext<string | null>(null);

export function SiteOriginProvider({ origin, children }: { origin: string | null; children: ReactNode }) {
  return <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>;
}

const subscribe = () => () => {};

/**
 * The origin provided above, or, where none was (a page the browser renders from scratch without page
 * state, as the dev server serves it), the browser's own once rendering there: never `window` during a
 * server render or hydration, where it is null without a provider.
 */
export function useSiteOrigin(): string | null {
  const provided = useContext(SiteOriginContext);
  return useSyncExternalStore(
    subscribe,
    () => provided ?? window.location.origin,
    () => provided,
  );
}
