import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { SEED_CONTENT } from '../../src/content/site-content-seed';
import { isDataError } from '../../src/data/errors';
import { PICTURE_REFUSALS } from '../../src/domain/site-content/picture-refusals';
import { describeOnEmulator } from './emulator';
import { makeFirebaseHarness, readRaw, storeRaw, type FirebaseHarness } from './firebase-harness';

const PROJECT = 'demo-hosted-pictures';
const storageUrl = (id: string, width: number) =>
  `https://firebasestorage.googleapis.com/v0/b/demo-hosted-pictures.appspot.com/o/pictures%2F${id}-${width}.webp?alt=media&token=t`;
/** A picture as the upload leaves it: its reference, and the record beside it (picture-records.ts). */
const picture = (id: string, alt: string) => ({
  id,
  alt,
  width: 1600,
  height: 1200,
  variants: [640, 1600].map((width) => ({ width, url: storageUrl(id, width) })),
});
const USED = picture('a1b2c3d4e5f60718', 'Tom Harries backstage');
const SPARE = picture('0f1e2d3c4b5a6978', 'The dining room before the guests arrive');
const record = ({ id: _id, ...reference }: ReturnType<typeof picture>, at: string) => ({
  ...reference,
  bytes: 123_456,
  by: 'manager@example.test',
  at: new Date(at),
});

/** The seed's team with the first member's photo. */
const teamWithPhoto = () => {
  const [first, ...rest] = SEED_CONTENT.team.members;
  if (!first) throw new Error('the seed has no team');
  return { ...SEED_CONTENT.team, members: [{ ...first, photo: USED }, ...rest] };
};

const failureOf = async (work: Promise<unknown>) => {
  const failure = await work.catch((error: unknown) => error);
  if (!isDataError(failure)) throw new Error(`expected a DataError, got ${String(failure)}`);
  return { kind: failure.kind, message: failure.message };
};

describeOnEmulator('the hosted picture library (Firestore records, uses from drafts and versions)', () => {
  let h: FirebaseHarness;
  beforeAll(() => {
    h = makeFirebaseHarness(PROJECT);
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await h.reset();
    await storeRaw(PROJECT, {
      [`pictures/${USED.id}`]: record(USED, '2026-11-01T10:00:00Z'),
      [`pictures/${SPARE.id}`]: record(SPARE, '2026-11-02T10:00:00Z'),
    });
  });

  it('lists every picture newest first, with the drafts and versions that use it', async () => {
    const state = await h.manager.saveContentDraft('team', teamWithPhoto(), 0);
    let library = await h.manager.listPictures();
    expect(library.map(({ id, usedBy }) => [id, usedBy])).toEqual([
      [SPARE.id, []],
      [USED.id, [{ block: 'team', version: null, live: false }]],
    ]);
    expect(library[1]).toMatchObject({ ...USED, bytes: 123_456, by: 'manager@example.test' });
    expect(library[1]?.at).toBe('2026-11-01T10:00:00.000Z');

    await h.manager.publishContent('team', state.revision);
    library = await h.manager.listPictures();
    expect(library.find(({ id }) => id === USED.id)?.usedBy).toEqual([
      { block: 'team', version: 1, live: true },
    ]);
  });

  it('refuses to delete a picture a published version uses, in the embedded server’s words, and keeps it', async () => {
    const state = await h.manager.saveContentDraft('team', teamWithPhoto(), 0);
    await h.manager.publishContent('team', state.revision);
    // Published again without it: the old version still counts, since it can be restored.
    const later = await h.manager.saveContentDraft(
      'team',
      SEED_CONTENT.team,
      (await h.manager.readSiteContent()).blocks.find((b) => b.block === 'team')?.revision ?? 0,
    );
    await h.manager.publishContent('team', later.revision);
    expect(await failureOf(h.manager.deletePicture(USED.id))).toEqual({
      kind: 'conflict',
      message: PICTURE_REFUSALS.inUse([{ block: 'team', version: 1, live: false }]),
    });
    expect(PICTURE_REFUSALS.inUse([{ block: 'team', version: 1, live: false }])).toContain(
      'Our team (version 1)',
    );
    expect((await readRaw(PROJECT, 'pictures')).map(({ id }) => id)).toContain(USED.id);
  });

  it('says when there is no such picture, and keeps a record when Storage is not set up', async () => {
    expect(await failureOf(h.manager.deletePicture('ffffffffffffffff'))).toMatchObject({
      kind: 'not-found',
      message: PICTURE_REFUSALS.noSuchPicture,
    });
    // The emulator build names no bucket: the files cannot be deleted, so the record stays for another try.
    expect(await failureOf(h.manager.deletePicture(SPARE.id))).toMatchObject({ kind: 'unavailable' });
    expect(await readRaw(PROJECT, 'pictures')).toHaveLength(2);
  });

  it('lists nothing to a visitor or a signed-in account without the manager claim', async () => {
    expect(await failureOf(h.visitor.listPictures())).toMatchObject({ kind: 'signed-out' });
    expect(await failureOf(h.stranger.listPictures())).toMatchObject({ kind: 'forbidden' });
    expect(await failureOf(h.stranger.deletePicture(SPARE.id))).toMatchObject({ kind: 'forbidden' });
  });
});
