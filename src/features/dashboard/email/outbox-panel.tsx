import { useId } from 'react';
import { OUTBOX_COPY as COPY } from '../../../content/dashboard-keep-in-touch';
import { useDataPort } from '../../../data/data-port-context';
import type { OutboxStatus, OutboxSummary } from '../../../domain/subscription';
import { formatMoment } from '../../../domain/dates';
import { MailOffNotice } from '../shared/mail-off-notice';
import { OutboxMessageText } from './outbox-message';
import { useDashboardRead } from '../shared/dashboard-query';

const SHOWN: readonly OutboxStatus[] = ['sent', 'waiting', 'sending', 'failed', 'held'];
// Shown only when there is one: a site with e-mail set up has nothing to keep unsent.
const WHEN_ANY: readonly OutboxStatus[] = ['sending', 'held'];

/**
 * The e-mail the site sends (confirmations, new-date notices, notices to staff): sent, waiting, failed and why,
 * each open to read. Without SMTP, what the site would have sent, kept unsent.
 */
export function OutboxPanel() {
  const port = useDataPort();
  const id = useId();
  const outbox = useDashboardRead(['outbox'], () => port.listOutbox());
  const summary: OutboxSummary | undefined = outbox.data;
  const { error } = outbox;

  return (
    <section className="dashboard-section" aria-labelledby={`${id}-title`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id={`${id}-title`} className="h3 mb-0 me-auto">
          {COPY.title}
        </h2>
        <button type="button" className="btn btn-outline-secondary" onClick={() => void outbox.refresh()}>
          {COPY.refresh} <span className="visually-hidden">{COPY.noun}</span>
        </button>
      </div>
      <p className="small text-body-secondary">
        {COPY.intro} {summary && !summary.mailEnabled && COPY.introHeld}
      </p>
      {summary && !summary.mailEnabled && <MailOffNotice />}
      {error && (
        <p role="alert" className="alert alert-danger">
          {COPY.failed(error)}
        </p>
      )}
      {!summary && !error && <p role="status">{COPY.loading}</p>}
      {summary && (
        <>
          <dl className="outbox-counts" aria-label={COPY.countsLabel}>
            {SHOWN.filter((status) => !WHEN_ANY.includes(status) || (summary.counts[status] ?? 0) > 0).map(
              (status) => (
                <div key={status} className={`outbox-count is-${status}`}>
                  <dt>{COPY.counts[status]}</dt>
                  <dd>{summary.counts[status]}</dd>
                </div>
              ),
            )}
          </dl>
          {summary.messages.length === 0 ? (
            <p>{COPY.none}</p>
          ) : (
            <>
              <h3 className="h5 mt-3">{COPY.listTitle}</h3>
              <ul className="outbox-list list-unstyled" aria-label={COPY.listTitle}>
                {summary.messages.map((message) => (
                  <li key={message.id} className="outbox-row">
                    <p className="mb-1">
                      <span className={`status-pill outbox-status is-${message.status}`}>
                        {COPY.counts[message.status]}
                      </span>{' '}
                      <span className="fw-bold text-break">{message.subject || COPY.noSubject}</span>
                    </p>
                    <p className="small mb-1 text-break">
                      {COPY.to} {message.to}
                    </p>
                    <p className="small text-body-secondary mb-0">
                      <time dateTime={message.sentAt ?? message.createdAt}>
                        {formatMoment(message.sentAt ?? message.createdAt)}
                      </time>
                      {/* Kept, never sent: no attempt was made, and none will be. */}
                      {message.status !== 'held' && ` · ${COPY.attempts(message.attempts)}`}
                    </p>
                    {message.status === 'failed' && message.lastError && (
                      <p className="small text-danger mb-0 mt-1 text-break">
                        {COPY.reason}: {message.lastError}
                      </p>
                    )}
                    <OutboxMessageText message={message} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
