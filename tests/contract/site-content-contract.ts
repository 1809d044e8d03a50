import { expect, it } from 'vitest';
import { ABOUT } from '../../src/content/about';
import { failureOf, type DataPortHarness } from './data-port-harness';

const NEW_HEADING = 'Who we are, and why we cook';
const withHeading = (heading: string) => ({ ...ABOUT, heading });

/**
 * Site content (docs/decisions/0029-site-content-blocks.md): drafts no visitor reads, publish, versions,
 * restore and the stale-save conflict, the same on every adapter.
 */
export function siteContentContract(harness: () => DataPortHarness): void {
  it('keeps a draft from visitors, publishes it as version 1 and lists it with who published it', async () => {
    const { manager, visitor } = harness();
    const saved = await manager.saveContentDraft('about', withHeading(NEW_HEADING), 0);
    expect(saved).toMatchObject({ block: 'about', revision: 1, published: null });
    expect(saved.draft?.body).toMatchObject({ heading: NEW_HEADING });
    expect(await visitor.readPublishedContent()).toEqual({ content: {}, versions: {} });

    const published = await manager.publishContent('about', saved.revision);
    expect(published).toMatchObject({ revision: 2, draft: null, published: { version: 1 } });
    expect(published.published?.by).toMatch(/@/);
    const seen = await visitor.readPublishedContent();
    expect(seen.versions).toEqual({ about: 1 });
    expect(seen.content.about?.heading).toBe(NEW_HEADING);
    expect(seen.content.about?.sections).toEqual(ABOUT.sections);
    // A page built with the live version asks only for what is newer, and gets nothing; an older build gets it.
    expect(await visitor.readPublishedContent({ about: 1 })).toEqual({ content: {}, versions: {} });
    expect((await visitor.readPublishedContent({ about: 0, company: 3 })).versions).toEqual({ about: 1 });
    expect((await manager.listContentVersions('about')).map((v) => v.version)).toEqual([1, 0]);
  });

  it('refuses a visitor every read and write of the drafts, and changes nothing', async () => {
    const { manager, visitor } = harness();
    await manager.saveContentDraft('about', withHeading(NEW_HEADING), 0);
    const refusals = await Promise.all([
      failureOf(visitor.readSiteContent()),
      failureOf(visitor.saveContentDraft('about', withHeading('Not theirs'), 1)),
      failureOf(visitor.publishContent('about', 1)),
      failureOf(visitor.listContentVersions('about')),
      failureOf(visitor.restoreContentVersion('about', 0, 1)),
    ]);
    expect(refusals.map((r) => r.kind)).toEqual(Array(5).fill('signed-out'));
    const about = (await manager.readSiteContent()).blocks.find((b) => b.block === 'about');
    expect(about).toMatchObject({ revision: 1, published: null, draft: { body: { heading: NEW_HEADING } } });
  });

  it('refuses a save based on a revision that moved on, and a body its schema refuses', async () => {
    const { manager } = harness();
    await manager.saveContentDraft('about', withHeading('First'), 0);
    expect((await failureOf(manager.saveContentDraft('about', withHeading('Stale'), 0))).kind).toBe(
      'conflict',
    );
    const invalid = await failureOf(manager.saveContentDraft('about', withHeading(' '), 1));
    expect(invalid.kind).toBe('invalid');
    expect(Object.keys(invalid.fields)).toContain('heading');
    const about = (await manager.readSiteContent()).blocks.find((b) => b.block === 'about');
    expect(about).toMatchObject({ revision: 1, draft: { body: { heading: 'First' } } });
  });

  it('makes no new version when the draft says what is live already', async () => {
    const { manager, visitor } = harness();
    const unchanged = await manager.saveContentDraft('about', ABOUT, 0);
    const published = await manager.publishContent('about', unchanged.revision);
    expect(published).toMatchObject({ published: null, draft: null });
    expect((await manager.listContentVersions('about')).map((v) => v.version)).toEqual([0]);
    expect((await visitor.readPublishedContent()).versions).toEqual({});
  });

  it('restores an earlier version as a new one, and ends a saved draft with it', async () => {
    const { manager, visitor } = harness();
    const saved = await manager.saveContentDraft('about', withHeading(NEW_HEADING), 0);
    const live = await manager.publishContent('about', saved.revision);
    const kept = await manager.saveContentDraft('about', withHeading('Half-finished'), live.revision);

    const restored = await manager.restoreContentVersion('about', 0, kept.revision);
    expect(restored).toMatchObject({ published: { version: 2 }, draft: null });
    expect((await manager.listContentVersions('about')).map((v) => [v.version, v.restoredFrom])).toEqual([
      [2, 0],
      [1, null],
      [0, null],
    ]);
    const seen = await visitor.readPublishedContent();
    expect(seen.content.about?.heading).toBe(ABOUT.heading);
    expect(seen.versions).toEqual({ about: 2 });
    expect((await failureOf(manager.restoreContentVersion('about', 9, restored.revision))).kind).toBe(
      'not-found',
    );
  });

  it("refuses a restore based on a revision that moved on, keeping another manager's saved draft", async () => {
    const { manager } = harness();
    const saved = await manager.saveContentDraft('about', withHeading(NEW_HEADING), 0);
    const live = await manager.publishContent('about', saved.revision);
    const theirs = await manager.saveContentDraft('about', withHeading('Their draft'), live.revision);

    const stale = await failureOf(manager.restoreContentVersion('about', 0, live.revision));
    expect(stale.kind).toBe('conflict');
    const about = (await manager.readSiteContent()).blocks.find((b) => b.block === 'about');
    expect(about).toMatchObject({
      revision: theirs.revision,
      published: { version: 1 },
      draft: { body: { heading: 'Their draft' } },
    });
    expect((await manager.listContentVersions('about')).map((v) => v.version)).toEqual([1, 0]);
  });
}
