import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeOnEmulator } from './emulator';
import { historyDoc, MANAGER_EMAIL, trashListing, writeListing } from './listing-writes';
import { as, backdated, modular, startRulesEnvironment, venueDoc, type Role } from './rules-env';

const DAY = 24 * 60 * 60 * 1000;
const CREATED = Timestamp.fromDate(new Date('2030-01-01T00:00:00Z'));

/** A listing in the trash as the site leaves it, deleted `daysAgo` days ago. */
const trashedDoc = (daysAgo: number) => ({
  ...venueDoc({ createdAt: CREATED }),
  change: 'old-change',
  deletedAt: Timestamp.fromMillis(Date.now() - daysAgo * DAY),
  deletedBy: MANAGER_EMAIL,
});

/** The site's restore: the listing back in `venues` as it was, out of the trash, with its record. */
function restore(db: Firestore, venueId: string, options: { history?: boolean } = {}) {
  const batch = writeBatch(db);
  const change = doc(collection(db, 'history'));
  batch.set(doc(db, 'venues', venueId), { ...venueDoc({ createdAt: CREATED }), change: change.id });
  batch.delete(doc(db, 'trash', venueId));
  if (options.history !== false) batch.set(change, historyDoc('restore', [venueId]));
  return batch.commit();
}

describeOnEmulator('firestore.rules: history and trash', () => {
  let env: RulesTestEnvironment;
  const seed = (path: string, data: Record<string, unknown>) =>
    env.withSecurityRulesDisabled((ctx) => setDoc(doc(modular(ctx), path), data));

  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-history');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await seed('venues/v1', { ...venueDoc({ createdAt: CREATED }), change: 'old-change' });
    await seed('history/old-change', { ...historyDoc('create', ['v1']), at: CREATED });
    await seed('trash/t1', trashedDoc(3));
  });

  describe('who may write history', () => {
    it('lets a manager write a listing together with its history record', async () => {
      const db = as(env, 'manager');
      await assertSucceeds(writeListing(db, 'new', venueDoc()));
      await assertSucceeds(
        writeListing(db, 'v1', venueDoc({ hotelName: 'Renamed', createdAt: CREATED }), { action: 'update' }),
      );
    });

    it('lets one record cover every listing of an import of 20, in one batch', async () => {
      const db = as(env, 'manager');
      const ids = Array.from({ length: 20 }, (_, i) => `import-${i}`);
      const batch = writeBatch(db);
      const change = doc(collection(db, 'history'));
      for (const id of ids) batch.set(doc(db, 'venues', id), { ...venueDoc(), change: change.id });
      batch.set(change, historyDoc('import', ids));
      await assertSucceeds(batch.commit());
    });

    it('refuses a manager a listing write without its history record', async () => {
      const db = as(env, 'manager');
      await assertFails(writeListing(db, 'new', venueDoc(), { history: null }));
      await assertFails(
        writeListing(db, 'v1', venueDoc({ createdAt: CREATED }), { action: 'update', history: null }),
      );
      await assertFails(deleteDoc(doc(db, 'venues/v1')));
    });

    it('refuses a listing write that names an earlier record instead of writing its own', async () => {
      const db = as(env, 'manager');
      await assertFails(setDoc(doc(db, 'venues/new'), { ...venueDoc(), change: 'old-change' }));
    });

    it.each<[string, Record<string, unknown>]>([
      ["someone else's e-mail", { actor: 'someone@example.test' }],
      ['a back-dated time', { at: backdated }],
      ['another action than the write', { action: 'update' }],
      ['another listing', { venueIds: ['other'] }],
      ['a count that does not match', { count: 2 }],
      ['an extra field', { note: 'hi' }],
    ])('refuses a record with %s', async (_case, overrides) => {
      const db = as(env, 'manager');
      await assertFails(
        writeListing(db, 'new', venueDoc(), { history: historyDoc('create', ['new'], overrides) }),
      );
    });

    it.each<Role>(['visitor', 'signed-in'])('refuses a record from a %s', async (role) => {
      await assertFails(setDoc(doc(as(env, role), 'history/h1'), historyDoc('create', ['v1'])));
      await assertFails(writeListing(as(env, role), 'new', venueDoc()));
    });

    it('refuses a manager a record that no listing write names', async () => {
      await assertFails(setDoc(doc(as(env, 'manager'), 'history/h1'), historyDoc('create', ['v1'])));
    });

    it('refuses anyone, managers included, a change to or deletion of a record', async () => {
      for (const role of ['visitor', 'signed-in', 'manager'] as const) {
        const db = as(env, role);
        await assertFails(updateDoc(doc(db, 'history/old-change'), { actor: 'someone@example.test' }));
        await assertFails(deleteDoc(doc(db, 'history/old-change')));
      }
    });

    it('lets managers read the history, and nobody else', async () => {
      await assertSucceeds(getDocs(collection(as(env, 'manager'), 'history')));
      for (const role of ['visitor', 'signed-in'] as const) {
        await assertFails(getDoc(doc(as(env, role), 'history/old-change')));
        await assertFails(getDocs(query(collection(as(env, role), 'history'), limit(10))));
      }
    });
  });

  describe('trashed listings', () => {
    it('lets a manager move a listing to the trash, stamped by them, with its record', async () => {
      const db = as(env, 'manager');
      const stored = (await getDoc(doc(db, 'venues/v1'))).data() ?? {};
      await assertFails(trashListing(db, 'v1', stored, { deletedBy: 'someone@example.test' }));
      await assertFails(trashListing(db, 'v1', stored, { deletedAt: backdated }));
      await assertSucceeds(trashListing(db, 'v1', stored));
    });

    it.each<Role>(['visitor', 'signed-in'])('keeps the trash from a %s', async (role) => {
      const db = as(env, role);
      await assertFails(getDoc(doc(db, 'trash/t1')));
      await assertFails(getDocs(query(collection(db, 'trash'), limit(10))));
      await assertFails(restore(db, 't1'));
    });

    it('lets a manager read the trash', async () => {
      const db = as(env, 'manager');
      await assertSucceeds(getDoc(doc(db, 'trash/t1')));
      expect((await assertSucceeds(getDocs(collection(db, 'trash')))).size).toBe(1);
    });

    it('lets a manager restore a listing within 30 days, as it was, with its record', async () => {
      const db = as(env, 'manager');
      await assertFails(restore(db, 't1', { history: false }));
      await assertSucceeds(restore(db, 't1'));
    });

    it('refuses to restore a listing trashed more than 30 days ago, and lets a manager purge it', async () => {
      await seed('trash/t31', trashedDoc(31));
      const db = as(env, 'manager');
      await assertFails(restore(db, 't31'));
      await assertSucceeds(deleteDoc(doc(db, 'trash/t31')));
    });

    it('refuses to purge what was trashed less than 30 days ago, or to change a trashed listing', async () => {
      const db = as(env, 'manager');
      await assertFails(deleteDoc(doc(db, 'trash/t1')));
      await assertFails(updateDoc(doc(db, 'trash/t1'), { deletedAt: backdated }));
    });
  });
});
