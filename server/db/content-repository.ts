import {
  BLOCK_IDS,
  isBlockId,
  SITE_BLOCKS,
  type BlockId,
  type SiteContent,
} from '../../src/domain/site-content/blocks';
import { sameBody, type BlockState, type BlockVersion } from '../../src/domain/site-content/content-api';
import type { StoredBody } from '../../src/domain/site-content/picture-uses';
import { writeTransaction, type Db } from './database';

/** Only English is written now; the key has room for a second language (migration 014). */
const LANG = 'en';

interface BlockRow {
  revision: number;
  draft: string | null;
  draft_by: string | null;
  draft_at: string | null;
}
interface VersionRow {
  version: number;
  body: string;
  published_by: string;
  published_at: string;
  restored_from: number | null;
}

/**
 * A stored body as its block's schema reads it now: a field added to the block since the body was saved takes
 * its default (the company's social pages). A body the schema no longer accepts is given as it was stored.
 */
function bodyOf(block: string, json: string): unknown {
  const body = JSON.parse(json) as unknown;
  const read = isBlockId(block) ? SITE_BLOCKS[block].safeParse(body) : null;
  return read?.success ? read.data : body;
}

/** What a write that names the revision it was based on gets back. */
export type ContentWrite = { ok: true; state: BlockState } | { ok: false; state: BlockState };

/**
 * The Site content blocks: one draft each and every published version. Bodies are stored as the JSON the
 * block's schema accepted (the routes check them); a block never published has no rows and shows its seed.
 */
export function createContentRepository(db: Db) {
  const blockRow = db.prepare<[string, string], BlockRow>(
    'SELECT revision, draft, draft_by, draft_at FROM content_blocks WHERE block = ? AND lang = ?',
  );
  const upsertDraft = db.prepare<[string, string, number, string | null, string | null, string | null]>(
    `INSERT INTO content_blocks (block, lang, revision, draft, draft_by, draft_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (block, lang) DO UPDATE SET revision = excluded.revision, draft = excluded.draft,
         draft_by = excluded.draft_by, draft_at = excluded.draft_at`,
  );
  const versionRows = db.prepare<[string, string], VersionRow>(
    `SELECT version, body, published_by, published_at, restored_from FROM content_versions
      WHERE block = ? AND lang = ? ORDER BY version DESC`,
  );
  const latestRow = db.prepare<[string, string], VersionRow>(
    `SELECT version, body, published_by, published_at, restored_from FROM content_versions
      WHERE block = ? AND lang = ? ORDER BY version DESC LIMIT 1`,
  );
  const oneVersion = db.prepare<[string, string, number], VersionRow>(
    `SELECT version, body, published_by, published_at, restored_from FROM content_versions
      WHERE block = ? AND lang = ? AND version = ?`,
  );
  const insertVersion = db.prepare<[string, string, number, string, string, string, number | null]>(
    `INSERT INTO content_versions (block, lang, version, body, published_by, published_at, restored_from)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const livePerBlock = db.prepare<[string], { block: string; body: string }>(
    `SELECT v.block, v.body FROM content_versions v
      WHERE v.lang = ? AND v.version = (SELECT MAX(version) FROM content_versions w
                                         WHERE w.block = v.block AND w.lang = v.lang)`,
  );

  const everyVersion = db.prepare<[string], { block: string; version: number; body: string }>(
    'SELECT block, version, body FROM content_versions WHERE lang = ?',
  );
  const draftRows = db.prepare<[string], { block: string; draft: string }>(
    'SELECT block, draft FROM content_blocks WHERE lang = ? AND draft IS NOT NULL',
  );

  // Counts publishes since start-up: the rendered pages carry the published blocks, so their caches key on it.
  let publishes = 0;

  const livePublished = (): SiteContent =>
    Object.fromEntries(
      livePerBlock.all(LANG).map(({ block, body }) => [block, bodyOf(block, body)]),
    ) as SiteContent;

  const state = (block: BlockId): BlockState => {
    const row = blockRow.get(block, LANG);
    const live = latestRow.get(block, LANG);
    return {
      block,
      revision: row?.revision ?? 0,
      published: live
        ? {
            version: live.version,
            body: bodyOf(block, live.body),
            by: live.published_by,
            at: live.published_at,
          }
        : null,
      draft:
        row?.draft != null
          ? { body: bodyOf(block, row.draft), by: row.draft_by ?? '', at: row.draft_at ?? '' }
          : null,
    };
  };

  const publishBody = (block: BlockId, body: string, by: string, at: string, restoredFrom: number | null) => {
    const next = (latestRow.get(block, LANG)?.version ?? 0) + 1;
    insertVersion.run(block, LANG, next, body, by, at, restoredFrom);
    publishes += 1;
  };
  return {
    state,
    /** Keeps a draft, unless someone saved, published or restored since `basedOn`. */
    saveDraft: writeTransaction(
      db,
      (block: BlockId, body: unknown, basedOn: number, by: string, at: string): ContentWrite => {
        const current = state(block);
        if (current.revision !== basedOn) return { ok: false, state: current };
        upsertDraft.run(block, LANG, basedOn + 1, JSON.stringify(body), by, at);
        return { ok: true, state: state(block) };
      },
    ),
    /**
     * Makes the draft live as a new version (`seed`: what shows while nothing is published); a draft equal to
     * the live words ends without a new version. Null when there is no draft to publish.
     */
    publishDraft: writeTransaction(
      db,
      (block: BlockId, basedOn: number, seed: unknown, by: string, at: string): ContentWrite | null => {
        const row = blockRow.get(block, LANG);
        if (row?.draft == null) return null;
        if (row.revision !== basedOn) return { ok: false, state: state(block) };
        // A draft that says what is live already is no new version: the draft just ends.
        const live = latestRow.get(block, LANG)?.body;
        const liveBody: unknown = live === undefined ? seed : JSON.parse(live);
        if (!sameBody(JSON.parse(row.draft), liveBody)) publishBody(block, row.draft, by, at, null);
        // Publishing ends the draft: the live version is what the next edit starts from.
        upsertDraft.run(block, LANG, row.revision + 1, null, null, null);
        return { ok: true, state: state(block) };
      },
    ),
    /**
     * Publishes an earlier body again as a new version (`seed`: the body of version 0). A saved draft ends
     * with it (the dashboard says so): kept, a later Publish of it would silently undo the restore.
     */
    restore: writeTransaction(
      db,
      (
        block: BlockId,
        version: number,
        basedOn: number,
        seed: unknown,
        by: string,
        at: string,
      ): ContentWrite | null => {
        const body = version === 0 ? JSON.stringify(seed) : oneVersion.get(block, LANG, version)?.body;
        if (body === undefined) return null;
        const current = state(block);
        if (current.revision !== basedOn) return { ok: false, state: current };
        publishBody(block, body, by, at, version);
        upsertDraft.run(block, LANG, current.revision + 1, null, null, null);
        return { ok: true, state: state(block) };
      },
    ),
    /** Every published version, newest first (without bodies). */
    versions(block: BlockId): BlockVersion[] {
      return versionRows.all(block, LANG).map((row) => ({
        version: row.version,
        by: row.published_by,
        at: row.published_at,
        restoredFrom: row.restored_from,
      }));
    },
    /** One published version's body, or undefined. */
    versionBody(block: BlockId, version: number): unknown {
      const row = oneVersion.get(block, LANG, version);
      return row ? bodyOf(block, row.body) : undefined;
    },
    /** The live version of every block that was ever published. */
    published: livePublished,
    /** The live version number of every block that was ever published. */
    publishedVersions(): Partial<Record<BlockId, number>> {
      return Object.fromEntries(
        BLOCK_IDS.flatMap((block) => {
          const live = latestRow.get(block, LANG);
          return live ? [[block, live.version]] : [];
        }),
      );
    },
    /** What a manager's preview shows: each block's draft, else its live version. */
    preview(): SiteContent {
      const live = livePublished() as Record<string, unknown>;
      for (const row of draftRows.all(LANG)) live[row.block] = bodyOf(row.block, row.draft);
      return live as SiteContent;
    },
    /** Every draft (version null) and every published version: what a picture may still be used by. */
    everyBody(): StoredBody[] {
      // Rows name only the blocks the routes accepted (BLOCK_IDS).
      return [
        ...draftRows.all(LANG).map((row) => ({ block: row.block, version: null, body: row.draft })),
        ...everyVersion.all(LANG),
      ].map((row) => ({ ...row, block: row.block as BlockId, body: JSON.parse(row.body) as unknown }));
    },
    /** Changes whenever a block is published or restored (since start-up). */
    version(): number {
      return publishes;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
