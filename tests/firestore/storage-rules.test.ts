import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * storage.rules on the Cloud Storage emulator. That emulator needs Java 21 (firebase-tools), which this
 * project's CI image lacks: these tests run where STORAGE_EMULATOR_HOST names a running one, and skip loudly
 * elsewhere (docs/hosted-mode.md, "Testing storage.rules").
 */
const host = process.env.STORAGE_EMULATOR_HOST;
if (!host) console.warn('[storage-rules] STORAGE_EMULATOR_HOST is not set: storage.rules tests SKIPPED.');

const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
const NAME = 'pictures/0123456789abcdef-640.webp';

describe.skipIf(!host)('storage.rules', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    const [hostname = '127.0.0.1', port = '9199'] = (host ?? '').split(':');
    env = await initializeTestEnvironment({
      projectId: 'demo-queen-of-the-ocean',
      storage: { host: hostname, port: Number(port), rules: readFileSync('storage.rules', 'utf8') },
    });
  });
  afterAll(() => env.cleanup());

  const manager = () => env.authenticatedContext('manager', { admin: true }).storage();
  const signedIn = () => env.authenticatedContext('someone').storage();
  const visitor = () => env.unauthenticatedContext().storage();
  const webp = { contentType: 'image/webp' };
  type Storage = ReturnType<typeof manager>;
  // An upload task is a thenable, not a promise: assertFails and assertSucceeds take the promise.
  const put = (storage: Storage, path: string, data: Uint8Array, meta: { contentType: string }) =>
    new Promise<unknown>((resolve, reject) => {
      storage.ref(path).put(data, meta).then(resolve, reject);
    });

  it('lets a manager store a WebP picture under a name the site makes, and anyone read it', async () => {
    await assertSucceeds(put(manager(), NAME, WEBP, webp));
    await assertSucceeds(visitor().ref(NAME).getDownloadURL());
  });

  it('lets only a manager list the pictures', async () => {
    await assertSucceeds(put(manager(), NAME, WEBP, webp));
    await assertFails(visitor().ref('pictures').listAll());
    await assertFails(signedIn().ref('pictures').listAll());
    await assertSucceeds(manager().ref('pictures').listAll());
  });

  it('refuses a visitor and a signed-in account that is not a manager', async () => {
    await assertFails(put(visitor(), 'pictures/aaaaaaaaaaaaaaaa-320.webp', WEBP, webp));
    await assertFails(put(signedIn(), 'pictures/aaaaaaaaaaaaaaaa-320.webp', WEBP, webp));
    await assertFails(visitor().ref(NAME).delete());
  });

  it('refuses other types, files of 1 MB or more, other names and overwrites', async () => {
    const spare = 'pictures/bbbbbbbbbbbbbbbb-320.webp';
    await assertFails(put(manager(), spare, WEBP, { contentType: 'image/jpeg' }));
    await assertFails(put(manager(), spare, new Uint8Array(1024 * 1024), webp));
    await assertFails(put(manager(), 'pictures/photo.jpg', WEBP, webp));
    await assertFails(put(manager(), 'elsewhere/bbbbbbbbbbbbbbbb-320.webp', WEBP, webp));
    await assertSucceeds(put(manager(), 'pictures/cccccccccccccccc-320.webp', WEBP, webp));
    await assertFails(put(manager(), 'pictures/cccccccccccccccc-320.webp', WEBP, webp));
  });

  it('lets a manager store the JPEG share copy as `<id>-share.jpg`, and nothing else as JPEG', async () => {
    const jpeg = { contentType: 'image/jpeg' };
    const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    await assertSucceeds(put(manager(), 'pictures/0123456789abcdef-share.jpg', JPEG, jpeg));
    await assertSucceeds(visitor().ref('pictures/0123456789abcdef-share.jpg').getDownloadURL());
    await assertFails(put(manager(), 'pictures/dddddddddddddddd-share.jpg', WEBP, webp));
    await assertFails(put(manager(), 'pictures/dddddddddddddddd-640.jpg', JPEG, jpeg));
    await assertFails(put(signedIn(), 'pictures/eeeeeeeeeeeeeeee-share.jpg', JPEG, jpeg));
  });
});

/**
 * The rules' text, where the Storage emulator cannot run: `read` grants `list` as well as `get`, so a visitor
 * would list the whole library, drafts' pictures included.
 */
describe('storage.rules, as written', () => {
  const text = readFileSync('storage.rules', 'utf8').replace(/\/\/.*$/gm, '');
  const grants = [...text.matchAll(/allow\s+([a-z,\s]+?)\s*:\s*if\s+([^;]+);/g)].map(
    ([, methods, condition]) => ({
      methods: (methods ?? '').split(',').map((method) => method.trim()),
      condition: (condition ?? '').replace(/\s+/g, ' ').trim(),
    }),
  );
  const MANAGER = "request.auth != null && request.auth.token.get('admin', false) == true";

  it('lets anyone get a picture by its address', () => {
    expect(grants).toContainEqual({ methods: ['get'], condition: 'true' });
  });

  it('lets nobody but a manager list, whatever the statement says it grants', () => {
    const listing = grants.filter(({ methods }) => methods.some((m) => ['read', 'list'].includes(m)));
    expect(listing.length).toBeGreaterThan(0);
    for (const { condition } of listing) expect([MANAGER, 'false']).toContain(condition);
  });
});
