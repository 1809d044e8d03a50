import type { DataPort } from '../data/port';
import type { BlockId, SiteContent } from '../domain/site-content/blocks';
import { afterLoad } from './after-load';

/**
 * Newer Site content than a hosted page was built with (docs/decisions/0034-hosted-site-content.md): the
 * build baked in the words published when it ran; once the page has loaded, the browser asks for the live
 * versions and, when one is newer, the pages of this tab show it from then on. A manager's `?preview` shows
 * the drafts instead. Once per tab: a page reached by a link shows what the first one found.
 */
let newer: SiteContent | null = null;
let started = false;
const listeners = new Set<() => void>();

export const newerContent = () => newer;
export function onNewerContent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(content: SiteContent) {
  newer = content;
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
      .then((content) => content && show(content))
      .catch(() => undefined) // the built words stay: they were right when the site was built
      .finally(() => {
        // Browser tests wait for this before they read the words.
        document.documentElement.dataset.contentChecked = '';
      });
  });
}
