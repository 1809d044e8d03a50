import type { BlockId } from './blocks';
import { pictureIdsIn, type UploadedPicture } from './picture';

// The picture library and what uses each picture (docs/decisions/0033-pictures.md): apart from picture.ts,
// which blocks.ts imports for its schema, so that naming the blocks here makes no circle.

/** A picture in the dashboard's library (GET /api/media): who uploaded it, and what still uses it. */
export interface LibraryPicture extends UploadedPicture {
  /** The stored files' total size. */
  bytes: number;
  by: string;
  at: string;
  /** The blocks whose draft or published versions use it: then it cannot be deleted. */
  usedBy: PictureUse[];
}

/** One block's draft (version null) or published version that uses a picture. */
export interface PictureUse {
  block: BlockId;
  version: number | null;
  /** True for the version visitors see now. */
  live: boolean;
}

/** A block's draft (version null) or one of its published versions, as a store keeps it. */
export interface StoredBody {
  block: BlockId;
  version: number | null;
  body: unknown;
}

/**
 * What uses each picture, by picture id: every draft and every published version counts, since any version
 * can be restored and a restore must not bring back a hole. The same rule for the server, Firestore and fakes.
 */
export function pictureUses(
  bodies: readonly StoredBody[],
  live: Partial<Record<BlockId, number>>,
): Map<string, PictureUse[]> {
  const uses = new Map<string, PictureUse[]>();
  for (const { block, version, body } of bodies) {
    const use = { block, version, live: version !== null && live[block] === version };
    for (const id of pictureIdsIn(body)) uses.set(id, [...(uses.get(id) ?? []), use]);
  }
  return uses;
}
