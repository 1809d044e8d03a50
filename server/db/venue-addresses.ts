import type { Venue } from '../../src/domain/venue';
import { venueSlug } from '../../src/domain/venue-slug';
import type { Db } from './database';

/**
 * The addresses date pages used to have (table venue_slugs, migration 004): an edit that changes a
 * listing's date, hotel or show changes its address, and the old one must still lead to it; a trashed or
 * purged listing's address answers "gone" rather than "never existed". Current addresses are derived from
 * the listings themselves, so only former ones are kept.
 */
export function createVenueAddresses(db: Db) {
  const owner = db.prepare<[string, string], { venue_id: string }>(
    'SELECT venue_id FROM venue_slugs WHERE show = ? AND slug = ?',
  );
  // The newest listing to leave an address owns it: that is the one a visitor most likely followed.
  const upsert = db.prepare<[string, string, string]>(
    `INSERT INTO venue_slugs (show, slug, venue_id) VALUES (?, ?, ?)
       ON CONFLICT (show, slug) DO UPDATE SET venue_id = excluded.venue_id`,
  );
  return {
    remember(venue: Venue): void {
      upsert.run(venue.show, venueSlug(venue), venue.id);
    },
    /** The id of the listing that last had this address, or null. */
    formerOwner(show: string, slug: string): string | null {
      return owner.get(show, slug)?.venue_id ?? null;
    },
  };
}
