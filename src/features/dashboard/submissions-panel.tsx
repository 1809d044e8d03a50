import { useId, useRef, useState, type ReactNode } from 'react';
import { ERASE_COPY } from '../../content/dashboard-keep-in-touch';
import { toCsv, type CsvColumn } from '../../domain/csv';
import { downloadCsv } from './download-csv';
import { EraseControl } from './erase-control';
import { formatReceived } from './format';
import { DownloadCsvButton, RefreshButton } from './list-buttons';
import { useNewSinceLastVisit } from './last-visit';
import { failureReason } from './messages';
import { Pager } from './pager';
import { usePagedList, type ReadPage } from './use-paged-list';

const PAGE_SIZE = 12;

/** One line of a submission card: its label, what it shows, and its CSV cell. */
export interface SubmissionField<T> extends CsvColumn<T> {
  render?: (row: T) => ReactNode;
}

/**
 * Hosting requests and contact messages share this: cards newest first, read from the store a page at a
 * time, and a CSV export of every one (not just the page shown), so the two lists look and behave alike and
 * are written once.
 */
export function SubmissionsPanel<T extends { id: string; createdAt: string }>({
  title,
  noun,
  read,
  heading,
  fields,
  csvName,
  erase,
}: {
  title: string;
  /** Plural, for counts and empty states ("hosting requests"). */
  noun: string;
  /** One page of the list from the data port; a stable function (useCallback), as it keys the first read. */
  read: ReadPage<T>;
  heading: (row: T) => string;
  fields: readonly SubmissionField<T>[];
  csvName: string;
  /** Erasing one on request: how the question names a row ("the message from Ada"), and the port call. */
  erase?: { what: (row: T) => string; run: (id: string) => Promise<void> };
}) {
  const id = useId();
  const list = usePagedList(csvName, read, PAGE_SIZE);
  const [downloadError, setDownloadError] = useState('');
  const [erased, setErased] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const columns: CsvColumn<T>[] = [...fields, { header: 'Received', value: (row) => row.createdAt }];
  const { shown } = list;
  const fresh = useNewSinceLastVisit(csvName, shown.items);

  const downloadAll = async () => {
    setDownloadError('');
    try {
      const csv = toCsv(await list.readAll(), columns);
      downloadCsv(`${csvName}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } catch (error) {
      setDownloadError(`The CSV could not be prepared: ${failureReason(error)}`);
    }
  };

  return (
    <section className="dashboard-section" aria-labelledby={`${id}-title`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="h3 mb-0 me-auto">
          {title}
        </h2>
        {fresh.count > 0 && (
          <span className="badge rounded-pill text-bg-warning">{`${fresh.count} new since your last visit`}</span>
        )}
        <RefreshButton noun={noun} onRefresh={list.refresh} />
        <DownloadCsvButton noun={noun} disabled={shown.total === 0} onDownload={downloadAll} />
      </div>
      <p role="status" className={erased ? 'alert alert-success' : 'visually-hidden'}>
        {erased}
      </p>
      {downloadError && (
        <p role="alert" className="alert alert-danger">
          {downloadError}
        </p>
      )}
      {list.status === 'loading' && shown.items.length === 0 && <p role="status">Loading {noun}...</p>}
      {list.status === 'error' && (
        <p role="alert" className="alert alert-danger">
          The {noun} could not be loaded: {list.error}
        </p>
      )}
      {list.status === 'ready' && shown.total === 0 && <p>No {noun} yet.</p>}
      <ol className="submission-list list-unstyled" aria-label={`${title}, newest first`}>
        {shown.items.map((row) => (
          <li key={row.id} className="card submission-card">
            <article className="card-body" aria-labelledby={`${id}-${row.id}`}>
              <h3 id={`${id}-${row.id}`} className="h5 card-title">
                {heading(row)}
                {fresh.isNew(row) && <span className="badge text-bg-warning ms-2 align-middle">New</span>}
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
              {erase && (
                <div className="mt-3">
                  <EraseControl
                    what={erase.what(row)}
                    erase={() => erase.run(row.id)}
                    onErased={() => {
                      setErased(ERASE_COPY.erased(erase.what(row)));
                      // The card is gone: the keyboard goes on from the list's heading.
                      titleRef.current?.focus();
                      void list.refresh();
                    }}
                  />
                </div>
              )}
            </article>
          </li>
        ))}
      </ol>
      {shown.total > 0 && <Pager page={shown} label={`${title} pages`} onPage={list.goTo} />}
    </section>
  );
}
