import { SITE_CONTENT_COPY } from '../../../content/dashboard-site-content';

/**
 * Why a manager cannot upload pictures here, or null when they can: a hosted build with no Cloud Storage
 * bucket (not set up yet, or npm run hosted:local, which runs no Storage emulator) says so before anyone
 * chooses a file, rather than after a file, alt text and Upload. Fixed when the build is made.
 */
export const PICTURE_UPLOADS_UNAVAILABLE: string | null =
  import.meta.env.VITE_BACKEND === 'firebase' && !import.meta.env.VITE_FIREBASE_STORAGE_BUCKET
    ? SITE_CONTENT_COPY.picture.noStorage
    : null;
