import type { PublishedContent } from '../../domain/site-content/content-api';
import { isNewer, type BuiltVersions } from '../../domain/site-content/published-after';
import type { FirestoreRest } from './firestore-rest';

/** Only English is written now; a Welsh block would be its own documents under `content/cy`. */
export const CONTENT_LANG = 'en';

/**
 * The live body and version of every published block (anyone), or with `after` only of those published since
 * those versions. A body the block's schema no longer accepts is left out, so the page shows its built words
 * rather than break. The schemas (zod) load only when a block is newer: a hosted page whose build has the live
 * words checks no more than the versions.
 */
export async function readPublished(rest: FirestoreRest, after?: BuiltVersions): Promise<PublishedContent> {
  const newer = (await rest.runQuery({ under: `content/${CONTENT_LANG}`, collection: 'published' })).flatMap(
    (d) => {
      const data = d.data();
      return typeof data.version === 'number' && isNewer(d.id, data.version, after)
        ? [{ id: d.id, version: data.version, body: data.body }]
        : [];
    },
  );
  const out: PublishedContent = { content: {}, versions: {} };
  if (newer.length === 0) return out;
  const { SITE_BLOCKS, isBlockId } = await import('../../domain/site-content/blocks');
  for (const { id, version, body } of newer) {
    if (!isBlockId(id)) continue;
    const parsed = SITE_BLOCKS[id].safeParse(body);
    if (!parsed.success) continue;
    (out.content as Record<string, unknown>)[id] = parsed.data;
    out.versions[id] = version;
  }
  return out;
}
