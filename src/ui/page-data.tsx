import { createContext, useContext, type ReactNode } from 'react';
import type { PageData } from '../domain/page-data';

/**
 * What the page was rendered with. Each part is handed out until the page has used it: a later visit to
 * the same page in this tab (client-side navigation) asks the data port again, so it never shows data older
 * than the page load.
 */
export class PageDataStore {
  #data: PageData;
  constructor(data: PageData = {}) {
    this.#data = { ...data };
  }
  /** Read during render (the server's render and the hydrating one read the same value). */
  peek<K extends keyof PageData>(key: K): PageData[K] {
    return this.#data[key];
  }
  /** Called in an effect once the page has shown the part: later mounts fetch. */
  forget(key: keyof PageData): void {
    this.#data = { ...this.#data, [key]: undefined };
  }
}

const PageDataContext = createContext<PageDataStore>(new PageDataStore());

export function PageDataProvider({ store, children }: { store: PageDataStore; children: ReactNode }) {
  return <PageDataContext.Provider value={store}>{children}</PageDataContext.Provider>;
}

export function usePageData(): PageDataStore {
  return useContext(PageDataContext);
}
