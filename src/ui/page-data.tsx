import { createContext, useContext, type ReactNode } from 'react';
import type { RetentionPolicy } from '../domain/retention';
import type { ShowKey } from '../domain/shows';
import type { Venue, VenueLookup } from '../domain/venue';

/**
 * Data the embedded server rendered into a page's HTML and embedded beside it (a JSON script, read by
 * src/main.tsx), so the first render in the browser shows the same thing without asking the API again.
 * A request-time route adds its own optional field here (see src/render/README.md).
 */
export interface PageData {
  /** A show page's upcoming listings, as GET /api/venues?show= would answer. */
  listings?: Partial<Record<ShowKey, Venue[]>>;
  /** The home pages' Our shows carousel: the next dates it shows (src/domain/home-dates.ts). */
  homeDates?: Venue[];
  /** What's on: every show's upcoming listings. */
  allUpcoming?: Venue[];
  /** A date page (`key`: show/slug): what its address leads to, the show's upcoming dates, London's today. */
  datePage?: { key: string; lookup: VenueLookup; upcoming: Venue[]; today: string };
  /** The privacy statement: how long this deployment keeps records (its settings, not a guess). */
  retention?: RetentionPolicy;
}

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
