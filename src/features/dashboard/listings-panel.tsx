import { useId, useMemo, useState } from 'react';
import { isUpcoming } from '../../domain/dates';
import { isShowKey, SHOW_KEYS, SHOW_NAMES, type ShowKey } from '../../domain/shows';
import type { Venue } from '../../domain/venue';
import { useDashboardData } from './dashboard-data';
import { ListingsTable } from './listings-table';
import type { ActionResult } from './messages';
import { Pager } from './pager';
import { paginate } from './paging';
import { ResultMessage } from './result-message';

type When = 'upcoming' | 'past';

/** Every listing at a glance: by show, upcoming and past apart, 25 a page. */
export function ListingsPanel({
  onEdit,
  onDuplicate,
}: {
  onEdit: (venue: Venue) => void;
  onDuplicate: (venue: Venue) => void;
}) {
  const { venues } = useDashboardData();
  const id = useId();
  const [show, setShow] = useState<ShowKey | ''>('');
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<ActionResult>(null);

  const { upcoming, past } = useMemo(() => {
    const ofShow = show ? venues.items.filter((venue) => venue.show === show) : venues.items;
    return {
      upcoming: ofShow.filter((venue) => isUpcoming(venue.date)),
      // The most recent past dates first: nobody scrolls back through years to find last week.
      past: ofShow.filter((venue) => !isUpcoming(venue.date)).reverse(),
    };
  }, [venues.items, show]);
  const shown = paginate(when === 'upcoming' ? upcoming : past, page);
  const soldOut = upcoming.filter((venue) => venue.soldOut).length;

  return (
    <section className="dashboard-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h3">
        All listings
      </h2>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <div>
          <label htmlFor={`${id}-show`} className="form-label">
            Show
          </label>
          <select
            id={`${id}-show`}
            className="form-select"
            value={show}
            onChange={(event) => {
              setShow(isShowKey(event.target.value) ? event.target.value : '');
              setPage(1);
            }}
          >
            <option value="">All shows</option>
            {SHOW_KEYS.map((key) => (
              <option key={key} value={key}>
                {SHOW_NAMES[key]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="when-toggle" aria-describedby={`${id}-counts`}>
          <legend className="form-label fs-6 mb-2">When</legend>
          <div className="d-flex gap-2">
            {(['upcoming', 'past'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={`btn ${when === option ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-pressed={when === option}
                onClick={() => {
                  setWhen(option);
                  setPage(1);
                }}
              >
                {option === 'upcoming' ? `Upcoming (${upcoming.length})` : `Past (${past.length})`}
              </button>
            ))}
          </div>
        </fieldset>
        <p id={`${id}-counts`} className="mb-2 text-body-secondary">
          {soldOut} upcoming sold out
        </p>
      </div>
      {venues.status === 'loading' && venues.items.length === 0 ? (
        <p role="status">Loading listings...</p>
      ) : venues.status === 'error' ? (
        <p role="alert" className="alert alert-danger">
          The listings could not be loaded: {venues.error}
        </p>
      ) : null}
      <ResultMessage result={result} />
      {shown.total > 0 ? (
        <ListingsTable venues={shown.items} onEdit={onEdit} onDuplicate={onDuplicate} onResult={setResult} />
      ) : (
        venues.status === 'ready' && (
          <p>
            No {when} listings{show ? ` for ${SHOW_NAMES[show]}` : ''}.
          </p>
        )
      )}
      <Pager page={shown} label="Listings pages" onPage={setPage} />
    </section>
  );
}
