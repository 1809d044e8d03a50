import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COUNT_COMMIT, countId } from '../../src/data/firebase/count-writes';
import { todayInLondon } from '../../src/domain/dates';
import type { CountKey } from '../../src/domain/insights-pages';
import { describeOnEmulator } from './emulator';
import { as, modular, startRulesEnvironment, venueDoc } from './rules-env';

const LISTING = 'listing1';
const today = () => todayInLondon();
const yesterday = () => todayInLondon(new Date(Date.now() - 36 * 60 * 60 * 1000));

/**
 * A count as the site's browser adds to it (count-writes.ts addCounts): +n, merged into the day's document,
 * named in the request's list of counts.
 */
const add = (db: Firestore, key: CountKey, n = 1, day = today(), id = countId(day, key)) =>
  writeBatch(db)
    .set(
      doc(db, 'counts', id),
      { day, metric: key.metric, subject: key.subject, count: increment(n) },
      { merge: true },
    )
    .set(doc(db, COUNT_COMMIT), { ids: [id], at: serverTimestamp() })
    .commit();

const view = (subject: string): CountKey => ({ metric: 'view', subject });

describeOnEmulator("firestore.rules: Insights' daily counts", () => {
  let env: RulesTestEnvironment;
  const stored = async (key: CountKey) => {
    let count: unknown;
    await env.withSecurityRulesDisabled(async (ctx) => {
      count = (await getDoc(doc(modular(ctx), 'counts', countId(today(), key)))).data()?.count;
    });
    return count;
  };

  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-counts');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled((ctx) => setDoc(doc(modular(ctx), 'venues', LISTING), venueDoc()));
  });

  it("lets a visitor add 1 to today's count of a page, a listing, a device class and a city", async () => {
    const visitor = as(env, 'visitor');
    await assertSucceeds(add(visitor, view('/titanic')));
    await assertSucceeds(add(visitor, view('/titanic')));
    expect(await stored(view('/titanic'))).toBe(2);
    await assertSucceeds(add(visitor, view('/')));
    await assertSucceeds(add(visitor, { metric: 'landing', subject: `listing:${LISTING}` }));
    await assertSucceeds(add(visitor, { metric: 'book', subject: LISTING }));
    await assertSucceeds(add(visitor, { metric: 'calendar', subject: '/calendars/cities/leeds.ics' }));
    await assertSucceeds(add(visitor, { metric: 'device', subject: 'phone' }));
    await assertSucceeds(add(visitor, { metric: 'search', subject: 'Lincoln' }));
    await assertSucceeds(add(visitor, { metric: 'subscribe', subject: 'Lincoln' }));
    await assertSucceeds(add(visitor, { metric: 'confirm', subject: '' }));
  });

  it("refuses a visitor's increment of 2, on a new count or an existing one, and any other number", async () => {
    const visitor = as(env, 'visitor');
    await assertFails(add(visitor, view('/jfk'), 2));
    await assertSucceeds(add(visitor, view('/jfk')));
    await assertFails(add(visitor, view('/jfk'), 2));
    await assertFails(add(visitor, view('/jfk'), -1));
    await assertFails(add(visitor, view('/jfk'), 0));
    const id = countId(today(), view('/jfk'));
    await assertFails(
      setDoc(doc(visitor, 'counts', id), { day: today(), metric: 'view', subject: '/jfk', count: 1000 }),
    );
    expect(await stored(view('/jfk'))).toBe(1);
  });

  it('refuses a write to an unknown route key, listing, device, city or metric', async () => {
    const visitor = as(env, 'visitor');
    await assertFails(add(visitor, view('/no-such-page')));
    await assertFails(add(visitor, view('/dashboard')));
    await assertFails(add(visitor, view('listing:no-such-listing')));
    await assertFails(add(visitor, { metric: 'book', subject: 'no-such-listing' }));
    await assertFails(add(visitor, { metric: 'calendar', subject: '/calendars/cities/atlantis.ics' }));
    await assertFails(add(visitor, { metric: 'book', subject: '/calendars/cities/leeds.ics' }));
    await assertFails(add(visitor, { metric: 'device', subject: 'fridge' }));
    await assertFails(add(visitor, { metric: 'search', subject: 'Atlantis' }));
    // The referring site's name is free text: hosted mode does not count it.
    await assertFails(add(visitor, { metric: 'referrer', subject: 'example.com' }));
    await assertFails(add(visitor, { metric: 'visitor' as CountKey['metric'], subject: '/titanic' }));
  });

  it('refuses a count under another id, for another day, or with anything else in it', async () => {
    const visitor = as(env, 'visitor');
    await assertFails(add(visitor, view('/titanic'), 1, today(), 'my-own-id'));
    await assertFails(add(visitor, view('/titanic'), 1, today(), countId(today(), view('/jfk'))));
    await assertFails(add(visitor, view('/titanic'), 1, yesterday()));
    await assertFails(add(visitor, view('/titanic'), 1, '2031-01-01'));
    await assertFails(
      setDoc(doc(visitor, 'counts', countId(today(), view('/titanic'))), {
        day: today(),
        metric: 'view',
        subject: '/titanic',
        count: 1,
        email: 'someone@example.com',
      }),
    );
  });

  it("refuses any read but a manager's, and counts nothing of a signed-in manager", async () => {
    await assertSucceeds(add(as(env, 'visitor'), view('/titanic')));
    const id = countId(today(), view('/titanic'));
    for (const role of ['visitor', 'signed-in'] as const) {
      const db = as(env, role);
      await assertFails(getDoc(doc(db, 'counts', id)));
      await assertFails(getDocs(collection(db, 'counts')));
      await assertFails(deleteDoc(doc(db, 'counts', id)));
    }
    const manager = as(env, 'manager');
    expect((await assertSucceeds(getDoc(doc(manager, 'counts', id)))).data()?.count).toBe(1);
    await assertFails(add(manager, view('/titanic')));
    await assertSucceeds(deleteDoc(doc(manager, 'counts', id)));
  });
});

describe('count ids', () => {
  it("write a path's slashes as | (an id cannot hold a slash)", () => {
    expect(countId('2031-01-01', view('/'))).toBe('2031-01-01~view~|');
    expect(countId('2031-01-01', { metric: 'book', subject: 'abc' })).toBe('2031-01-01~book~abc');
  });
});
