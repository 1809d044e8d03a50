import { useCallback, useId } from 'react';
import { useDataPort } from '../../../data/data-port-context';
import type { PageRequest } from '../../../domain/paging';
import { ChangeList } from '../shared/change-list';
import { Pager } from '../shared/pager';
import { usePagedList } from '../shared/use-paged-list';

const PAGE_SIZE = 10;

/** Every change to any listing, newest first, ten a page; each links to that listing's own history. */
export function RecentChangesPanel({ onHistory }: { onHistory: (venueId: string, label: string) => void }) {
  const port = useDataPort();
  const id = useId();
  const read = useCallback((page: PageRequest) => port.listRecentVenueChanges(page), [port]);
  // A write anywhere on the dashboard reads this again (dashboard-query.tsx): its change shows on top.
  const list = usePagedList('recent-changes', read, PAGE_SIZE);

  return (
    <section className="dashboard-section card card-body" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h3">
        Recent changes
      </h2>
      {list.status === 'error' && (
        <p role="alert" className="alert alert-danger">
          The changes could not be loaded: {list.error}
        </p>
      )}
      {list.status === 'loading' && list.shown.items.length === 0 ? (
        <p role="status">Loading the changes...</p>
      ) : list.shown.total === 0 && list.status === 'ready' ? (
        <p>No changes yet.</p>
      ) : (
        <ChangeList changes={list.shown.items} onHistory={onHistory} />
      )}
      <Pager page={list.shown} label="Recent changes pages" onPage={list.goTo} />
    </section>
  );
}
