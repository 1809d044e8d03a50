import { KIT_FILES } from '../../domain/hotel-kit';

export const KIT_POSTERS = KIT_FILES.filter((file) => file.endsWith('.pdf'));
export const KIT_PICTURES = KIT_FILES.filter((file) => !file.endsWith('.pdf'));
