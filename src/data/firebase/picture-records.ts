import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { pictureUses, type LibraryPicture, type PictureUse } from '../../domain/site-content/picture-uses';
import type { UploadedPicture } from '../../domain/site-content/picture';
import { readEveryBody } from './content-store';
import { readTimestamp } from './timestamps';

/**
 * The hosted picture library (docs/hosted-mode.md, Pictures): one Firestore document per picture in
 * `pictures/{id}`, with what a block stores of it (alt, size, its files' addresses) and who uploaded it
 * when. Managers only (firestore.rules): a visitor's page renders the reference kept inside the block.
 */

export const PICTURES = 'pictures';

/** The stored files' total size, who and when, beside the reference a block stores. */
export interface PictureRecord extends UploadedPicture {
  bytes: number;
}

export async function addPictureRecord(db: Firestore, picture: PictureRecord, by: string): Promise<void> {
  const { id, ...fields } = picture;
  await setDoc(doc(db, PICTURES, id), { ...fields, by, at: serverTimestamp() });
}

function libraryPicture(id: string, data: DocumentData, usedBy: PictureUse[]): LibraryPicture {
  return {
    id,
    alt: String(data.alt),
    width: Number(data.width),
    height: Number(data.height),
    variants: (data.variants as { width: number; url: string }[]).map(({ width, url }) => ({ width, url })),
    ...(typeof data.share?.url === 'string' ? { share: { url: data.share.url as string } } : {}),
    bytes: Number(data.bytes),
    by: String(data.by),
    at: readTimestamp(data.at) ?? '',
    usedBy,
  };
}

/** What uses each picture: every draft and published version of every block (picture-uses.ts). */
async function usesOfPictures(db: Firestore): Promise<Map<string, PictureUse[]>> {
  const { bodies, live } = await readEveryBody(db);
  return pictureUses(bodies, live);
}

/** Every picture, newest first, with the blocks that use it. */
export async function listPictureRecords(db: Firestore): Promise<LibraryPicture[]> {
  const [records, uses] = await Promise.all([getDocs(collection(db, PICTURES)), usesOfPictures(db)]);
  return records.docs
    .map((record) => libraryPicture(record.id, record.data(), uses.get(record.id) ?? []))
    .sort((a, b) => b.at.localeCompare(a.at));
}

/** One picture with its uses, or null when there is no such picture. */
export async function findPictureRecord(db: Firestore, id: string): Promise<LibraryPicture | null> {
  const [record, uses] = await Promise.all([getDoc(doc(db, PICTURES, id)), usesOfPictures(db)]);
  const data = record.data();
  return data ? libraryPicture(id, data, uses.get(id) ?? []) : null;
}

export const removePictureRecord = (db: Firestore, id: string) => deleteDoc(doc(db, PICTURES, id));
