import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore/lite';
import type { DataPort } from '../port';
import type { SignedInUser } from './session-types';

export type PicturePort = Pick<DataPort, 'uploadPicture' | 'listPictures' | 'deletePicture'>;

/**
 * Pictures on a hosted site (docs/decisions/0033-pictures.md): resized and stripped in the manager's browser,
 * then stored in Cloud Storage for Firebase (storage-pictures.ts). Loaded only when a manager uses them, with
 * the Storage SDK: nothing of it is in a visitor's first load. Each call checks the session first.
 */
const pictures = () => import('./storage-pictures');

export function hostedPictures(
  app: FirebaseApp,
  db: Firestore,
  managerCall: <T>(work: (manager: SignedInUser) => Promise<T>) => Promise<T>,
): PicturePort {
  const place = { app, db };
  return {
    uploadPicture: (file, alt) =>
      managerCall(async (manager) => (await pictures()).uploadPicture(place, file, alt, manager.email)),
    listPictures: () => managerCall(async () => (await pictures()).listPictures(place)),
    deletePicture: (id) => managerCall(async () => (await pictures()).deletePicture(place, id)),
  };
}
