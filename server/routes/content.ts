import type { FastifyInstance } from 'fastify';
import { SEED_CONTENT } from '../../src/content/site-content-seed';
import { BLOCK_IDS, isBlockId, SITE_BLOCKS, type BlockId } from '../../src/domain/site-content/blocks';
import {
  publishSchema,
  restoreSchema,
  saveDraftSchema,
  CONTENT_REFUSALS,
  type BlockState,
  type PublishedContent,
} from '../../src/domain/site-content/content-api';
import { picturesIn } from '../../src/domain/site-content/picture';
import { actorOf } from '../auth/actor';
import type { AppContext } from '../context';
import { ApiError, notFound, parseBody } from '../errors';

const UNKNOWN_BLOCK = 'There is no such block of site content.';
const NO_DRAFT = CONTENT_REFUSALS.noDraft;
const MISSING_PICTURE = 'A picture in this block is not in the picture library (deleted?): choose another.';
const NO_VERSION = CONTENT_REFUSALS.noVersion;
// The largest block (About, every section full) is about 60 KB of text; the API's usual limit is 16 KiB.
const BLOCK_BODY_LIMIT = 96 * 1024;

const changed = (state: BlockState) =>
  new ApiError(
    409,
    'changed',
    `This block changed since you opened it (${state.draft ? `a draft saved by ${state.draft.by}` : 'a new version published'}). Look at what changed, then save again.`,
  );

function blockOf(params: unknown): BlockId {
  const block = (params as { block?: string }).block ?? '';
  if (!isBlockId(block)) throw notFound(UNKNOWN_BLOCK);
  return block;
}

/**
 * Site content (issue 21), managers only: every block with its draft and live version, Save (a draft no
 * visitor sees), Publish, the published versions and Restore (itself a publish). Each write names the
 * revision it started from: a block changed meanwhile answers 409 and the editor shows what changed.
 * A publish changes the content's version, so a visitor's next GET has the new words (no build): the page
 * server renders each page again when it is next asked for, and all of them in the background after
 * `published` (server/pages/page-server.ts).
 */
export function registerContentRoutes(app: FastifyInstance, ctx: AppContext, published: () => void): void {
  const { store, now, requireManager } = ctx;
  const manager = { preHandler: requireManager };

  app.get('/api/content', manager, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { blocks: BLOCK_IDS.map((block) => store.content.state(block)), seed: SEED_CONTENT };
  });

  // What visitors may read: the live words (a hosted page built earlier shows these; here for the contract).
  app.get('/api/content/published', async (): Promise<PublishedContent> => ({
    content: store.content.published(),
    versions: store.content.publishedVersions(),
  }));

  app.put('/api/content/:block', { ...manager, bodyLimit: BLOCK_BODY_LIMIT }, async (request) => {
    const block = blockOf(request.params);
    const { body, basedOn } = parseBody(saveDraftSchema, request.body);
    const draft = parseBody(SITE_BLOCKS[block], body);
    // Each picture must be in the library, and a share copy named must be that picture's own.
    const missing = picturesIn(draft).filter((picture) => {
      const stored = store.pictures.get(picture.id);
      return !stored || (picture.share !== undefined && picture.share.url !== stored.share?.url);
    });
    if (missing.length > 0) throw new ApiError(400, 'invalid_input', MISSING_PICTURE);
    const write = store.content.saveDraft(block, draft, basedOn, actorOf(request), now().toISOString());
    if (!write.ok) throw changed(write.state);
    return write.state;
  });

  app.post('/api/content/:block/publish', manager, async (request) => {
    const block = blockOf(request.params);
    const { basedOn } = parseBody(publishSchema, request.body);
    const write = store.content.publishDraft(
      block,
      basedOn,
      SEED_CONTENT[block],
      actorOf(request),
      now().toISOString(),
    );
    if (!write) throw new ApiError(409, 'no_draft', NO_DRAFT);
    if (!write.ok) throw changed(write.state);
    published();
    return write.state;
  });

  app.get('/api/content/:block/versions', manager, async (request, reply) => {
    const block = blockOf(request.params);
    reply.header('cache-control', 'no-store');
    return [...store.content.versions(block), { version: 0, by: '', at: '', restoredFrom: null }];
  });

  app.post('/api/content/:block/restore', manager, async (request) => {
    const block = blockOf(request.params);
    const { version, basedOn } = parseBody(restoreSchema, request.body);
    const write = store.content.restore(
      block,
      version,
      basedOn,
      SEED_CONTENT[block],
      actorOf(request),
      now().toISOString(),
    );
    if (!write) throw notFound(NO_VERSION);
    if (!write.ok) throw changed(write.state);
    published();
    return write.state;
  });
}
