import type { UploadedPicture } from '../../domain/site-content/picture';
import type { LibraryPicture } from '../../domain/site-content/picture-uses';
import { DataError } from '../errors';

// Hosted Site content is not built yet (docs/decisions/0029-site-content-blocks.md): pictures wait for it.
const notYet = () =>
  Promise.reject(new DataError('unavailable', 'Pictures are uploaded on the embedded server only, for now.'));

export const uploadPicture = (_file: Blob, _alt: string): Promise<UploadedPicture> => notYet();
export const listPictures = (): Promise<LibraryPicture[]> => notYet();
export const deletePicture = (_id: string): Promise<void> => notYet();
