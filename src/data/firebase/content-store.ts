import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  where,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';
import { SEED_CONTENT } from '../../content/site-content-seed';
import { BLOCK_IDS, SITE_BLOCKS, type BlockId } from '../../domain/site-content/blocks';
import {
  CONTENT_REFUSALS,
  sameBody,
  type BlockState,
  type BlockVersion,
  type SiteContentState,
} from '../../domain/site-content/content-api';
import type { StoredBody } from '../../domain/site-content/picture-uses';
import { fieldErrors } from '../../domain/validation';
import { DataError } from '../errors';
import { CONTENT_LANG } from './content-published';
import { readTimestamp } from './timestamps';

/**
 * Site content in Firestore (docs/hosted-mode.md, Site content; decision 0029), one language's documents
 * under `content/{lang}`:
 * - `published/{block}`: the live body and version, which anyone may read (the pages);
 * - `drafts/{block}`: the revision (every save, publish and restore counts one) and the draft, managers only;
 * - `versions/{block}-{n}`: every published body with who and when, managers only.
 * Every write is a transaction that reads the revision first, so a stale save is refused; firestore.rules
 * check each document's shape, that revisions and versions only count up, and that the published body is
 * the version written beside it.
 */

const CHANGED = 'This block changed since you opened it. Look at what changed, then save again.';
const { noDraft: NO_DRAFT, noVersion: NO_VERSION } = CONTENT_REFUSALS;

const published = (db: Firestore) => collection(db, 'content', CONTENT_LANG, 'published');
const drafts = (db: Firestore) => collection(db, 'content', CONTENT_LANG, 'drafts');
const versions = (db: Firestore) => collection(db, 'content', CONTENT_LANG, 'versions');
const versionId = (block: BlockId, version: number) => `${block}-${version}`;

const atOf = (data: DocumentData) => readTimestamp(data.at) ?? '';

function stateOf(block: BlockId, by: string, draft?: DocumentData, live?: DocumentData): BlockState {
  return {
    block,
    revision: typeof draft?.revision === 'number' ? draft.revision : 0,
    published: live ? { version: live.version as number, body: live.body, by, at: atOf(live) } : null,
    draft: draft?.body ? { body: draft.body, by: String(draft.by), at: atOf(draft) } : null,
  };
}

/** Every block with its revision, draft and live version, and the seed each starts from (managers). */
export async function readContentState(db: Firestore): Promise<SiteContentState> {
  const [draftDocs, liveDocs] = await Promise.all([getDocs(drafts(db)), getDocs(published(db))]);
  const draftOf = new Map(draftDocs.docs.map((d) => [d.id, d.data()]));
  const liveOf = new Map(liveDocs.docs.map((d) => [d.id, d.data()]));
  const by = await Promise.all(BLOCK_IDS.map((block) => publisherOf(db, block, liveOf.get(block))));
  return {
    blocks: BLOCK_IDS.map((block, i) => stateOf(block, by[i] ?? '', draftOf.get(block), liveOf.get(block))),
    seed: SEED_CONTENT,
  };
}

/**
 * Who published the live version, from its version record: the live document is public, so it names no
 * manager's address (firestore.rules refuse one there).
 */
async function publisherOf(db: Firestore, block: BlockId, live?: DocumentData): Promise<string> {
  if (!live) return '';
  const record = await getDoc(doc(versions(db), versionId(block, live.version as number)));
  return String(record.data()?.by ?? '');
}

/** Reads the block's revision document and live version inside the transaction. */
async function readBlock(tx: Transaction, db: Firestore, block: BlockId) {
  const [draft, live] = await Promise.all([
    tx.get(doc(drafts(db), block)),
    tx.get(doc(published(db), block)),
  ]);
  return { draft: draft.data(), live: live.data() };
}

const stamp = (by: string) => ({ by, at: serverTimestamp() });

/** Keeps a draft (checked by the block's schema), unless the block moved on since `basedOn`. */
export async function saveDraft(
  db: Firestore,
  block: BlockId,
  body: unknown,
  basedOn: number,
  by: string,
): Promise<BlockState> {
  const checked = SITE_BLOCKS[block].safeParse(body);
  if (!checked.success)
    throw new DataError('invalid', 'Check the highlighted fields.', fieldErrors(checked.error));
  await runTransaction(db, async (tx) => {
    const { draft } = await readBlock(tx, db, block);
    if ((draft?.revision ?? 0) !== basedOn) throw new DataError('conflict', CHANGED);
    tx.set(doc(drafts(db), block), { revision: basedOn + 1, body: checked.data, ...stamp(by) });
  });
  return blockState(db, block);
}

/**
 * Writes `body` as the next published version (with the live document pointing at it) and ends the draft,
 * all in the transaction: the rules refuse a live document without its version beside it.
 */
function publishBody(
  tx: Transaction,
  db: Firestore,
  block: BlockId,
  current: { draft?: DocumentData; live?: DocumentData },
  body: unknown,
  by: string,
  restoredFrom: number | null,
) {
  const version = ((current.live?.version as number | undefined) ?? 0) + 1;
  tx.set(doc(versions(db), versionId(block, version)), {
    block,
    version,
    body,
    restoredFrom,
    ...stamp(by),
  });
  tx.set(doc(published(db), block), { version, body, at: serverTimestamp() });
  endDraft(tx, db, block, current.draft, by);
}

function endDraft(
  tx: Transaction,
  db: Firestore,
  block: BlockId,
  draft: DocumentData | undefined,
  by: string,
) {
  tx.set(doc(drafts(db), block), {
    revision: ((draft?.revision as number) ?? 0) + 1,
    body: null,
    ...stamp(by),
  });
}

/**
 * Makes the draft live; a draft equal to the live words (the seed, while nothing is published) ends without
 * a new version.
 */
export async function publishDraft(db: Firestore, block: BlockId, basedOn: number, by: string) {
  await runTransaction(db, async (tx) => {
    const current = await readBlock(tx, db, block);
    if (!current.draft?.body) throw new DataError('conflict', NO_DRAFT);
    if (current.draft.revision !== basedOn) throw new DataError('conflict', CHANGED);
    if (sameBody(current.draft.body, current.live?.body ?? SEED_CONTENT[block]))
      endDraft(tx, db, block, current.draft, by);
    else publishBody(tx, db, block, current, current.draft.body, by, null);
  });
  return blockState(db, block);
}

/**
 * Publishes an earlier version (0: the seed, the site as built) again as a new one; a saved draft ends with it,
 * unless the block moved on since `basedOn` (a draft saved meanwhile would be lost unseen).
 */
export async function restoreVersion(
  db: Firestore,
  block: BlockId,
  version: number,
  basedOn: number,
  by: string,
) {
  await runTransaction(db, async (tx) => {
    const current = await readBlock(tx, db, block);
    if ((current.draft?.revision ?? 0) !== basedOn) throw new DataError('conflict', CHANGED);
    const body =
      version === 0
        ? SEED_CONTENT[block]
        : (await tx.get(doc(versions(db), versionId(block, version)))).data()?.body;
    if (body === undefined) throw new DataError('not-found', NO_VERSION);
    publishBody(tx, db, block, current, body, by, version);
  });
  return blockState(db, block);
}

/** The block's published versions, newest first, ending with version 0 (managers). */
export async function listVersions(db: Firestore, block: BlockId): Promise<BlockVersion[]> {
  const kept = (await getDocs(query(versions(db), where('block', '==', block)))).docs
    .map((d) => d.data())
    .map((data) => ({
      version: data.version as number,
      by: String(data.by),
      at: atOf(data),
      restoredFrom: typeof data.restoredFrom === 'number' ? data.restoredFrom : null,
    }))
    .sort((a, b) => b.version - a.version);
  return [...kept, { version: 0, by: '', at: '', restoredFrom: null }];
}

async function blockState(db: Firestore, block: BlockId): Promise<BlockState> {
  const [draft, live] = await Promise.all([
    getDoc(doc(drafts(db), block)),
    getDoc(doc(published(db), block)),
  ]);
  return stateOf(block, await publisherOf(db, block, live.data()), draft.data(), live.data());
}

/**
 * Every block's draft and every published version, with the version live now (managers): what uses each
 * picture (picture-records.ts).
 */
export async function readEveryBody(
  db: Firestore,
): Promise<{ bodies: StoredBody[]; live: Partial<Record<BlockId, number>> }> {
  const [draftDocs, versionDocs, liveDocs] = await Promise.all([
    getDocs(drafts(db)),
    getDocs(versions(db)),
    getDocs(published(db)),
  ]);
  const bodies: StoredBody[] = [
    ...draftDocs.docs
      .filter((d) => d.data().body)
      .map((d) => ({ block: d.id as BlockId, version: null, body: d.data().body as unknown })),
    ...versionDocs.docs.map((d) => {
      const data = d.data();
      return { block: data.block as BlockId, version: data.version as number, body: data.body as unknown };
    }),
  ];
  const live = Object.fromEntries(liveDocs.docs.map((d) => [d.id, d.data().version as number]));
  return { bodies, live };
}
