import { useCallback, useId, useRef, useState } from 'react';
import { MESSAGES_WORDS as W } from '../../../content/dashboard-messages';
import { ERASE_COPY } from '../../../content/dashboard-keep-in-touch';
import { toCsv, type CsvColumn } from '../../../domain/csv';
import {
  INBOX_FILTERS,
  type InboxFilter,
  type InboxPageRequest,
  type SubmissionKind,
} from '../../../domain/inbox';
import type { ListPage } from '../../../domain/paging';
import { downloadCsv } from '../shared/download-csv';
import { useRefreshNewCounts } from '../shared/new-messages-count';
import { DownloadCsvButton, RefreshButton } from '../shared/list-buttons';
import { failureReason } from '../shared/results';
import { Pager } from '../shared/pager';
import { MessageCard, type MessageRow, type MessageCopy, type MessageField } from './message-card';
import { readEveryPage, usePagedList } from '../shared/use-paged-list';

const PAGE_SIZE = 12;

/**
 * Hosting requests and contact messages share this: a list of message cards newest first (all, new or handled),
 * read from the store a page at a time, and a CSV export of every one (not just the page shown), so the two
 * lists look and behave alike and are written once.
 */
export function MessageList<T extends MessageRow>({
  title,
  noun,
  kind,
  read,
  copy,
  fields,
  csvName,
  erase,
}: {
  title: string;
  /** Plural, for counts and empty states ("hosting requests"). */
  noun: string;
  kind: SubmissionKind;
  /** One page of the list from the data port; a stable function (useCallback), as it keys the first read. */
  read: (request: InboxPageRequest) => Promise<ListPage<T>>;
  copy: MessageCopy<T>;
  fields: readonly MessageField<T>[];
  csvName: string;
  /** Erasing one on request, by id. */
  erase?: (id: string) => Promise<void>;
}) {
  const id = useId();
  const [filter, setFilter] = useState<InboxFilter>('all');
  const readFiltered = useCallback((page: InboxPageRequest) => read({ ...page, filter }), [read, filter]);
  const list = usePagedList(`${csvName}-${filter}`, readFiltered, PAGE_SIZE);
  const refreshCounts = useRefreshNewCounts();
  const [downloadError, setDownloadError] = useState('');
  const [erased, setErased] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const columns: CsvColumn<T>[] = [...fields, { header: 'Received', value: (row) => row.createdAt }];
  const { shown } = list;

  const downloadAll = async () => {
    setDownloadError('');
    try {
      // Every one, whatever the filter shows.
      const csv = toCsv(await readEveryPage(read), columns);
      downloadCsv(`${csvName}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } catch (error) {
      setDownloadError(`The CSV could not be prepared: ${failureReason(error)}`);
    }
  };
  const refresh = () => {
    refreshCounts();
    return list.refresh();
  };

  return (
    <section className="dashboard-section" aria-labelledby={`${id}-title`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="h3 mb-0 me-auto">
          {title}
        </h2>
        <RefreshButton noun={noun} onRefresh={refresh} />
        <DownloadCsvButton
          noun={noun}
          disabled={shown.total === 0 && filter === 'all'}
          onDownload={downloadAll}
        />
      </div>
      <div className="btn-group btn-group-sm mb-3" role="group" aria-label={W.filterLabel(noun)}>
        {INBOX_FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            className={`btn ${option === filter ? 'btn-secondary' : 'btn-outline-secondary'}`}
            aria-pressed={option === filter}
            onClick={() => setFilter(option)}
          >
            {W.filters[option]}
          </button>
        ))}
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
      {list.status === 'ready' && shown.total === 0 && <p>{W.emptyFilter(filter, noun)}</p>}
      <ol className="message-list list-unstyled" aria-label={`${title}, newest first`}>
        {shown.items.map((row) => (
          <li key={`${filter}-${row.id}`} className="card message-card">
            <MessageCard
              row={row}
              kind={kind}
              copy={copy}
              fields={fields}
              headingId={`${id}-${row.id}`}
              erase={erase}
              onErased={(what) => {
                setErased(ERASE_COPY.erased(what));
                // The card is gone: the keyboard goes on from the list's heading.
                titleRef.current?.focus();
                void refresh();
              }}
            />
          </li>
        ))}
      </ol>
      <Pager page={shown} label={`${title} pages`} onPage={list.goTo} />
    </section>
  );
}
