import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PICTURE_MAX_BYTES } from '../../domain/site-content/picture';
import { PICTURE_REFUSALS } from '../../domain/site-content/picture-refusals';
import { isDataError } from '../errors';
import { uploadPicture } from './storage-pictures';

// A hosted manager's upload is refused in the embedded server's words before anything is resized or sent
// (docs/decisions/0033-pictures.md): on a project with no Storage bucket set and a Firestore nobody reaches, a
// refusal must come before either is asked anything. Storage itself is a stand-in bucket whose uploads each
// test can hold back or fail, and the browser's resizing (a canvas jsdom lacks) answers two sizes and a share copy.
const bucket = vi.hoisted(() => ({
  files: new Set<string>(),
  landed: [] as string[],
  /** How the upload to `path` goes, before the file counts as stored. */
  upload: (_path: string): Promise<void> => Promise.resolve(),
}));
vi.mock('firebase/storage', () => {
  type Ref = { fullPath: string };
  return {
    getStorage: () => ({}),
    ref: (_storage: unknown, fullPath: string): Ref => ({ fullPath }),
    uploadBytes: async (where: Ref) => {
      await bucket.upload(where.fullPath);
      bucket.files.add(where.fullPath);
      bucket.landed.push(where.fullPath);
      return { ref: where };
    },
    getDownloadURL: async (where: Ref) => `https://bucket.test/${where.fullPath}`,
    deleteObject: async (where: Ref) => {
      if (!bucket.files.delete(where.fullPath))
        throw Object.assign(new Error('no such file'), { code: 'storage/object-not-found' });
    },
  };
});
vi.mock('./resize-in-browser', () => {
  const file = (width: number, height: number, type: string) => ({
    width,
    height,
    blob: new Blob(['x'], { type }),
  });
  return {
    resizeInBrowser: async () => ({
      files: [file(480, 320, 'image/webp'), file(960, 640, 'image/webp')],
      share: file(1200, 630, 'image/jpeg'),
    }),
  };
});

let app: FirebaseApp | null = null;
const place = (storageBucket?: string) => {
  const options = {
    apiKey: 'test-key',
    projectId: 'demo-pictures',
    ...(storageBucket ? { storageBucket } : {}),
  };
  app = initializeApp(options, `pictures-${Date.now()}`);
  return { app, db: getFirestore(app) };
};
afterEach(async () => {
  if (app) await deleteApp(app);
  vi.restoreAllMocks();
  bucket.files.clear();
  bucket.landed.length = 0;
  bucket.upload = () => Promise.resolve();
});

const JPEG_START = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0];
const HEIC_START = [0, 0, 0, 0x18, ...Array.from('ftypheic\0\0\0\0mif1heic', (c) => c.charCodeAt(0))];
const fileOf = (start: number[], size = 4096) => {
  const bytes = new Uint8Array(size);
  bytes.set(start);
  return new Blob([bytes]);
};

async function refusal(file: Blob, alt: string) {
  const failure = await uploadPicture(place(), file, alt, 'm@example.test').catch((error: unknown) => error);
  if (!isDataError(failure)) throw new Error(`expected a DataError, got ${String(failure)}`);
  return { kind: failure.kind, message: failure.message, fields: failure.fields };
}

describe('a hosted picture upload, refused before it is sent', () => {
  it('needs alt text', async () => {
    expect(await refusal(fileOf(JPEG_START), '   ')).toEqual({
      kind: 'invalid',
      message: 'Say what the picture shows, for people who cannot see it.',
      fields: { alt: 'Say what the picture shows, for people who cannot see it.' },
    });
  });

  it('tells a HEIC photo how to arrive as JPEG, whatever its name or declared type', async () => {
    const heic = new Blob([fileOf(HEIC_START)], { type: 'image/jpeg' });
    expect(await refusal(heic, 'The cast')).toMatchObject({
      kind: 'invalid',
      message: PICTURE_REFUSALS.heic,
    });
    expect(PICTURE_REFUSALS.heic).toMatch(/HEIC.*JPEG/);
  });

  it('refuses a file over 20 MB, and one that is not a picture', async () => {
    const large = await refusal(fileOf(JPEG_START, PICTURE_MAX_BYTES + 1), 'The cast');
    expect(large).toMatchObject({ kind: 'invalid', message: PICTURE_REFUSALS.tooLarge });
    const text = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' });
    expect(await refusal(text, 'The cast')).toMatchObject({ message: PICTURE_REFUSALS.notAPicture });
  });

  it('says so when the site has no Storage bucket, before resizing anything', async () => {
    const failure = await refusal(fileOf(JPEG_START), 'The cast');
    expect(failure.kind).toBe('unavailable');
    expect(failure.message).toContain('VITE_FIREBASE_STORAGE_BUCKET');
  });
});

describe('a hosted picture upload that fails part way', () => {
  it('leaves no file in the bucket, even one that lands after another upload failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    bucket.upload = (path) => {
      if (path.endsWith('-480.webp'))
        return Promise.reject(Object.assign(new Error('lost'), { code: 'storage/retry-limit-exceeded' }));
      // The share copy lands on a later turn of the event loop: after everything the failure set off at once.
      if (path.endsWith('-share.jpg')) return new Promise((landed) => setTimeout(landed));
      return Promise.resolve();
    };
    const failure = await uploadPicture(
      place('demo-pictures.appspot.com'),
      fileOf(JPEG_START),
      'The cast',
      'm@example.test',
    ).catch((error: unknown) => error);
    expect(isDataError(failure) && failure.message).toBe(
      'The picture storage did not answer. Please try again in a moment.',
    );
    await vi.waitFor(() => expect(bucket.landed.some((path) => path.endsWith('-share.jpg'))).toBe(true));
    expect([...bucket.files]).toEqual([]);
  });
});
