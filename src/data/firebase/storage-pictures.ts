import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore/lite';
import {
  deleteObject,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import {
  PICTURE_FILE_BUDGET,
  PICTURE_MAX_BYTES,
  PICTURE_WIDTHS,
  pictureAltSchema,
  type UploadedPicture,
} from '../../domain/site-content/picture';
import {
  PICTURE_REFUSALS,
  PICTURE_SNIFF_BYTES,
  pictureKind,
} from '../../domain/site-content/picture-refusals';
import { SHARE_PICTURE_SIZE } from '../../domain/share-picture-size';
import { DataError } from '../errors';
import { addPictureRecord, findPictureRecord, removePictureRecord } from './picture-records';
import { resizeInBrowser } from './resize-in-browser';

/**
 * Pictures on a hosted site (docs/decisions/0033-pictures.md, docs/hosted-mode.md): checked as the embedded
 * server checks them, resized and stripped in the manager's browser, stored in Cloud Storage for Firebase as
 * `pictures/<id>-<width>.webp` (storage.rules), and listed from a Firestore record (picture-records.ts).
 * This module and the Storage SDK load only when a manager uploads or deletes a picture (hosted-pictures.ts).
 */

export interface PicturePlace {
  app: FirebaseApp;
  db: Firestore;
}

const NO_BUCKET =
  'This site has no picture storage yet: whoever deploys it sets VITE_FIREBASE_STORAGE_BUCKET (docs/hosted-mode.md, Pictures).';
// A stored file's name carries a random id, so it never names other bytes: browsers may keep it for a year.
const metadataOf = (contentType: string) => ({
  contentType,
  cacheControl: 'public, max-age=31536000, immutable',
});

const invalid = (message: string, field: 'file' | 'alt' = 'file') =>
  new DataError('invalid', message, { [field]: message });

/** Storage's own errors in the port's words (https://firebase.google.com/docs/storage/web/handle-errors). */
function storageError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('storage/')) return error;
  console.warn('[storage]', error);
  if (code === 'storage/unauthenticated') return new DataError('signed-out', 'Please sign in first.');
  if (code === 'storage/unauthorized')
    return new DataError('forbidden', 'Cloud Storage refused the picture: your account may not upload.');
  if (code === 'storage/no-default-bucket') return new DataError('unavailable', NO_BUCKET);
  if (code === 'storage/quota-exceeded')
    return new DataError('rate-limited', 'The picture storage is full for now. Please try again later.');
  return new DataError('unavailable', 'The picture storage did not answer. Please try again in a moment.');
}

function storageOf(place: PicturePlace): FirebaseStorage {
  if (!place.app.options.storageBucket) throw new DataError('unavailable', NO_BUCKET);
  return getStorage(place.app);
}

// A picture's files in the bucket (storage.rules): `<id>-<width>.webp`, and its share copy `<id>-share.jpg`.
const webpPath = (id: string, width: number) => `pictures/${id}-${width}.webp`;
const sharePath = (id: string) => `pictures/${id}-share.jpg`;
const filePaths = (id: string, widths: readonly number[]) => [
  ...widths.map((width) => webpPath(id, width)),
  sharePath(id),
];

/** Deletes a picture's files; one already gone (or never made) counts as deleted. */
const deleteFiles = (storage: FirebaseStorage, id: string, widths: readonly number[]) =>
  Promise.all(
    filePaths(id, widths).map((path) =>
      deleteObject(ref(storage, path)).catch((error: unknown) => {
        if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
      }),
    ),
  );

/** Stores one file and answers its download address. */
async function store(storage: FirebaseStorage, path: string, blob: Blob): Promise<string> {
  const stored = await uploadBytes(ref(storage, path), blob, metadataOf(blob.type));
  return getDownloadURL(stored.ref);
}

/**
 * Waits for every upload to land or fail, then throws the first failure. Stopping at the first failure would
 * let the cleanup run while other files are still on their way: they would land after it, public, in no
 * record, and nothing would ever remove them.
 */
async function allLanded(uploads: readonly unknown[]): Promise<void> {
  const failed = (await Promise.allSettled(uploads)).find((upload) => upload.status === 'rejected');
  if (failed) throw failed.reason;
}

/** 16 random hex digits, as the embedded server names its pictures (PICTURE_ID). */
const newPictureId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/** Refuses what the embedded server refuses, in its words, before anything is resized or sent. */
async function checkUpload(file: Blob, alt: string): Promise<string> {
  const altText = pictureAltSchema.safeParse(alt);
  if (!altText.success) throw invalid(altText.error.issues[0]?.message ?? 'Add alt text.', 'alt');
  if (file.size === 0) throw invalid(PICTURE_REFUSALS.noFile);
  if (file.size > PICTURE_MAX_BYTES) throw invalid(PICTURE_REFUSALS.tooLarge);
  const kind = pictureKind(new Uint8Array(await file.slice(0, PICTURE_SNIFF_BYTES).arrayBuffer()));
  if (kind === 'heic') throw invalid(PICTURE_REFUSALS.heic);
  if (kind === 'unknown') throw invalid(PICTURE_REFUSALS.notAPicture);
  return altText.data;
}

export async function uploadPicture(
  place: PicturePlace,
  file: Blob,
  alt: string,
  by: string,
): Promise<UploadedPicture> {
  const altText = await checkUpload(file, alt);
  const storage = storageOf(place);
  const resized = await resizeInBrowser(file, PICTURE_WIDTHS, PICTURE_FILE_BUDGET, SHARE_PICTURE_SIZE).catch(
    () => {
      throw invalid(PICTURE_REFUSALS.notAPicture);
    },
  );
  const id = newPictureId();
  const widths = resized.files.map(({ width }) => width);
  try {
    const variantUploads = resized.files.map(async ({ width, blob }) => ({
      width,
      url: await store(storage, webpPath(id, width), blob),
    }));
    const shareUpload = resized.share ? store(storage, sharePath(id), resized.share.blob) : null;
    await allLanded([...variantUploads, shareUpload]);
    const [variants, share] = await Promise.all([Promise.all(variantUploads), shareUpload]);
    const largest = resized.files.at(-1) ?? { width: 1, height: 1 };
    const picture: UploadedPicture = {
      id,
      alt: altText,
      width: largest.width,
      height: largest.height,
      variants,
      ...(share ? { share: { url: share } } : {}),
    };
    const bytes = [...resized.files, ...(resized.share ? [resized.share] : [])].reduce(
      (sum, { blob }) => sum + blob.size,
      0,
    );
    await addPictureRecord(place.db, { ...picture, bytes }, by);
    return picture;
  } catch (error) {
    // Files with no record would be nobody's to delete: they go again (what was never stored is skipped).
    await deleteFiles(storage, id, widths).catch((failed: unknown) =>
      console.warn('[storage] a picture file was not removed', failed),
    );
    throw storageError(error);
  }
}

/**
 * Refused while a block's draft or any published version uses the picture; otherwise its files go first, then
 * its record, so a failure half way leaves it listed and a second Delete finishes the job.
 */
export async function deletePicture(place: PicturePlace, id: string): Promise<void> {
  const picture = await findPictureRecord(place.db, id);
  if (!picture) throw new DataError('not-found', PICTURE_REFUSALS.noSuchPicture);
  if (picture.usedBy.length > 0) throw new DataError('conflict', PICTURE_REFUSALS.inUse(picture.usedBy));
  const storage = storageOf(place);
  try {
    await deleteFiles(
      storage,
      id,
      picture.variants.map(({ width }) => width),
    );
  } catch (error) {
    throw storageError(error);
  }
  await removePictureRecord(place.db, id);
}
