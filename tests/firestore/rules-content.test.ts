import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, getDocs, collection, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ABOUT } from '../../src/content/about';
import { SEED_CONTENT } from '../../src/content/site-content-seed';
import { BLOCK_IDS } from '../../src/domain/site-content/blocks';
import { describeOnEmulator } from './emulator';
import { as, modular, startRulesEnvironment, without, type Role } from './rules-env';

const MANAGER_EMAIL = 'm@example.test';
const about = (heading: string) => ({ ...ABOUT, heading });
const stamp = () => ({ by: MANAGER_EMAIL, at: serverTimestamp() });
const draftDoc = (revision: number, heading: string | null) => ({
  revision,
  body: heading === null ? null : about(heading),
  ...stamp(),
});
const versionDoc = (version: number, heading: string, restoredFrom: number | null = null) => ({
  block: 'about',
  version,
  body: about(heading),
  restoredFrom,
  ...stamp(),
});
const liveDoc = (version: number, heading: string) => ({
  version,
  body: about(heading),
  at: serverTimestamp(),
});

describeOnEmulator('firestore.rules: Site content (visitors read published words only)', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-content');
  });
  afterAll(() => env.cleanup());
  // Version 1 live, a draft saved on top of it (revision 3: save, publish, save).
  const seed = async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = modular(context);
      await setDoc(doc(db, 'content/en/published/about'), liveDoc(1, 'Live words'));
      await setDoc(doc(db, 'content/en/versions/about-1'), versionDoc(1, 'Live words'));
      await setDoc(doc(db, 'content/en/drafts/about'), draftDoc(3, 'Draft words'));
    });
  };
  beforeEach(seed);

  /** A publish as the site writes it: the next version, the live document pointing at it, the draft ended. */
  const publish = (role: Role, overrides: { live?: object; version?: object; id?: string } = {}) => {
    const db = as(env, role);
    const batch = writeBatch(db);
    batch.set(doc(db, `content/en/versions/${overrides.id ?? 'about-2'}`), {
      ...versionDoc(2, 'New words'),
      ...overrides.version,
    });
    batch.set(doc(db, 'content/en/published/about'), { ...liveDoc(2, 'New words'), ...overrides.live });
    batch.set(doc(db, 'content/en/drafts/about'), draftDoc(4, null));
    return batch.commit();
  };

  it('lets anyone read the published words, and only managers the drafts and versions', async () => {
    for (const role of ['visitor', 'signed-in'] as const) {
      await assertSucceeds(getDoc(doc(as(env, role), 'content/en/published/about')));
      await assertSucceeds(getDocs(collection(as(env, role), 'content/en/published')));
      await assertFails(getDoc(doc(as(env, role), 'content/en/drafts/about')));
      await assertFails(getDocs(collection(as(env, role), 'content/en/drafts')));
      await assertFails(getDocs(collection(as(env, role), 'content/en/versions')));
    }
    await assertSucceeds(getDocs(collection(as(env, 'manager'), 'content/en/drafts')));
    await assertSucceeds(getDocs(collection(as(env, 'manager'), 'content/en/versions')));
  });

  it('lets a manager save a draft, its revision counting up by one (the first is 1)', async () => {
    await assertSucceeds(setDoc(doc(as(env, 'manager'), 'content/en/drafts/about'), draftDoc(4, 'Better')));
    await env.clearFirestore();
    await assertSucceeds(setDoc(doc(as(env, 'manager'), 'content/en/drafts/about'), draftDoc(1, 'First')));
  });

  it('lets a manager publish the next version with its record, and a restore name an earlier one', async () => {
    await assertSucceeds(publish('manager'));
    await seed();
    await assertSucceeds(publish('manager', { version: { restoredFrom: 0 } }));
  });

  it('refuses a visitor or a signed-in non-manager any write', async () => {
    for (const role of ['visitor', 'signed-in'] as const) {
      await assertFails(setDoc(doc(as(env, role), 'content/en/drafts/about'), draftDoc(4, 'Hacked')));
      await assertFails(publish(role));
    }
  });

  it('refuses a draft that skips or repeats a revision, or is stamped with someone else', async () => {
    const manager = as(env, 'manager');
    const draft = doc(manager, 'content/en/drafts/about');
    await assertFails(setDoc(draft, draftDoc(3, 'Same revision')));
    await assertFails(setDoc(draft, draftDoc(5, 'Skipped one')));
    await assertFails(setDoc(draft, { ...draftDoc(4, 'Not me'), by: 'other@example.test' }));
    await assertFails(setDoc(draft, without(draftDoc(4, 'No time'), 'at')));
    await assertFails(setDoc(draft, { ...draftDoc(4, 'x'), body: 'not a map' }));
    await assertFails(setDoc(draft, { ...draftDoc(4, 'x'), extra: true }));
  });

  it('lets a manager save and publish every block the site has, and a visitor neither', async () => {
    await env.clearFirestore();
    const manager = as(env, 'manager');
    for (const block of BLOCK_IDS) {
      const body = SEED_CONTENT[block];
      await assertFails(
        setDoc(doc(as(env, 'visitor'), `content/en/drafts/${block}`), { revision: 1, body, ...stamp() }),
      );
      await assertSucceeds(
        setDoc(doc(manager, `content/en/drafts/${block}`), { revision: 1, body, ...stamp() }),
      );
      const batch = writeBatch(manager);
      batch.set(doc(manager, `content/en/versions/${block}-1`), {
        block,
        version: 1,
        body,
        restoredFrom: null,
        ...stamp(),
      });
      batch.set(doc(manager, `content/en/published/${block}`), { version: 1, body, at: serverTimestamp() });
      batch.set(doc(manager, `content/en/drafts/${block}`), { revision: 2, body: null, ...stamp() });
      await assertSucceeds(batch.commit());
    }
  });

  it('refuses a block or language the site does not have', async () => {
    const manager = as(env, 'manager');
    await assertFails(setDoc(doc(manager, 'content/en/drafts/nosuch'), draftDoc(1, 'x')));
    await assertFails(setDoc(doc(manager, 'content/cy/drafts/about'), draftDoc(1, 'x')));
  });

  it("keeps managers' addresses out of the published document anyone reads (the version keeps who)", async () => {
    await assertFails(publish('manager', { live: { by: MANAGER_EMAIL } }));
    await assertSucceeds(publish('manager'));
    const live = await getDoc(doc(as(env, 'visitor'), 'content/en/published/about'));
    expect(JSON.stringify(live.data())).not.toContain('@');
    const record = await getDoc(doc(as(env, 'manager'), 'content/en/versions/about-2'));
    expect(record.data()?.by).toBe(MANAGER_EMAIL);
  });

  it('refuses a publish without its version record, with another body, or not counting up by one', async () => {
    const manager = as(env, 'manager');
    await assertFails(setDoc(doc(manager, 'content/en/published/about'), liveDoc(2, 'No record')));
    await assertFails(publish('manager', { version: { body: about('Something else') } }));
    await assertFails(publish('manager', { live: { version: 3 }, version: { version: 3 }, id: 'about-3' }));
    await assertFails(publish('manager', { version: { restoredFrom: 2 } }));
    await assertFails(publish('manager', { version: { block: 'team' } }));
  });

  it('never lets anyone change or delete a published version', async () => {
    const manager = as(env, 'manager');
    await assertFails(setDoc(doc(manager, 'content/en/versions/about-1'), versionDoc(1, 'Rewritten')));
    await assertFails(
      (async () => {
        const batch = writeBatch(manager);
        batch.delete(doc(manager, 'content/en/versions/about-1'));
        batch.delete(doc(manager, 'content/en/published/about'));
        await batch.commit();
      })(),
    );
  });
});
