import type { BlockId } from './blocks';
import type { PublishedContent } from './content-api';

/** The version of each block a page was built with (a block it does not name: its seed, version 0). */
export type BuiltVersions = Partial<Record<BlockId, number>>;

/** Whether the live `version` of `block` is newer than the one a page built with `built` has. */
export const isNewer = (block: string, version: number, built: BuiltVersions | undefined): boolean =>
  built === undefined || version > (built[block as BlockId] ?? 0);

/**
 * `live` without the blocks a page built with `built` has already. Kept zod-free on purpose: a hosted page
 * asks only for what changed, so the block schemas load only when there is something newer to check.
 */
export function publishedAfter(live: PublishedContent, built?: BuiltVersions): PublishedContent {
  if (built === undefined) return live;
  const out: PublishedContent = { content: {}, versions: {} };
  for (const [block, version] of Object.entries(live.versions) as [BlockId, number][]) {
    if (!isNewer(block, version, built)) continue;
    out.versions[block] = version;
    (out.content as Record<string, unknown>)[block] = live.content[block];
  }
  return out;
}
