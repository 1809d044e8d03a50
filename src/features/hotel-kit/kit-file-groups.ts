import { HOTEL_KIT_PAGE as W } from '../../content/hotel-kit';
import { KIT_FILES } from '../../domain/hotel-kit';

/** A date's files as the hotel's page groups them, each group under its heading. */
export const KIT_FILE_GROUPS = [
  { heading: W.posters, files: KIT_FILES.filter((file) => file.endsWith('.pdf')) },
  { heading: W.pictures, files: KIT_FILES.filter((file) => !file.endsWith('.pdf')) },
] as const;
