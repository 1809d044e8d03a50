import type { DataPort } from '../data/port';
import type { SiteContent } from '../domain/site-content/blocks';
import type { BuiltVersions } from '../domain/site-content/published-after';

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

/** Words to show instead of the built ones; `preview`: a manager's drafts, shown in place. */
export type Newer = { content: SiteContent; preview: boolean };

/**
 * What a hosted page built with the versions `built` should show instead of its own words
 * (newer-site-content.ts): a manager's drafts with `?preview`, else the live words when a block was published
 * since the build, else null.
 */
export async function newerThan(port: DataPort, built: BuiltVersions): Promise<Newer | null> {
  if (new URLSearchParams(window.location.search).has('preview')) {
    // Only a signed-in manager may read the drafts; anyone else gets the published words, as embedded.
    const preview = await drafts(port).catch(() => null);
    if (preview) return { content: preview, preview: true };
  }
  const live = await port.readPublishedContent(built);
  return Object.keys(live.versions).length > 0 ? { content: live.content, preview: false } : null;
}
