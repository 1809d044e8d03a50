import type { VenueFields } from '../../domain/venue';
import { venueSlug } from '../../domain/venue-slug';
import { readVenueDoc } from './legacy-venue';
import { slugKey } from './venue-store';

/** firestore.rules caps the list; the oldest addresses drop off first. */
export const MAX_FORMER_SLUGS = 20;

/**
 * The `formerSlugs` a listing should carry after an edit: what it had, plus its address before the edit
 * when the edit changes it (a renamed hotel, a moved date, another show).
 */
export function slugsAfterEdit(id: string, stored: Record<string, unknown>, fields: VenueFields): string[] {
  const kept = Array.isArray(stored.formerSlugs)
    ? stored.formerSlugs.filter((value): value is string => typeof value === 'string')
    : [];
  const before = readVenueDoc(id, stored);
  if (!before.ok) return kept.slice(-MAX_FORMER_SLUGS);
  const previous = slugKey(before.venue.show, venueSlug(before.venue));
  if (previous === slugKey(fields.show, venueSlug(fields)) || kept.includes(previous)) {
    return kept.slice(-MAX_FORMER_SLUGS);
  }
  return [...kept, previous].slice(-MAX_FORMER_SLUGS);
}
