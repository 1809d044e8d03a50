import { randomUUID } from 'node:crypto';
import { trashCutoff, venueFields, type VenueChangeAction } from '../../src/domain/venue-change';
import { applySelectionChange, type VenueSelectionChange } from '../../src/domain/venue-selection';
import { seriesEdit, seriesMembers, type SeriesScope } from '../../src/domain/venue-series';
import type { Venue, VenueFields } from '../../src/domain/venue';
import type { ImportStep } from '../../src/domain/venue-import';
import type { Store } from '../db/store';
import type { Hotel } from '../../src/domain/hotel';
import { atHotel, differsFromHotel } from '../../src/domain/hotel-places';
import { alreadyListedRefusal } from '../../src/domain/same-listing';

/** Some of the chosen listings are not there (deleted meanwhile, or never were): nothing was written. */
export interface Missing {
  missing: string[];
}

export const isMissing = (value: unknown): value is Missing =>
  typeof value === 'object' && value !== null && 'missing' in value;

/** Some of the listings to add are there already (the same show at the same hotel on the same day): nothing was written. */
export interface AlreadyListed {
  alreadyListed: string;
}

interface Touched {
  before: Venue | null;
  after: Venue | null;
  venueId: string;
}

/**
 * Every change to a listing goes through here, so each one is stored in the same transaction as its
 * history record (who, when, each listing's before and after): a change without its record, or the other
 * way round, cannot happen. One write of the manager's (one listing, a run, a selection, a batch, an
 * import) is one record naming every listing it touched, and happens whole or not at all.
 */
export function createVenueWrites(
  store: Store,
  now: () => Date,
  /**
   * Told of every listing written (before and after; after null: moved to the trash), inside its
   * transaction: subscriber e-mails hang here.
   */
  onWritten: (before: Venue | null, after: Venue | null) => void = () => undefined,
) {
  const record = (action: VenueChangeAction, actor: string, touched: readonly Touched[]) =>
    store.venueChanges.record({
      action,
      actor,
      at: now(),
      changes: touched.map(({ venueId, before, after }) => ({
        venueId,
        before: before && venueFields(before),
        after: after && venueFields(after),
      })),
    });

  /** The live listings of `ids`, in that order, or which of them are missing. */
  const liveOnes = (ids: readonly string[]): Venue[] | Missing => {
    const found = ids.map((id) => store.venues.find(id));
    const missing = ids.filter((_, index) => !found[index]);
    return missing.length > 0 ? { missing } : (found as Venue[]);
  };

  /** Writes each listing's new fields (all are live: the caller checked, in this transaction). */
  const editAll = (targets: readonly Venue[], edit: (venue: Venue) => VenueFields, actor: string) => {
    const touched = targets.map((before) => {
      const after = store.venues.update(before.id, edit(before));
      if (!after) throw new Error(`listing ${before.id} left during its own transaction`);
      return { venueId: before.id, before, after };
    });
    record('update', actor, touched);
    for (const { before, after } of touched) onWritten(before, after);
    return touched.map((t) => t.after);
  };

  const trashAll = (targets: readonly Venue[], actor: string): string[] => {
    // One moment for all of them: the trash offers to restore together what was deleted at one moment.
    const at = now();
    for (const venue of targets) {
      if (!store.venues.trash(venue.id, at, actor)) throw new Error(`listing ${venue.id} left mid-delete`);
      onWritten(venue, null);
    }
    record(
      'delete',
      actor,
      targets.map((before) => ({ venueId: before.id, before, after: null })),
    );
    return targets.map((venue) => venue.id);
  };

  /** The listing and the run's dates `scope` reaches; null when the listing is gone. */
  const runOf = (id: string, scope: SeriesScope) => {
    const target = store.venues.find(id);
    if (!target) return null;
    const run = target.seriesId ? store.venues.listSeries(target.seriesId) : [target];
    return { target, members: seriesMembers(run, target, scope) };
  };

  return {
    /**
     * Stores every listing or none. Two or more created together (a batch of dates) form a run: they share
     * a new series id. None when one of them is listed already, or twice in `list`.
     */
    createMany(list: readonly VenueFields[], actor: string): Venue[] | AlreadyListed {
      const seriesId = list.length > 1 ? randomUUID() : null;
      return store.transaction(() => {
        const alreadyListed = alreadyListedRefusal(store.venues.listAll(), list);
        if (alreadyListed !== null) return { alreadyListed };
        const venues = list.map((fields) => store.venues.create(fields, now(), seriesId));
        record(
          'create',
          actor,
          venues.map((after) => ({ venueId: after.id, before: null, after })),
        );
        for (const venue of venues) onWritten(null, venue);
        return venues;
      });
    },
    /**
     * An import's writes in file order, one record: rows without an id add a listing, rows with one change
     * that listing. Missing when a listing to change has gone (nothing is written then).
     */
    importFile(steps: readonly ImportStep[], actor: string): Venue[] | Missing {
      return store.transaction(() => {
        const targets = liveOnes(steps.flatMap((step) => (step.id ? [step.id] : [])));
        if (isMissing(targets)) return targets;
        const touched = steps.map((step) => {
          const before = step.id ? store.venues.find(step.id) : null;
          const after = before
            ? store.venues.update(before.id, step.fields)
            : store.venues.create(step.fields, now());
          if (!after) throw new Error(`listing ${step.id} left during its own import`);
          return { venueId: after.id, before, after };
        });
        record('import', actor, touched);
        for (const { before, after } of touched) onWritten(before, after);
        return touched.map((t) => t.after);
      });
    },
    /** Null when the listing no longer exists (or is in the trash). */
    update(id: string, fields: VenueFields, actor: string): Venue | null {
      return store.transaction(() => {
        const before = store.venues.find(id);
        return before ? (editAll([before], () => fields, actor)[0] ?? null) : null;
      });
    },
    /** One date of a run edited, and the dates `scope` reaches with it; null when the listing is gone. */
    updateSeries(id: string, fields: VenueFields, scope: SeriesScope, actor: string): Venue[] | null {
      return store.transaction(() => {
        const run = runOf(id, scope);
        return run && editAll(run.members, (member) => seriesEdit(member, run.target, fields), actor);
      });
    },
    /** The same change to each chosen listing, all or none. */
    updateSelection(ids: readonly string[], change: VenueSelectionChange, actor: string): Venue[] | Missing {
      return store.transaction(() => {
        const targets = liveOnes(ids);
        if (isMissing(targets)) return targets;
        return editAll(targets, (venue) => applySelectionChange(venueFields(venue), change), actor);
      });
    },
    /**
     * The hotel's listings (not in the trash) take its name, address and city, in one record: a hotel
     * renamed, or moved to its true address, shows so on all its dates. Run inside the hotel's own write.
     */
    followHotel(hotel: Hotel, actor: string): Venue[] {
      return store.transaction(() => {
        const moving = store.venues
          .listAll()
          .filter((venue) => venue.hotelId === hotel.id && differsFromHotel(venue, hotel));
        return moving.length > 0 ? editAll(moving, (venue) => atHotel(venueFields(venue), hotel), actor) : [];
      });
    },
    /** Moves a listing to the trash; false when there is no such listing outside it. */
    trash(id: string, actor: string): boolean {
      return store.transaction(() => {
        const before = store.venues.find(id);
        return before ? trashAll([before], actor).length === 1 : false;
      });
    },
    /** One date of a run into the trash, and the dates `scope` reaches with it; null when it is gone. */
    trashSeries(id: string, scope: SeriesScope, actor: string): string[] | null {
      return store.transaction(() => {
        const run = runOf(id, scope);
        return run && trashAll(run.members, actor);
      });
    },
    /** Each chosen listing into the trash, all or none. */
    trashSelection(ids: readonly string[], actor: string): string[] | Missing {
      return store.transaction(() => {
        const targets = liveOnes(ids);
        return isMissing(targets) ? targets : trashAll(targets, actor);
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
          record('restore', actor, [{ venueId: id, before: null, after: venue }]);
          onWritten(null, venue);
        }
        return venue;
      });
    },
    /** Each chosen listing out of the trash (the undo of a delete), all or none; expired ones are missing. */
    restoreSelection(ids: readonly string[], actor: string): Venue[] | Missing {
      return store.transaction(() => {
        const cutoff = trashCutoff(now()).toISOString();
        const missing = ids.filter((id) => (store.venues.trashedAt(id) ?? '') < cutoff);
        if (missing.length > 0) return { missing };
        const venues = ids.map((id) => store.venues.restore(id) as Venue);
        record(
          'restore',
          actor,
          venues.map((after) => ({ venueId: after.id, before: null, after })),
        );
        for (const venue of venues) onWritten(null, venue);
        return venues;
      });
    },
    /** Deletes for good what has been in the trash longer than TRASH_DAYS; the history stays. */
    purgeExpired(): number {
      return store.venues.purgeTrashedBefore(trashCutoff(now()));
    },
  };
}

export type VenueWrites = ReturnType<typeof createVenueWrites>;
