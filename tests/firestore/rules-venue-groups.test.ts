import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { MAX_HOSTED_MOVE } from '../../src/data/firebase/venue-group-writes';
import { MAX_SELECTION } from '../../src/domain/venue-selection';
import { describeOnEmulator } from './emulator';
import { historyDoc, MANAGER_EMAIL, writeListing } from './listing-writes';
import { as, modular, startRulesEnvironment, venueDoc, type Role } from './rules-env';

const CREATED = Timestamp.fromDate(new Date('2030-01-01T00:00:00Z'));
const RUN = 'run1';
/** The i-th listing of the seeded run, as the site stored it (one a day from 1 January 2031). */
const stored = (i: number) => ({
  ...venueDoc({
    createdAt: CREATED,
    showDate: new Date(Date.UTC(2031, 0, 1 + i)).toISOString().slice(0, 10),
  }),
  change: 'old',
});

/** The site's edit of several listings (a run, a selection): each listing and one record, one batch. */
function editAll(db: Firestore, ids: string[], overrides: Record<string, unknown>, record = historyDoc) {
  const batch = writeBatch(db);
  const change = doc(collection(db, 'history'));
  ids.forEach((id, i) =>
    batch.set(doc(db, 'venues', id), { ...stored(i), seriesId: RUN, ...overrides, change: change.id }),
  );
  batch.set(change, record('update', ids));
  return batch.commit();
}

/** The site's delete of several listings: each to the trash, stamped, with one record, in one batch. */
function trashAll(db: Firestore, ids: string[]) {
  const batch = writeBatch(db);
  const change = doc(collection(db, 'history'));
  ids.forEach((id, i) => {
    batch.set(doc(db, 'trash', id), {
      ...stored(i),
      seriesId: RUN,
      change: change.id,
      deletedAt: serverTimestamp(),
      deletedBy: MANAGER_EMAIL,
    });
    batch.delete(doc(db, 'venues', id));
  });
  batch.set(change, historyDoc('delete', ids));
  return batch.commit();
}

/** The site's undo: each listing back as it was, out of the trash, with one record, in one batch. */
function restoreAll(db: Firestore, ids: string[]) {
  const batch = writeBatch(db);
  const change = doc(collection(db, 'history'));
  ids.forEach((id, i) => {
    batch.set(doc(db, 'venues', id), { ...stored(i), seriesId: RUN, change: change.id });
    batch.delete(doc(db, 'trash', id));
  });
  batch.set(change, historyDoc('restore', ids));
  return batch.commit();
}

describeOnEmulator("firestore.rules: a run's dates and a selection", () => {
  let env: RulesTestEnvironment;
  const idsOf = (count: number) => Array.from({ length: count }, (_, i) => `v${i}`);
  const ids = idsOf(MAX_HOSTED_MOVE + 1);
  const seedRun = (venueIds: string[]) =>
    env.withSecurityRulesDisabled(async (ctx) => {
      const db = modular(ctx);
      const batch = writeBatch(db);
      venueIds.forEach((id, i) => batch.set(doc(db, 'venues', id), { ...stored(i), seriesId: RUN }));
      batch.set(doc(db, 'history/old'), { ...historyDoc('create', venueIds), at: CREATED });
      await batch.commit();
    });

  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-venue-groups');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await seedRun(ids);
  });

  // A selection as large as the dashboard allows: 201 writes, which the emulator takes in its own time.
  it(
    'lets a manager edit the largest selection in one batch with one record',
    { timeout: 120_000 },
    async () => {
      const all = idsOf(MAX_SELECTION);
      await seedRun(all);
      await assertSucceeds(editAll(as(env, 'manager'), all, { soldOut: true, availability: 'sold-out' }));
    },
  );

  it('lets a manager delete and restore the most listings hosted moves at once, each with one record', async () => {
    const db = as(env, 'manager');
    const moved = ids.slice(0, MAX_HOSTED_MOVE);
    await assertSucceeds(trashAll(db, moved));
    await assertSucceeds(restoreAll(db, moved));
  });

  it('refuses a selection delete whose listings do not all go to the trash', async () => {
    const db = as(env, 'manager');
    const batch = writeBatch(db);
    const change = doc(collection(db, 'history'));
    batch.set(doc(db, 'trash', 'v0'), {
      ...stored(0),
      change: change.id,
      deletedAt: serverTimestamp(),
      deletedBy: MANAGER_EMAIL,
    });
    batch.delete(doc(db, 'venues', 'v0'));
    // v1 leaves `venues` without a trash copy: it would be lost for good.
    batch.delete(doc(db, 'venues', 'v1'));
    batch.set(change, historyDoc('delete', ['v0', 'v1']));
    await assertFails(batch.commit());
  });

  it('refuses a batch whose record leaves out one of its listings', async () => {
    const db = as(env, 'manager');
    const leavesOneOut = (action: string, venueIds: string[]) => historyDoc(action, venueIds.slice(1));
    await assertFails(
      editAll(db, ids.slice(0, 3), { soldOut: true, availability: 'sold-out' }, leavesOneOut),
    );
  });

  describe('the run a listing belongs to (seriesId)', () => {
    it('keeps a listing in its run through an edit, and lets a new listing start one', async () => {
      const db = as(env, 'manager');
      await assertSucceeds(
        writeListing(db, 'v0', { ...stored(0), hotelName: 'Renamed', seriesId: RUN }, { action: 'update' }),
      );
      await assertSucceeds(writeListing(db, 'new', venueDoc({ seriesId: 'AbC123xyz' })));
    });

    it.each([
      ['a number', 42],
      ['a path', 'runs/run1'],
      ['empty text', ''],
      ['too long', 'x'.repeat(41)],
    ])('refuses a series id that is %s', async (_, seriesId) => {
      await assertFails(writeListing(as(env, 'manager'), 'new', venueDoc({ seriesId })));
    });

    it.each<Role>(['visitor', 'signed-in'])(
      'refuses a %s any listing write, a run included',
      async (role) => {
        const db = as(env, role);
        await assertFails(editAll(db, ids.slice(0, 2), { hotelName: 'Taken over' }));
        await assertFails(setDoc(doc(db, 'venues/v0'), { ...stored(0), seriesId: 'other' }));
      },
    );
  });
});
