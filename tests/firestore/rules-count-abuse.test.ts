import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  addCounts,
  COUNT_COMMIT,
  countId,
  MOST_COUNTS_A_REQUEST,
} from '../../src/data/firebase/count-writes';
import { firestoreRest } from '../../src/data/firebase/firestore-rest';
import { todayInLondon } from '../../src/domain/dates';
import type { CountKey } from '../../src/domain/insights-pages';
import { describeOnEmulator, EMULATOR_HOST } from './emulator';
import { emulatorSettings } from './firebase-harness';
import { modular, startRulesEnvironment, venueDoc } from './rules-env';

/**
 * The probes of the third security review (issue 36), sent as an attacker sends them: an anonymous
 * `documents:commit` over REST with `content-type: text/plain`, as many increments as they like. Only a
 * visit's few counts of today, for subjects the site has, may land (docs/decisions/0035).
 */
const PROJECT = 'demo-rules-count-abuse';
const LISTING = 'listing1';
const today = () => todayInLondon();
const daysAgo = (days: number) => todayInLondon(new Date(Date.now() - days * 24 * 60 * 60 * 1000));

const increment = (day: string, key: CountKey) => ({
  update: {
    name: `projects/${PROJECT}/databases/(default)/documents/counts/${countId(day, key)}`,
    fields: {
      day: { stringValue: day },
      metric: { stringValue: key.metric },
      subject: { stringValue: key.subject },
    },
  },
  updateMask: { fieldPaths: ['day', 'metric', 'subject'] },
  updateTransforms: [{ fieldPath: 'count', increment: { integerValue: '1' } }],
});

/** The list the site's own requests write beside their counts (count-writes.ts), naming `ids`. */
const naming = (ids: string[]) => ({
  update: {
    name: `projects/${PROJECT}/databases/(default)/documents/${COUNT_COMMIT}`,
    fields: { ids: { arrayValue: { values: ids.map((id) => ({ stringValue: id })) } } },
  },
  updateMask: { fieldPaths: ['ids'] },
  updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
});

/** An anonymous commit; answers the HTTP status and how many write results came back. */
async function commit(writes: unknown[]): Promise<{ status: number; writes: number }> {
  const response = await fetch(
    `http://${EMULATOR_HOST}/v1/projects/${PROJECT}/databases/(default)/documents:commit`,
    { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ writes }) },
  );
  const body = (await response.json()) as { writeResults?: unknown[] };
  return { status: response.status, writes: body.writeResults?.length ?? 0 };
}

const view = (subject: string): CountKey => ({ metric: 'view', subject });
// A visit starting on What's on searched for a city with no dates: the most counts one page view adds to.
const BUSIEST_VIEW: CountKey[] = [
  view('/whats-on'),
  { metric: 'landing', subject: '/whats-on' },
  { metric: 'device', subject: 'phone' },
  { metric: 'search', subject: 'Lincoln' },
];
const PAGES = ['/', '/titanic', '/jfk', '/overlook', '/Scrooge', '/team', '/contact', '/menu', '/about'];

describeOnEmulator('firestore.rules: what one anonymous counting request can add', () => {
  let env: RulesTestEnvironment;
  const stored = async (day: string, key: CountKey) => {
    let count: unknown;
    await env.withSecurityRulesDisabled(async (ctx) => {
      count = (await getDoc(doc(modular(ctx), 'counts', countId(day, key)))).data()?.count;
    });
    return count;
  };
  const seed = (day: string, key: CountKey, count: number) =>
    env.withSecurityRulesDisabled((ctx) =>
      setDoc(doc(modular(ctx), 'counts', countId(day, key)), { day, ...key, count }),
    );

  beforeAll(async () => {
    env = await startRulesEnvironment(PROJECT);
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled((ctx) => setDoc(doc(modular(ctx), 'venues', LISTING), venueDoc()));
  });

  it("lands a real visit's counts, sent as the site sends them, and the worst accepted request is 5 writes", async () => {
    const visitor = firestoreRest(emulatorSettings(PROJECT));
    await addCounts(visitor, today(), BUSIEST_VIEW);
    await addCounts(visitor, today(), [
      view(`listing:${LISTING}`),
      { metric: 'landing', subject: `listing:${LISTING}` },
      { metric: 'device', subject: 'desktop' },
    ]);
    await addCounts(visitor, today(), [{ metric: 'book', subject: LISTING }]);
    await addCounts(visitor, today(), [view('/whats-on')]);
    expect(await stored(today(), view('/whats-on'))).toBe(2);
    for (const key of BUSIEST_VIEW.slice(1)) expect(await stored(today(), key)).toBe(1);
    expect(await stored(today(), { metric: 'book', subject: LISTING })).toBe(1);

    // The costliest request the rules accept: a visit's most counts and their list (docs/hosted-mode.md).
    const keys = PAGES.slice(0, MOST_COUNTS_A_REQUEST).map(view);
    const worst = await commit([
      ...keys.map((key) => increment(today(), key)),
      naming(keys.map((key) => countId(today(), key))),
    ]);
    expect(worst).toEqual({ status: 200, writes: MOST_COUNTS_A_REQUEST + 1 });
  });

  it('refuses a request adding to more counts than a visit does, however the list is written', async () => {
    const many = PAGES.map(view);
    const ids = many.map((key) => countId(today(), key));
    const increments = many.map((key) => increment(today(), key));
    expect((await commit(increments)).status).toBe(403);
    expect((await commit([...increments, naming(ids)])).status).toBe(403);
    expect((await commit([...increments, naming(ids.slice(0, 4))])).status).toBe(403);
    expect((await commit([...increments.slice(0, 5), naming(ids.slice(0, 5))])).status).toBe(403);
    // The list alone, or two of them, cannot name more either: it is one document.
    expect((await commit([...increments, naming(ids.slice(0, 4)), naming(ids.slice(4, 8))])).status).not.toBe(
      200,
    );
    for (const key of many) expect(await stored(today(), key)).toBeUndefined();
    // Nor does naming one count and sending it several times add more than 1 to it.
    const home = countId(today(), view('/'));
    await commit([increment(today(), view('/')), increment(today(), view('/')), naming([home])]);
    expect((await stored(today(), view('/'))) ?? 0).toBeLessThanOrEqual(1);
  });

  it('refuses 500 increments in one request, and a count without its list', async () => {
    const keys = Array.from({ length: 500 }, (_, i) => view(PAGES[i % PAGES.length] ?? '/'));
    const days = Array.from({ length: 500 }, (_, i) => daysAgo(i % 2));
    const answer = await commit(keys.map((key, i) => increment(days[i] ?? today(), key)));
    expect(answer).toEqual({ status: 403, writes: 0 });
    expect((await commit([increment(today(), view('/titanic'))])).status).toBe(403);
    expect(await stored(today(), view('/titanic'))).toBeUndefined();
  });

  it("refuses an increment of yesterday's count or a year-old one, even named in the list", async () => {
    for (const day of [daysAgo(1), daysAgo(300), daysAgo(365)]) {
      await seed(day, view('/titanic'), 5);
      const id = countId(day, view('/titanic'));
      expect((await commit([increment(day, view('/titanic'))])).status).toBe(403);
      expect((await commit([increment(day, view('/titanic')), naming([id])])).status).toBe(403);
      expect(await stored(day, view('/titanic'))).toBe(5);
    }
  });

  it('refuses an increment of a subject the site does not have, new or already stored', async () => {
    const unknown: CountKey[] = [
      view('/no-such-page'),
      view('listing:no-such-listing'),
      { metric: 'book', subject: 'no-such-listing' },
      { metric: 'device', subject: 'fridge' },
      { metric: 'referrer', subject: 'example.com' },
    ];
    for (const key of unknown) {
      const id = countId(today(), key);
      expect((await commit([increment(today(), key), naming([id])])).status).toBe(403);
      await seed(today(), key, 5);
      expect((await commit([increment(today(), key)])).status).toBe(403);
      expect((await commit([increment(today(), key), naming([id])])).status).toBe(403);
      expect(await stored(today(), key)).toBe(5);
    }
  });
});
