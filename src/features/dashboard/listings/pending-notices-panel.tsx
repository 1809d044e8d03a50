import { useEffect, useId, useState } from 'react';
import { NOTICE_WORDS as W } from '../../../content/dashboard-notices';
import { useDataPort } from '../../../data/data-port-context';
import type { PendingNotices } from '../../../domain/notice-wait';
import { useDashboardData } from '../shared/dashboard-data';
import { useDashboardRead } from '../shared/dashboard-query';
import { showName, venueLabel } from '../shared/format';
import { ResultMessage } from '../shared/result-message';
import { failure, failureReason, success, type ActionResult } from '../shared/results';
import { formatMomentTime } from '../../../domain/dates';
import { useSingleFlight } from '../shared/use-single-flight';

/** Read again this often: the times left count down, and in hosted mode a reading sends what is due. */
export const NOTICE_REFRESH_MS = 30_000;

/** Each waiting group's two buttons: Send now, and Don't send. */
const CHOICES = [
  { send: true, words: W.sendNow, style: 'btn-primary' },
  { send: false, words: W.doNotSend, style: 'btn-outline-danger' },
] as const;

/**
 * The e-mails listing changes sent that still wait (decision 0040): what goes when, to how many people, each
 * with Send now and Don't send. Shown only while something waits.
 */
export function PendingNoticesPanel() {
  const port = useDataPort();
  const id = useId();
  const { venues, reloadVenues } = useDashboardData();
  // Each reading keeps when it was made, by this browser's clock and by the clock the e-mails wait by (the
  // server's or the host's): the minutes left are counted from then, or from the last tick, on the latter.
  const read = useDashboardRead(['pending-notices'], async () => ({
    ...(await port.listPendingNotices()),
    readHere: Date.now(),
  }));
  const [tick, setNow] = useState(() => Date.now());
  const readHere = read.data?.readHere ?? 0;
  const theirs = Date.parse(read.data?.readAt ?? '');
  const clockAhead = Number.isNaN(theirs) ? 0 : readHere - theirs;
  const now = Math.max(tick, readHere) - clockAhead;
  const [result, setResult] = useState<ActionResult>(null);
  const { pending, run } = useSingleFlight();
  const { refresh } = read;

  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
      void refresh();
    }, NOTICE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const labelOf = (notice: PendingNotices) => {
    const venue = venues.items.find((v) => v.id === notice.listingId);
    return venue ? `${showName(venue)}, ${venueLabel(venue)}` : W.gone;
  };

  const act = (notice: PendingNotices, send: boolean) =>
    run(async () => {
      setResult(null);
      const label = labelOf(notice);
      try {
        const group = { listingId: notice.listingId, kind: notice.kind };
        await (send ? port.sendNoticesNow(group) : port.dropNotices(group));
        setResult(success(send ? W.sent(label) : W.dropped(label)));
      } catch (error) {
        setResult(failure(W.failed + failureReason(error)));
      }
      // A seats-back e-mail withdrawn puts its person back on the list the listings count.
      await reloadVenues();
      setNow(Date.now());
    });

  const list = read.data;
  const waiting = list?.notices ?? [];
  return (
    <>
      <ResultMessage result={result} />
      {read.status === 'error' && (
        <p role="alert" className="alert alert-danger">
          {W.loadFailed}
          {read.error}
        </p>
      )}
      {list && waiting.length > 0 && (
        <section
          className="pending-notices card card-body border-warning mb-3"
          aria-labelledby={`${id}-title`}
        >
          <h3 id={`${id}-title`} className="h5">
            {W.title}
          </h3>
          <p className="small mb-2">{W.intro(list.delayMinutes)}</p>
          {list.sentByDashboard && <p className="small mb-2">{W.hostedNote}</p>}
          <ul className="list-unstyled mb-0 pending-notices__list">
            {waiting.map((notice) => {
              const label = labelOf(notice);
              const due = Date.parse(notice.dueAt);
              return (
                <li key={notice.id} className="pending-notices__item">
                  <p className="mb-1">{W.about(label, notice.kind, notice.people)}</p>
                  <p className="small mb-2">
                    {W.due(formatMomentTime(due), Math.ceil((due - now) / 60_000))}
                  </p>
                  <div className="d-flex flex-wrap gap-2">
                    {CHOICES.map(({ send, words, style }) => (
                      <button
                        key={words}
                        type="button"
                        className={`btn btn-sm ${style}`}
                        aria-disabled={pending}
                        onClick={() => void act(notice, send)}
                      >
                        {words} <span className="visually-hidden">{W.forWhom(label)}</span>
                      </button>
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
