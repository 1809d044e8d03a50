import { SITE_BLOCKS, isBlockId } from '../../domain/site-content/blocks';
import type { PublishedContent } from '../../domain/site-content/content-api';
import type { FirestoreRest } from './firestore-rest';

/** Only English is written now; a Welsh block would be its own documents under `content/cy`. */
export const CONTENT_LANG = 'en';

/**
 * The live body and version of every published block (anyone). A body the block's schema no longer accepts
 * is left out, so the page shows its built words rather than break.
 */
export async function readPublished(rest: FirestoreRest): Promise<PublishedContent> {
  const out: PublishedContent = { content: {}, versions: {} };
  for (const d of await rest.runQuery({ under: `content/${CONTENT_LANG}`, collection: 'published' })) {
    const data = d.data();
    if (!isBlockId(d.id)) continue;
    const body = SITE_BLOCKS[d.id].safeParse(data.body);
    if (!body.success || typeof data.version !== 'number') continue;
    (out.content as Record<string, unknown>)[d.id] = body.data;
    out.versions[d.id] = data.version;
  }
  return out;
}
