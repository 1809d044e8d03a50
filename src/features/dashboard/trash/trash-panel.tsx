import { Fragment, useId, useState } from 'react';
import { useDataPort } from '../../../data/data-port-context';
import type { TrashedVenue } from '../../../domain/venue-change';
import { TRASH_DAYS } from '../../../domain/venue-change';
import { useDashboardData } from '../shared/dashboard-data';
import { useDashboardRead } from '../shared/dashboard-query';
import { showName, venueLabel } from '../shared/format';
import { formatMoment, formatShortDate } from '../../../domain/dates';
import { HistoryButton } from '../shared/history-button';
import { failure, failureReason, success, type ActionResult } from '../shared/results';
import { ResultMessage } from '../shared/result-message';
import { useSingleFlight } from '../shared/use-single-flight';
import { daysLeftToRestore } from '../shared/venue-changes';

function daysLeftText(deletedAt: string): string {
  const days = daysLeftToRestore(deletedAt);
  if (days === 0) return 'No longer restorable';
  return `${days} ${days === 1 ? 'day' : 'days'} left to restore`;
}

/** Listings deleted in one write (a run's dates, the chosen rows) share its moment and its manager. */
const deletedTogether = (venue: TrashedVenue) => `${venue.deletedAt}|${venue.deletedBy}`;

/**
 * Deleted listings, most recently deleted first: when and by whom, how long each stays restorable, and
 * Restore, which puts it back on the public pages. Listings deleted together can come back together.
 */
export function TrashPanel({ onHistory }: { onHistory: (venueId: string, label: string) => void }) {
  const port = useDataPort();
  const { reloadVenues } = useDashboardData();
  const id = useId();
  // Read again after every write anywhere on the dashboard (dashboard-query.tsx).
  const trash = useDashboardRead(['trash'], () => port.listTrashedVenues());
  const items: readonly TrashedVenue[] = trash.data ?? [];
  const [result, setResult] = useState<ActionResult>(null);
  const { pending, run } = useSingleFlight();
  const together = new Map<string, TrashedVenue[]>();
  for (const venue of items) {
    const group = together.get(deletedTogether(venue));
    if (group) group.push(venue);
    else together.set(deletedTogether(venue), [venue]);
  }

  /** Restore one listing, or the listings deleted together (restoreVenues: one write, all or none). */
  function restore(venues: readonly TrashedVenue[]) {
    const only = venues.length === 1 ? venues[0] : undefined;
    const what = only ? venueLabel(only) : `the ${venues.length} listings`;
    void run(async () => {
      setResult(null);
      try {
        if (only) await port.restoreVenue(only.id);
        else await port.restoreVenues(venues.map((venue) => venue.id));
        setResult(
          success(
            only
              ? `Restored: ${what}. Visitors can see it again.`
              : `Restored ${venues.length} listings. Visitors can see them again.`,
          ),
        );
      } catch (error) {
        setResult(failure(`Could not restore ${what}: ${failureReason(error)}`));
      }
      await reloadVenues();
    });
  }

  return (
    <section className="dashboard-section card card-body" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h3">
        Trash
      </h2>
      <p className="text-body-secondary">
        Deleted listings stay here for {TRASH_DAYS} days. Visitors do not see them; Restore puts one back.
      </p>
      <ResultMessage result={result} />
      {trash.status === 'error' ? (
        <p role="alert" className="alert alert-danger">
          The trash could not be loaded: {trash.error}
        </p>
      ) : trash.status === 'loading' ? (
        <p role="status">Loading the trash...</p>
      ) : items.length === 0 ? (
        <p>The trash is empty.</p>
      ) : (
        <ul className="trash-list list-unstyled">
          {items.map((venue) => {
            const group = together.get(deletedTogether(venue)) ?? [venue];
            const firstOfGroup =
              group.length > 1 && group[0] === venue && daysLeftToRestore(venue.deletedAt) > 0;
            return (
              <Fragment key={venue.id}>
                {firstOfGroup && (
                  <li className="trash-group">
                    <p className="mb-1 fw-bold">
                      {group.length} listings deleted together by {venue.deletedBy} on{' '}
                      <time dateTime={venue.deletedAt}>{formatMoment(venue.deletedAt)}</time>
                    </p>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      aria-disabled={pending}
                      onClick={() => restore(group)}
                    >
                      Restore all {group.length}{' '}
                      <span className="visually-hidden">
                        deleted together on {formatMoment(venue.deletedAt)}
                      </span>
                    </button>
                  </li>
                )}
                <li className="trash-entry">
                  <p className="mb-1">
                    <strong>{venue.hotelName}</strong>
                    <span className="d-block">
                      {showName(venue)} · <time dateTime={venue.date}>{formatShortDate(venue.date)}</time>
                    </span>
                    <span className="d-block small text-body-secondary">
                      Deleted by {venue.deletedBy} on{' '}
                      <time dateTime={venue.deletedAt}>{formatMoment(venue.deletedAt)}</time>
                    </span>
                    <span className="d-block small fw-bold">{daysLeftText(venue.deletedAt)}</span>
                  </p>
                  <div className="d-flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn btn-sm btn-primary"
                      aria-disabled={pending}
                      onClick={() => restore([venue])}
                    >
                      Restore<span className="visually-hidden">: {venueLabel(venue)}</span>
                    </button>
                    <HistoryButton venueId={venue.id} listing={venueLabel(venue)} onHistory={onHistory} />
                  </div>
                </li>
              </Fragment>
            );
          })}
        </ul>
      )}
    </section>
  );
}
