import { useId, useMemo, useState, type ReactNode } from 'react';
import { downloadCsv, toCsv, type CsvColumn } from './csv';
import type { Loaded } from './dashboard-data';
import { formatReceived, newestFirst } from './format';
import { Pager } from './pager';
import { paginate } from './paging';
import { useSingleFlight } from './use-single-flight';

/** One line of a submission card: its label, what it shows, and its CSV cell. */
export interface SubmissionField<T> extends CsvColumn<T> {
  render?: (row: T) => ReactNode;
}

/**
 * Hosting requests and contact messages share this: cards newest first, paged, and a CSV export of every
 * one (not just the page shown), so the two lists look and behave alike and are written once.
 */
export function SubmissionsPanel<T extends { id: string; createdAt: string }>({
  title,
  noun,
  list,
  heading,
  fields,
  csvName,
  onRefresh,
}: {
  title: string;
  /** Plural, for counts and empty states ("hosting requests"). */
  noun: string;
  list: Loaded<T>;
  heading: (row: T) => string;
  fields: readonly SubmissionField<T>[];
  csvName: string;
  /** Reads the list again: visitors keep writing while the dashboard is open. */
  onRefresh: () => Promise<void>;
}) {
  const id = useId();
  const [page, setPage] = useState(1);
  const refresh = useSingleFlight();
  const sorted = useMemo(() => newestFirst(list.items), [list.items]);
  const shown = paginate(sorted, page, 12);
  const columns: CsvColumn<T>[] = [...fields, { header: 'Received', value: (row) => row.createdAt }];

  return (
    <section className="dashboard-section" aria-labelledby={`${id}-title`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id={`${id}-title`} className="h3 mb-0 me-auto">
          {title}
        </h2>
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-disabled={refresh.pending}
          onClick={() => void refresh.run(onRefresh)}
        >
          {refresh.pending ? 'Refreshing...' : 'Refresh'} <span className="visually-hidden">{noun}</span>
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={sorted.length === 0}
          onClick={() =>
            downloadCsv(`${csvName}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(sorted, columns))
          }
        >
          Download CSV <span className="visually-hidden">of {noun}</span>
        </button>
      </div>
      {list.status === 'loading' && list.items.length === 0 && <p role="status">Loading {noun}...</p>}
      {list.status === 'error' && (
        <p role="alert" className="alert alert-danger">
          The {noun} could not be loaded: {list.error}
        </p>
      )}
      {list.status === 'ready' && sorted.length === 0 && <p>No {noun} yet.</p>}
      <ol className="submission-list list-unstyled" aria-label={`${title}, newest first`}>
        {shown.items.map((row) => (
          <li key={row.id} className="card submission-card">
            <article className="card-body" aria-labelledby={`${id}-${row.id}`}>
              <h3 id={`${id}-${row.id}`} className="h5 card-title">
                {heading(row)}
              </h3>
              <p className="small text-body-secondary mb-2">
                Received <time dateTime={row.createdAt}>{formatReceived(row.createdAt)}</time>
              </p>
              <dl className="submission-fields mb-0">
                {fields.map((field) => (
                  <div key={field.header}>
                    <dt>{field.header}</dt>
                    <dd>{field.render ? field.render(row) : field.value(row) || '—'}</dd>
                  </div>
                ))}
              </dl>
            </article>
          </li>
        ))}
      </ol>
      {sorted.length > 0 && <Pager page={shown} label={`${title} pages`} onPage={setPage} />}
    </section>
  );
}
