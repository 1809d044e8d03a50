import { lazy, type ComponentType } from 'react';

const RELOAD_FLAG = 'chunk-reload-at';

type PageModule = { default: ComponentType };

/**
 * A route's page, loaded on demand. After a deploy, an open tab may ask for a chunk that no longer exists:
 * the first such failure reloads the page once (fetching the new index.html); a second one within a minute
 * is thrown, and the error screen explains it.
 */
export function loadPage(load: () => Promise<PageModule>) {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {});
      throw error;
    }
  };
}

/** A lazy page that can be loaded before React first renders it. */
export type LazyPage = ComponentType & {
  /** Loads the page's chunk; once it settles, the page renders without suspending. */
  preload(): Promise<void>;
  /** Its source module (`src/pages/...tsx`), as Vite's manifest names it: the server links its CSS. */
  module: string;
};

/**
 * The lazy React component for a page module (rendered inside the layout's Suspense and error boundary).
 * A page arriving as HTML must hydrate without suspending, or React would keep the server's HTML up
 * while its chunk loads and hydrate later: the entries (src/main.tsx, src/render/entry-server.tsx) call
 * `preload()` for the matched route first. React.lazy asks its loader once; when the module is already
 * here, the loader answers with a thenable that settles synchronously, which React reads as "resolved" on
 * that same render (React's lazyInitializer checks the status right after calling `then`).
 */
export function lazyPage(load: () => Promise<PageModule>, module = ''): LazyPage {
  const loader = loadPage(load);
  let loaded: PageModule | null = null;
  let pending: Promise<PageModule> | null = null;
  const fetchModule = () => {
    pending ??= loader().then((module) => (loaded = module));
    return pending;
  };
  const Page = lazy(() => (loaded ? settled(loaded) : fetchModule())) as unknown as LazyPage;
  Page.preload = async () => {
    await fetchModule();
  };
  Page.module = module;
  return Page;
}

function settled<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => unknown) => settled(resolve(value)) } as unknown as Promise<T>;
}

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
