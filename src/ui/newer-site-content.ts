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

/** The drafts, else the live words, of every block: what a manager's preview shows. */
async function drafts(port: DataPort): Promise<SiteContent> {
  const { blocks } = await port.readSiteContent();
  return Object.fromEntries(
    blocks.flatMap((b) => {
      const body = b.draft?.body ?? b.published?.body;
      return body === undefined ? [] : [[b.block, body]];
    }),
  ) as SiteContent;
}

async function check(port: DataPort, built: Partial<Record<BlockId, number>>): Promise<void> {
  if (new URLSearchParams(window.location.search).has('preview')) {
    // Only a signed-in manager may read the drafts; anyone else gets the published words, as embedded.
    const preview = await drafts(port).catch(() => null);
    if (preview) return show(preview);
  }
  const live = await port.readPublishedContent();
  const changed = (Object.keys(live.versions) as BlockId[]).some(
    (block) => (live.versions[block] ?? 0) > (built[block] ?? 0),
  );
  if (changed) show(live.content);
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
    void check(port, built)
      .catch(() => undefined) // the built words stay: they were right when the site was built
      .finally(() => {
        // Browser tests wait for this before they read the words.
        document.documentElement.dataset.contentChecked = '';
      });
  });
}
