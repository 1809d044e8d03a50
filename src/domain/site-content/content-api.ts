import { z } from 'zod';
import type { BlockBody, BlockId, SiteContent } from './blocks';

/** One block as the dashboard edits it (GET /api/content). Bodies are checked by the block's schema. */
export interface BlockState {
  block: BlockId;
  /**
   * Counts every save, publish and restore of the block: a write names the revision it was based on, and is
   * refused when the block has moved on since (another manager, another tab).
   */
  revision: number;
  /** The live version; null while the block shows its seed (src/content). */
  published: { version: number; body: unknown; by: string; at: string } | null;
  /** The saved draft, which visitors never see; null when there is none. */
  draft: { body: unknown; by: string; at: string } | null;
}

/** Every block as the dashboard's Site content opens it, with the seed each starts from. */
export interface SiteContentState {
  blocks: BlockState[];
  seed: { [B in BlockId]: BlockBody<B> };
}

/** One published version (GET /api/content/:block/versions), newest first; 0 is the seed. */
export interface BlockVersion {
  version: number;
  by: string;
  at: string;
  /** The earlier version a restore published again, or null. */
  restoredFrom: number | null;
}

const revision = z.number().int().min(0);

/** PUT /api/content/:block: a draft, with the revision the editor started from. */
export const saveDraftSchema = z.object({ body: z.unknown(), basedOn: revision });
/** POST /api/content/:block/publish. */
export const publishSchema = z.object({ basedOn: revision });
/** POST /api/content/:block/restore: the version, and the revision the editor started from. */
export const restoreSchema = z.object({ version: z.number().int().min(0), basedOn: revision });

/** What visitors may read (GET /api/content/published): the live body and version of every published block. */
export interface PublishedContent {
  content: SiteContent;
  /** The live version of each block in `content`: a page built with older ones shows these after loading. */
  versions: Partial<Record<BlockId, number>>;
}

/** Keys in a fixed order, so two bodies stored by different stores compare as the same text. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;

/** True when two block bodies say the same (a publish of one changes nothing, so it is no new version). */
export const sameBody = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** What every store answers when a publish or restore cannot be done (the server, Firestore, the fake). */
export const CONTENT_REFUSALS = {
  noDraft: 'There is no draft to publish: save one first.',
  noVersion: 'There is no such published version of this block.',
} as const;
