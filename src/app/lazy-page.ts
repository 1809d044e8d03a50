import { lazy, type ComponentType } from 'react';

const RELOAD_FLAG = 'chunk-reload-at';

/**
 * A route's page, loaded on demand. After a deploy, an open tab may ask for a chunk that no longer exists:
 * the first such failure reloads the page once (fetching the new index.html); a second one within a minute
 * is thrown, and the error screen explains it.
 */
export function loadPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {});
      throw error;
    }
  };
}

/** The lazy React component for a page module (rendered inside the layout's Suspense and error boundary). */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => lazy(loadPage(load));

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically|Loading chunk/i.test(
      error.message,
    )
  );
}

function reloadOnce(): boolean {
  if (typeof window === 'undefined') return false;
  const last = Number(window.sessionStorage.getItem(RELOAD_FLAG) ?? 0);
  if (Date.now() - last < 60_000) return false;
  window.sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
  window.location.reload();
  return true;
}
