import { trashCutoff, venueFields, type VenueChangeAction } from '../../src/domain/venue-change';
import type { Venue, VenueFields } from '../../src/domain/venue';
import type { Store } from '../db/store';

/**
 * Every change to a listing goes through here, so each one is stored in the same transaction as its
 * history entry (who, when, before, after): a change without its record, or the other way round, cannot
 * happen.
 */
export function createVenueWrites(
  store: Store,
  now: () => Date,
  /** Told of every listing written (before and after), inside its transaction: subscriber e-mails hang here. */
  onWritten: (before: Venue | null, after: Venue) => void = () => undefined,
) {
  const record = (
    venueId: string,
    action: VenueChangeAction,
    actor: string,
    before: Venue | null,
    after: Venue | null,
  ) =>
    store.venueChanges.record({
      venueId,
      action,
      actor,
      at: now(),
      before: before && venueFields(before),
      after: after && venueFields(after),
    });

  return {
    /** Stores every listing or none ('import' when they came from a CSV file). */
    createMany(list: readonly VenueFields[], actor: string, action: 'create' | 'import' = 'create'): Venue[] {
      return store.transaction(() =>
        list.map((fields) => {
          const venue = store.venues.create(fields, now());
          record(venue.id, action, actor, null, venue);
          onWritten(null, venue);
          return venue;
        }),
      );
    },
    /** Null when the listing no longer exists (or is in the trash). */
    update(id: string, fields: VenueFields, actor: string): Venue | null {
      return store.transaction(() => {
        const before = store.venues.find(id);
        if (!before) return null;
        const after = store.venues.update(id, fields);
        record(id, 'update', actor, before, after);
        if (after) onWritten(before, after);
        return after;
      });
    },
    /** Moves a listing to the trash; false when there is no such listing outside it. */
    trash(id: string, actor: string): boolean {
      return store.transaction(() => {
        const before = store.venues.find(id);
        if (!before || !store.venues.trash(id, now(), actor)) return false;
        record(id, 'delete', actor, before, null);
        return true;
      });
    },
    /**
     * Null when the listing is not in the trash; 'expired' when it went in more than TRASH_DAYS ago (it is
     * purged then and there, as the daily purge would have done).
     */
    restore(id: string, actor: string): Venue | 'expired' | null {
      return store.transaction(() => {
        const deletedAt = store.venues.trashedAt(id);
        if (deletedAt === null) return null;
        const cutoff = trashCutoff(now());
        if (new Date(deletedAt) < cutoff) {
          store.venues.purgeTrashedBefore(cutoff);
          return 'expired';
        }
        const venue = store.venues.restore(id);
        if (venue) {
          record(id, 'restore', actor, null, venue);
          onWritten(null, venue);
        }
        return venue;
      });
    },
    /** Deletes for good what has been in the trash longer than TRASH_DAYS; the history stays. */
    purgeExpired(): number {
      return store.venues.purgeTrashedBefore(trashCutoff(now()));
    },
  };
}

export type VenueWrites = ReturnType<typeof createVenueWrites>;
