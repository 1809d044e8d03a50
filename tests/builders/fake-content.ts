import type { StoredBody } from '../../src/domain/site-content/picture-uses';
import type { KeptContent } from './fake-pictures';
import { DataError } from '../../src/data/errors';
import { SEED_CONTENT } from '../../src/content/site-content-seed';
import { SITE_BLOCKS, type BlockId } from '../../src/domain/site-content/blocks';
import {
  sameBody,
  type BlockState,
  type BlockVersion,
  type PublishedContent,
} from '../../src/domain/site-content/content-api';
import { fieldErrors } from '../../src/domain/validation';

const CHANGED = 'This block changed since you opened it. Look at what changed, then save again.';

/**
 * The fake port's Site content (FakeDataPort.readSiteContent and the writes): the server's rules in memory,
 * the block's schema checked, a write based on an older revision refused ('conflict').
 */
export class FakeContent {
  private states = new Map<BlockId, BlockState>();
  private versions = new Map<BlockId, (BlockVersion & { body: unknown })[]>();

  state(block: BlockId): BlockState {
    return this.states.get(block) ?? { block, revision: 0, published: null, draft: null };
  }

  all() {
    return { blocks: (Object.keys(SITE_BLOCKS) as BlockId[]).map((b) => this.state(b)), seed: SEED_CONTENT };
  }

  /** What another manager does meanwhile: a draft saved without the editor under test knowing. */
  saveDraft(block: BlockId, body: unknown, basedOn: number, by: string): BlockState {
    const current = this.state(block);
    if (current.revision !== basedOn) throw new DataError('conflict', CHANGED);
    const checked = SITE_BLOCKS[block].safeParse(body);
    if (!checked.success)
      throw new DataError('invalid', 'Some fields need attention.', fieldErrors(checked.error));
    const next = {
      ...current,
      revision: basedOn + 1,
      draft: { body: checked.data, by, at: new Date().toISOString() },
    };
    this.states.set(block, next);
    return next;
  }

  publish(block: BlockId, basedOn: number, by: string): BlockState {
    const current = this.state(block);
    if (!current.draft) throw new DataError('conflict', 'There is no draft to publish: save one first.');
    if (current.revision !== basedOn) throw new DataError('conflict', CHANGED);
    const live = current.published?.body ?? SEED_CONTENT[block];
    if (sameBody(current.draft.body, live))
      return this.put({ ...current, revision: current.revision + 1, draft: null });
    return this.publishBody(block, current.draft.body, by, null);
  }

  listVersions(block: BlockId): BlockVersion[] {
    const kept = (this.versions.get(block) ?? []).map(({ body: _body, ...version }) => version);
    return [...kept.reverse(), { version: 0, by: '', at: '', restoredFrom: null }];
  }

  restore(block: BlockId, version: number, basedOn: number, by: string): BlockState {
    const body =
      version === 0
        ? SEED_CONTENT[block]
        : this.versions.get(block)?.find((v) => v.version === version)?.body;
    if (body === undefined)
      throw new DataError('not-found', 'There is no such published version of this block.');
    if (this.state(block).revision !== basedOn) throw new DataError('conflict', CHANGED);
    return this.publishBody(block, body, by, version);
  }

  private publishBody(block: BlockId, body: unknown, by: string, restoredFrom: number | null): BlockState {
    const kept = this.versions.get(block) ?? [];
    const at = new Date().toISOString();
    const version = kept.length + 1;
    this.versions.set(block, [...kept, { version, by, at, restoredFrom, body }]);
    // Publishing and restoring both end the draft, as the stores do.
    return this.put({
      block,
      revision: this.state(block).revision + 1,
      published: { version, body, by, at },
      draft: null,
    });
  }

  private put(next: BlockState): BlockState {
    this.states.set(next.block, next);
    return next;
  }

  /** Every draft and published version, with the live version of each block (what pictures are used by). */
  kept(): KeptContent {
    const bodies: StoredBody[] = [];
    for (const [block, state] of this.states)
      if (state.draft) bodies.push({ block, version: null, body: state.draft.body });
    for (const [block, versions] of this.versions)
      for (const { version, body } of versions) bodies.push({ block, version, body });
    return { bodies, live: this.published().versions };
  }

  /** What visitors read: the live body and version of every published block. */
  published(): PublishedContent {
    const out: PublishedContent = { content: {}, versions: {} };
    for (const [block, state] of this.states) {
      if (!state.published) continue;
      (out.content as Record<string, unknown>)[block] = state.published.body;
      out.versions[block] = state.published.version;
    }
    return out;
  }
}
