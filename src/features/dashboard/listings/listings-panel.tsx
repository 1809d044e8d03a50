import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { LISTINGS_WORDS as W } from '../../../content/dashboard-listings';
import type { Venue } from '../../../domain/venue';
import { useDashboardData } from '../shared/dashboard-data';
import { filterListings, NO_FILTER, type ListingsFilter } from './listings-filter';
import { ListingsFilters } from './listings-filters';
import { ListingsTable } from './listings-table';
import { Pager } from '../shared/pager';
import { paginate } from '../shared/paging';
import { ResultMessage } from '../shared/result-message';
import { SelectionBar } from './selection-bar';
import { SeriesDeleteDialog } from './series-delete-dialog';
import { inRun, runCounts } from './series-scope';
import { UndoToast } from './undo-toast';
import {
  NoticeConfirmDialog,
  isTellingChange,
  type TellingChange,
  type TellingQuestion,
} from './notice-confirm-dialog';
import { NOTICE_WORDS } from '../../../content/dashboard-notices';
import { PendingNoticesPanel } from './pending-notices-panel';
import { useListingActions } from './use-listing-actions';

/**
 * Every listing as a table to work through: search and filters, 25 a page in date order, row actions,
 * and a choice of rows (or all the filters match) to mark sold out, move or delete in one go.
 */
export function ListingsPanel({
  onEdit,
  onDuplicate,
}: {
  onEdit: (venue: Venue) => void;
  onDuplicate: (venue: Venue) => void;
}) {
  const { venues } = useDashboardData();
  const id = useId();
  const [filter, setFilter] = useState<ListingsFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<Venue | null>(null);
  const actions = useListingActions();
  // Cancel, postpone and move tell the dates' subscribers: asked first, naming how many.
  const [asking, setAsking] = useState<(TellingQuestion & { go: () => void }) | null>(null);
  const askFirst = (venue: Venue, label: string, change: TellingChange) =>
    setAsking({
      question: NOTICE_WORDS.confirm.question[change](label),
      yes: NOTICE_WORDS.confirm.yes[change],
      change,
      venueIds: [venue.id],
      go: () => void actions.setQuickStatus(venue, label, change),
    });

  // After Undo the toast, and the keyboard with it, is gone: the keyboard goes to the Status button of the
  // listing put back, once its row is there again (a restored one comes back with the list's next read),
  // unless the manager has moved it meanwhile.
  const statusToFocus = useRef<string | null>(null);
  useEffect(() => {
    const listing = statusToFocus.current;
    if (listing === null) return;
    const status = document.querySelector<HTMLButtonElement>(
      `tr[data-listing="${CSS.escape(listing)}"] .quick-status > button`,
    );
    if (!status) return;
    statusToFocus.current = null;
    if (document.activeElement === document.body || document.activeElement === null) status.focus();
  }, [venues.items, actions.pending]);

  const matching = useMemo(() => filterListings(venues.items, filter), [venues.items, filter]);
  const shown = paginate(matching, page);
  // Only what the filters still show is acted on: a choice hidden by a later filter is not touched unseen.
  const chosenIds = matching.filter((venue) => chosen.has(venue.id)).map((venue) => venue.id);

  function choose(ids: readonly string[], on: boolean) {
    const next = new Set(chosen);
    for (const venueId of ids) {
      if (on) next.add(venueId);
      else next.delete(venueId);
    }
    setChosen(next);
  }

  function onSelection(write: (ids: string[]) => Promise<void>) {
    void write(chosenIds).then(() => setChosen(new Set()));
  }

  function deleteRow(venue: Venue) {
    if (inRun(runCounts(venues.items, venue))) setDeleting(venue);
    else void actions.remove([venue.id]);
  }

  return (
    <section className="dashboard-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h3">
        {W.title}
      </h2>
      <ListingsFilters
        venues={venues.items}
        filter={filter}
        onFilter={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {venues.status === 'loading' && venues.items.length === 0 ? (
        <p role="status">{W.loading}</p>
      ) : venues.status === 'error' ? (
        <p role="alert" className="alert alert-danger">
          {W.loadFailed}
          {venues.error}
        </p>
      ) : null}
      <ResultMessage result={actions.result} />
      <PendingNoticesPanel />
      {chosenIds.length > 0 && (
        <SelectionBar
          chosen={chosenIds.length}
          matching={matching.length}
          pending={actions.pending}
          onChooseAll={() =>
            choose(
              matching.map((venue) => venue.id),
              true,
            )
          }
          onClear={() => setChosen(new Set())}
          onSoldOut={(soldOut) => onSelection((ids) => actions.setSoldOut(ids, soldOut))}
          onDelete={() => onSelection((ids) => actions.remove(ids))}
          onMove={(days) =>
            setAsking({
              question: NOTICE_WORDS.confirm.question.moved(chosenIds.length, days),
              yes: NOTICE_WORDS.confirm.yes.moved,
              change: 'moved',
              venueIds: chosenIds,
              go: () => onSelection((ids) => actions.move(ids, days)),
            })
          }
        />
      )}
      {shown.total > 0 ? (
        <ListingsTable
          venues={shown.items}
          chosen={chosen}
          onChoose={choose}
          pending={actions.pending}
          actions={{
            onEdit,
            onDuplicate,
            onDelete: deleteRow,
            onQuickStatus: (venue, label, action) =>
              isTellingChange(action)
                ? askFirst(venue, label, action)
                : void actions.setQuickStatus(venue, label, action),
          }}
        />
      ) : (
        venues.status === 'ready' && <p>{W.noneFound}</p>
      )}
      <Pager page={shown} label="Listings pages" onPage={setPage} />
      <SeriesDeleteDialog
        venue={deleting}
        counts={deleting ? runCounts(venues.items, deleting) : { only: 1, following: 1, all: 1 }}
        onChoose={(venue, scope) => {
          setDeleting(null);
          void actions.removeFromRun(venue.id, scope);
        }}
        onClose={() => setDeleting(null)}
      />
      <NoticeConfirmDialog
        asking={asking}
        onConfirm={() => {
          asking?.go();
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
      <UndoToast
        undoable={actions.undoable}
        pending={actions.pending}
        onUndo={(undoable) => {
          statusToFocus.current = undoable.ids[0] ?? null;
          void actions.undo(undoable);
        }}
        onDismiss={actions.dismissUndo}
      />
    </section>
  );
}
