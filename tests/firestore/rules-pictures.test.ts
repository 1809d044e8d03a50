import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import { describeOnEmulator } from './emulator';
import { as, modular, ROLES, startRulesEnvironment, without } from './rules-env';

const ID = 'a1b2c3d4e5f60718';
const url = (width: number) =>
  `https://firebasestorage.googleapis.com/v0/b/demo-rules-pictures.appspot.com/o/pictures%2F${ID}-${width}.webp?alt=media&token=t`;
/** A picture record as the manager's browser writes it (src/data/firebase/picture-records.ts). */
const record = (overrides: Record<string, unknown> = {}) => ({
  alt: 'Tom Harries backstage at the lighting desk',
  width: 1600,
  height: 1200,
  variants: [320, 640, 1024, 1600].map((width) => ({ width, url: url(width) })),
  share: { url: url(0).replace('-0.webp', '-share.jpg') },
  bytes: 412_345,
  by: 'm@example.test',
  at: serverTimestamp(),
  ...overrides,
});

describeOnEmulator('firestore.rules: the hosted picture library (managers only)', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-pictures');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(modular(context), `pictures/${ID}`), record({ at: new Date() }));
    });
  });

  it('lets a manager add a picture record, as the upload writes it (with or without its share copy)', async () => {
    await assertSucceeds(setDoc(doc(as(env, 'manager'), 'pictures/0f1e2d3c4b5a6978'), record()));
    await assertSucceeds(
      setDoc(doc(as(env, 'manager'), 'pictures/1f1e2d3c4b5a6978'), without(record(), 'share')),
    );
  });

  it('refuses a record from a visitor or a signed-in account without the manager claim', async () => {
    for (const role of ['visitor', 'signed-in'] as const) {
      await assertFails(setDoc(doc(as(env, role), 'pictures/0f1e2d3c4b5a6978'), record()));
    }
  });

  it('lets nobody but managers read the library, and nobody change a record', async () => {
    for (const role of ['visitor', 'signed-in'] as const) {
      await assertFails(getDoc(doc(as(env, role), `pictures/${ID}`)));
      await assertFails(getDocs(collection(as(env, role), 'pictures')));
    }
    await assertSucceeds(getDocs(collection(as(env, 'manager'), 'pictures')));
    for (const role of ROLES) {
      await assertFails(updateDoc(doc(as(env, role), `pictures/${ID}`), { alt: 'Something else' }));
      await assertFails(setDoc(doc(as(env, role), `pictures/${ID}`), record({ alt: 'Overwritten' })));
    }
  });

  it('lets only a manager delete a record', async () => {
    await assertFails(deleteDoc(doc(as(env, 'visitor'), `pictures/${ID}`)));
    await assertFails(deleteDoc(doc(as(env, 'signed-in'), `pictures/${ID}`)));
    await assertSucceeds(deleteDoc(doc(as(env, 'manager'), `pictures/${ID}`)));
  });

  it("refuses a manager's record without alt text, with another's name or clock, or out of shape", async () => {
    const manager = as(env, 'manager');
    const write = (fields: Record<string, unknown>, id = '0f1e2d3c4b5a6978') =>
      setDoc(doc(manager, `pictures/${id}`), fields);
    for (const fields of [
      record({ alt: '   ' }),
      record({ alt: 'x'.repeat(251) }),
      without(record(), 'alt'),
      record({ by: 'someone.else@example.test' }),
      record({ at: new Date('2020-01-01') }),
      record({ width: 0 }),
      record({ height: 1.5 }),
      record({ variants: [] }),
      record({ variants: 'all of them' }),
      record({ bytes: -1 }),
      record({ original: 'gs://somewhere/IMG_0042.jpg' }),
      record({ share: 'https://example.com/a.jpg' }),
      record({ share: { url: 'x', width: 1200 } }),
    ]) {
      await assertFails(write(fields));
    }
    await assertFails(write(record(), 'Not-An-Id!'));
  });
});
