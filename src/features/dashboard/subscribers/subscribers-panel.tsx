import { useCallback, useId, useRef, useState } from 'react';
import { ERASE_COPY, SUBSCRIBERS_COPY as COPY } from '../../../content/dashboard-keep-in-touch';
import { useDataPort } from '../../../data/data-port-context';
import { cityLabel } from '../../../domain/cities';
import type { PageRequest } from '../../../domain/paging';
import { SHOW_NAMES } from '../../../domain/shows';
import type { Subscriber, SubscriberPage } from '../../../domain/subscription';
import { AddressLookup } from './address-lookup';
import { DemandTables } from './demand-tables';
import { downloadCsv } from '../shared/download-csv';
import { EraseControl } from '../shared/erase-control';
import { formatMoment } from '../../../domain/dates';
import { DownloadCsvButton, RefreshButton } from '../shared/list-buttons';
import { MailOffNotice } from '../shared/mail-off-notice';
import { failureReason } from '../shared/results';
import { Pager } from '../shared/pager';
import { usePagedList } from '../shared/use-paged-list';
import { useRefreshAfterWrite } from '../shared/dashboard-query';

const PAGE_SIZE = 20;

const wants = (s: Subscriber) =>
  `${s.show ? SHOW_NAMES[s.show] : COPY.anyShow} · ${s.city ? cityLabel(s.city) : COPY.anywhere}`;

/**
 * People who asked to hear about new dates: where they want us next (counts by city and by show), every
 * subscriber a page at a time, the CSV, and erasing one on request, or everything of an address found by
 * it. Says plainly when e-mail is not set up.
 */
export function SubscribersPanel() {
  const port = useDataPort();
  const id = useId();
  // The counts and the mail setting come with each page of the list.
  const [facts, setFacts] = useState<Pick<SubscriberPage, 'demand' | 'mailEnabled'> | null>(null);
  const read = useCallback(
    async (page: PageRequest) => {
      const answer = await port.listSubscribers(page);
      setFacts({ demand: answer.demand, mailEnabled: answer.mailEnabled });
      return answer;
    },
    [port],
  );
  const list = usePagedList('subscribers', read, PAGE_SIZE);
  // An address's erase takes its messages too: the inbox's count of new ones reads again with every list.
  const refreshAfterWrite = useRefreshAfterWrite();
  const [csvError, setCsvError] = useState('');
  const [erased, setErased] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const { shown } = list;

  const downloadAll = async () => {
    setCsvError('');
    try {
      const csv = await port.exportSubscribersCsv();
      downloadCsv(`${COPY.csvFile}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } catch (error) {
      setCsvError(COPY.csvFailed(failureReason(error)));
    }
  };

  return (
    <section className="dashboard-section" aria-labelledby={`${id}-title`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id={`${id}-title`} ref={title} tabIndex={-1} className="h3 mb-0 me-auto">
          {COPY.title}
        </h2>
        <RefreshButton noun={COPY.noun} onRefresh={list.refresh} />
        <DownloadCsvButton noun={COPY.noun} disabled={shown.total === 0} onDownload={downloadAll} />
      </div>
      {facts && !facts.mailEnabled && <MailOffNotice />}
      <p role="status" className={erased ? 'alert alert-success' : 'visually-hidden'}>
        {erased}
      </p>
      {csvError && (
        <p role="alert" className="alert alert-danger">
          {csvError}
        </p>
      )}
      {list.status === 'error' && (
        <p role="alert" className="alert alert-danger">
          {COPY.failed(list.error)}
        </p>
      )}
      <AddressLookup onErased={() => void refreshAfterWrite()} />
      {list.status === 'loading' && shown.items.length === 0 && <p role="status">{COPY.loading}</p>}
      {list.status === 'ready' && shown.total === 0 && <p>{COPY.none}</p>}
      {facts && shown.total > 0 && (
        <>
          <h3 className="h5">{COPY.demandTitle}</h3>
          <p className="small text-body-secondary">{COPY.demandIntro}</p>
          <DemandTables demand={facts.demand} />
        </>
      )}
      {shown.total > 0 && <h3 className="h5 mt-4">{COPY.listTitle}</h3>}
      <ul className="subscriber-list list-unstyled" aria-label={COPY.listTitle}>
        {shown.items.map((subscriber) => (
          <li key={subscriber.id} className="subscriber-row">
            <p className="fw-bold mb-1 text-break">{subscriber.email}</p>
            <p className="small mb-1">
              {COPY.wants}: {wants(subscriber)}
            </p>
            <p className="small text-body-secondary mb-2">
              {COPY.since}{' '}
              <time dateTime={subscriber.consentedAt}>{formatMoment(subscriber.consentedAt)}</time> ·{' '}
              <span className={subscriber.confirmedAt ? 'text-success-emphasis' : undefined}>
                {subscriber.confirmedAt ? COPY.statusConfirmed : COPY.statusWaiting}
              </span>
            </p>
            <EraseControl
              what={COPY.what(subscriber.email)}
              removes={COPY.eraseRemoves}
              erase={() => port.eraseSubscriber(subscriber.id)}
              onErased={() => {
                setErased(ERASE_COPY.erased(COPY.what(subscriber.email)));
                // The row is gone: the keyboard goes on from the section's heading.
                title.current?.focus();
                void list.refresh();
              }}
            />
          </li>
        ))}
      </ul>
      <Pager page={shown} label={COPY.pages} onPage={list.goTo} />
    </section>
  );
}
