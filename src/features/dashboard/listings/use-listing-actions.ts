import { useState } from 'react';
import { LISTINGS_WORDS, QUICK_STATUS_WORDS } from '../../../content/dashboard-listings';
import { useDataPort } from '../../../data/data-port-context';
import type { SeriesScope } from '../../../domain/venue-series';
import type { Venue } from '../../../domain/venue';
import type { VenueSelectionChange } from '../../../domain/venue-selection';
import { quickChange, undoChange, type QuickStatus } from './quick-status';
import { useDashboardData } from '../shared/dashboard-data';
import { failure, failureReason, success, type ActionResult } from '../shared/results';
import { useSingleFlight } from '../shared/use-single-flight';

const R = LISTINGS_WORDS.results;

/**
 * What the last delete moved to the trash, or the status a quick action replaced (`back`), offered back by
 * the undo toast until the next action.
 */
export interface Undoable {
  ids: string[];
  text: string;
  back?: { change: VenueSelectionChange; text: string };
}

/**
 * The actions of the Listings section on one or many listings, one at a time: each is one write (all or
 * nothing, one history record, src/data/port.ts), then every list reads again. A delete leaves an undo
 * that restores exactly what it moved; any later action replaces it.
 */
export function useListingActions() {
  const port = useDataPort();
  const { reloadVenues } = useDashboardData();
  const [result, setResult] = useState<ActionResult>(null);
  const [undoable, setUndoable] = useState<Undoable | null>(null);
  const { pending, run } = useSingleFlight();

  /** Runs one write; `undo` is what the toast can put back: a delete's listings, or a status replaced. */
  function act(write: () => Promise<{ text: string; undo?: string[]; back?: Undoable['back'] }>) {
    return run(async () => {
      setResult(null);
      setUndoable(null);
      try {
        const { text, undo, back } = await write();
        if (undo) setUndoable({ ids: undo, text, ...(back ? { back } : {}) });
        else setResult(success(text));
      } catch (error) {
        setResult(failure(R.failed + failureReason(error)));
      }
      await reloadVenues();
    });
  }

  return {
    result,
    undoable,
    pending,
    setSoldOut: (ids: string[], soldOut: boolean) =>
      act(async () => {
        await port.updateVenues(ids, { soldOut });
        return { text: soldOut ? R.soldOut(ids.length) : R.onSale(ids.length) };
      }),
    /** One date's status or seats set from its row, with an undo that sets them back. */
    setQuickStatus: (venue: Venue, label: string, action: QuickStatus) =>
      act(async () => {
        await port.updateVenues([venue.id], quickChange(action));
        return {
          text: (action === 'on-sale' && venue.availability === 'few-left'
            ? QUICK_STATUS_WORDS.done.plentyOfSeats
            : QUICK_STATUS_WORDS.done[action])(label),
          undo: [venue.id],
          back: { change: undoChange(venue, action), text: QUICK_STATUS_WORDS.undone(label) },
        };
      }),
    move: (ids: string[], shiftDays: number) =>
      act(async () => {
        await port.updateVenues(ids, { shiftDays });
        return { text: R.moved(ids.length, shiftDays) };
      }),
    remove: (ids: string[]) =>
      act(async () => {
        await port.deleteVenues(ids);
        return { text: R.deleted(ids.length), undo: ids };
      }),
    removeFromRun: (id: string, scope: SeriesScope) =>
      act(async () => {
        const moved = await port.deleteVenueSeries(id, scope);
        return { text: R.deleted(moved.length), undo: moved };
      }),
    undo: ({ ids, back }: Undoable) =>
      act(async () => {
        if (back) {
          await port.updateVenues(ids, back.change);
          return { text: back.text };
        }
        await port.restoreVenues(ids);
        return { text: R.restored(ids.length) };
      }),
    dismissUndo: () => setUndoable(null),
  };
}

export type ListingActions = ReturnType<typeof useListingActions>;
