import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore/lite';
import type { DataPort } from '../port';
import type { SignedInUser } from './session-types';

export type PicturePort = Pick<DataPort, 'uploadPicture' | 'listPictures' | 'deletePicture'>;

/**
 * Pictures on a hosted site (docs/decisions/0033-pictures.md): resized and stripped in the manager's browser,
 * then stored in Cloud Storage for Firebase (storage-pictures.ts). Loaded only when a manager uses them:
 * nothing of it is in a visitor's first load. Listing reads only the Firestore records (picture-records.ts),
 * so the Storage SDK loads for an upload or a delete, not for opening the library. Each call checks the
 * session first.
 */
const storedPictures = () => import('./storage-pictures');
const pictureRecords = () => import('./picture-records');

export function hostedPictures(
  app: FirebaseApp,
  db: Firestore,
  managerCall: <T>(work: (manager: SignedInUser) => Promise<T>) => Promise<T>,
): PicturePort {
  const place = { app, db };
  return {
    uploadPicture: (file, alt) =>
      managerCall(async (manager) => (await storedPictures()).uploadPicture(place, file, alt, manager.email)),
    listPictures: () => managerCall(async () => (await pictureRecords()).listPictureRecords(db)),
    deletePicture: (id) => managerCall(async () => (await storedPictures()).deletePicture(place, id)),
  };
}
