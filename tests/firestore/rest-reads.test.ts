import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { clearFirestore } from '../../scripts/firebase/emulator';
import { firestoreRest, type FirestoreRest } from '../../src/data/firebase/firestore-rest';
import { readCreatedAt } from '../../src/data/firebase/timestamps';
import { describeOnEmulator, EMULATOR_HOST } from './emulator';
import { emulatorSettings } from './firebase-harness';
import { modular, startRulesEnvironment } from './rules-env';

/**
 * A visitor's pages read Firestore over its REST API (src/data/firebase/firestore-rest.ts) instead of the SDK:
 * every value must come back as the SDK gave it, and firestore.rules must judge the requests as they judged
 * the SDK's.
 */
const PROJECT = 'demo-rest-reads';

/** Timestamps as what a reader can see of them; everything else as it is. */
function seen(value: unknown): unknown {
  if (value instanceof Timestamp || (value && typeof (value as Timestamp).toDate === 'function')) {
    const stamp = value as Timestamp;
    return {
      seconds: stamp.seconds,
      nanoseconds: stamp.nanoseconds,
      millis: stamp.toMillis(),
      iso: stamp.toDate().toISOString(),
      createdAt: readCreatedAt(stamp),
    };
  }
  if (Array.isArray(value)) return value.map(seen);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, seen(inner)]));
  return value;
}

const STORED = {
  text: 'Titanic “dinner” – £49',
  whole: 42,
  big: Number.MAX_SAFE_INTEGER,
  negative: -7,
  fraction: 1.5,
  notANumber: Number.NaN,
  infinite: Number.POSITIVE_INFINITY,
  yes: true,
  nothing: null,
  createdAt: new Timestamp(1_769_425_200, 123_456_789),
  wholeSecond: new Timestamp(1_700_000_000, 0),
  beforeEpoch: new Timestamp(-86_400, 500_000_000),
  list: ['a', 1, null, { deep: [true, new Timestamp(1_800_000_000, 1_000)] }],
  empty: [],
  map: { name: 'The Grand', access: { stepFree: 'yes', nested: {} } },
};

describeOnEmulator('Firestore over REST, as a visitor’s page reads it', () => {
  let env: RulesTestEnvironment;
  let owner: FirestoreRest;
  let visitor: FirestoreRest;
  beforeAll(async () => {
    env = await startRulesEnvironment(PROJECT);
    await clearFirestore(EMULATOR_HOST ?? '', PROJECT);
    // The emulator's owner credential passes around the rules, so any document can be compared.
    owner = firestoreRest(emulatorSettings(PROJECT), {
      headers: () => Promise.resolve({ Authorization: 'Bearer owner' }),
    });
    visitor = firestoreRest(emulatorSettings(PROJECT));
  });
  afterAll(() => env.cleanup());

  it('reads every kind of value exactly as the SDK does', async () => {
    let sdk: unknown;
    await env.withSecurityRulesDisabled(async (ctx) => {
      const ref = doc(modular(ctx), 'values/every-kind');
      await setDoc(ref, STORED);
      sdk = (await getDoc(ref)).data();
    });
    const [rest] = await owner.runQuery({ collection: 'values' });

    expect(rest?.id).toBe('every-kind');
    expect(seen(rest?.data())).toEqual(seen(sdk));
    expect(seen(rest?.data())).toMatchObject({ createdAt: { iso: '2026-01-26T11:00:00.123Z' } });
    expect(Number.isNaN(rest?.data().notANumber)).toBe(true);
  });

  it('filters, orders and limits as the query says', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      for (const [id, date, show] of [
        ['a', '2031-05-02', 'JFK'],
        ['b', '2031-05-01', 'JFK'],
        ['c', '2031-04-01', 'JFK'],
        ['d', '2031-05-03', 'Titanic'],
      ])
        await setDoc(doc(modular(ctx), `ordered/${id}`), { showName: show, showDate: date, tags: [id] });
    });
    const found = await owner.runQuery({
      collection: 'ordered',
      where: [
        ['showName', '==', 'JFK'],
        ['showDate', '>=', '2031-05-01'],
      ],
      orderBy: 'showDate',
      limit: 5,
    });
    expect(found.map((d) => d.id)).toEqual(['b', 'a']);
    const tagged = await owner.runQuery({ collection: 'ordered', where: [['tags', 'array-contains', 'd']] });
    expect(tagged.map((d) => d.id)).toEqual(['d']);
    expect(await owner.runQuery({ collection: 'ordered', limit: 1 })).toHaveLength(1);
  });

  it('is judged by firestore.rules as a visitor: refused with the SDK’s code where a visitor may not read', async () => {
    // A visitor's list of listings must carry a limit (firestore.rules, /venues).
    await expect(visitor.runQuery({ collection: 'venues' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(visitor.runQuery({ collection: 'venues', limit: 200 })).resolves.toEqual([]);
    await expect(visitor.runQuery({ collection: 'messages', limit: 1 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('says the store is unavailable when nothing answers', async () => {
    const nowhere = firestoreRest({ ...emulatorSettings(PROJECT), emulator: { host: '127.0.0.1', port: 9 } });
    await expect(nowhere.runQuery({ collection: 'venues', limit: 1 })).rejects.toMatchObject({
      code: 'unavailable',
    });
  });
});
