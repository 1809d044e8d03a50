import { deleteApp, initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore/lite';
import { afterAll, expect, it, vi } from 'vitest';
import type { LibraryPicture } from '../../domain/site-content/picture-uses';
import { hostedPictures } from './hosted-pictures';

// The Storage SDK is a large download that only an upload or a delete needs: a manager opening the picture
// library reads the Firestore records alone. The records answer from a stand-in (the emulator test,
// tests/firestore/hosted-pictures.test.ts, reads real ones); the SDK is the real one, watched for loading.
const loaded = vi.hoisted(() => ({ storageSdk: false }));
vi.mock('firebase/storage', async (original) => {
  loaded.storageSdk = true;
  return original();
});
const SPARE: LibraryPicture = {
  id: '0f1e2d3c4b5a6978',
  alt: 'The dining room before the guests arrive',
  width: 1600,
  height: 1200,
  variants: [{ width: 1600, url: 'https://bucket.test/pictures/0f1e2d3c4b5a6978-1600.webp' }],
  bytes: 123_456,
  by: 'manager@example.test',
  at: '2026-11-01T10:00:00.000Z',
  usedBy: [],
};
vi.mock('./picture-records', () => ({ listPictureRecords: () => Promise.resolve([SPARE]) }));

const app = initializeApp({ apiKey: 'test-key', projectId: 'demo-pictures' }, 'hosted-pictures-test');
afterAll(() => deleteApp(app));

it('lists the picture library without loading the Storage SDK', async () => {
  const manager = { email: 'manager@example.test', name: null, admin: true };
  const pictures = hostedPictures(app, getFirestore(app), (work) => work(manager));
  expect(await pictures.listPictures()).toEqual([SPARE]);
  expect(loaded.storageSdk).toBe(false);
});
