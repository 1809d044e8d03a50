import type { DataPort } from '../data/port';
import type { BlockId, SiteContent } from '../domain/site-content/blocks';
import { afterLoad } from './after-load';
import type { Newer } from './newer-site-content-check';

/**
 * Newer Site content than a hosted page was built with (docs/decisions/0034-hosted-site-content.md): the
 * build baked in the words published when it ran; once the page has loaded, the browser asks for the live
 * versions and keeps what is newer for the visitor's next page in this tab (next-page-content.tsx), so the
 * words of the page they are reading never change under them. A manager's `?preview` finds the drafts,
 * which show in place at once: the manager asked to see them. Once per tab.
 */
let found: Newer | null = null;
let started = false;
const listeners = new Set<() => void>();

/** What the check found, for the next page: null until it has found something. */
export const newerContent = (): SiteContent | null => found?.content ?? null;
/** A manager's drafts, which the page being previewed shows as soon as they arrive. */
export const previewContent = (): SiteContent | null => (found?.preview ? found.content : null);
export function onNewerContent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function keep(newer: Newer) {
  found = newer;
  for (const listener of listeners) listener();
}

/** Starts the check once per tab, after the page has loaded; `built`: the versions the page was built with. */
export function checkForNewerContent(port: DataPort, built: Partial<Record<BlockId, number>>): void {
  if (started) return;
  started = true;
  afterLoad(() => {
    // The check's code loads only now: the company's details put this file in every hosted page's first load.
    void import('./newer-site-content-check')
      .then(({ newerThan }) => newerThan(port, built))
      .then((newer) => newer && keep(newer))
      .catch(() => undefined) // the built words stay: they were right when the site was built
      .finally(() => {
        // Browser tests wait for this before they read the words.
        document.documentElement.dataset.contentChecked = '';
      });
  });
}
