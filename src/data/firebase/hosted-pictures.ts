import type { DataPort } from '../port';

/**
 * Pictures on a hosted site (docs/decisions/0033-pictures.md): resized and stripped in the manager's browser,
 * then stored in Cloud Storage for Firebase. Loaded only when a manager uses them: nothing of it is in a
 * visitor's first load.
 */
const pictures = () => import('./storage-pictures');

export const HOSTED_PICTURES: Pick<DataPort, 'uploadPicture' | 'listPictures' | 'deletePicture'> = {
  uploadPicture: async (file, alt) => (await pictures()).uploadPicture(file, alt),
  listPictures: async () => (await pictures()).listPictures(),
  deletePicture: async (id) => (await pictures()).deletePicture(id),
};
