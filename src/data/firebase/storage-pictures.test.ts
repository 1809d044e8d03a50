import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PICTURE_MAX_BYTES } from '../../domain/site-content/picture';
import { PICTURE_REFUSALS } from '../../domain/site-content/picture-refusals';
import { isDataError } from '../errors';
import { uploadPicture } from './storage-pictures';

// A hosted manager's upload is refused in the embedded server's words before anything is resized or sent
// (docs/decisions/0033-pictures.md). The real SDK, on a project with no Storage bucket set and a Firestore
// nobody reaches: a refusal must come before either is asked anything.
let app: FirebaseApp | null = null;
const place = () => {
  app = initializeApp({ apiKey: 'test-key', projectId: 'demo-pictures' }, `pictures-${Date.now()}`);
  return { app, db: getFirestore(app) };
};
afterEach(async () => {
  if (app) await deleteApp(app);
  vi.restoreAllMocks();
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
