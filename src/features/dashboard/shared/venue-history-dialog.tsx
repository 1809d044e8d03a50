import { useEffect, useId, useRef } from 'react';
import { useDataPort } from '../../../data/data-port-context';
import { ChangeList } from './change-list';
import { useDashboardRead } from './dashboard-query';

/** The listing whose history is open: its id and how the dashboard names it. */
export interface HistorySubject {
  venueId: string;
  label: string;
}

/**
 * One listing's history in a native modal <dialog>: the browser keeps focus inside and the page behind
 * inert; Escape or Close shut it and the keyboard goes back to the button that opened it.
 */
export function VenueHistoryDialog({
  subject,
  onClose,
}: {
  subject: HistorySubject | null;
  onClose: () => void;
}) {
  const port = useDataPort();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const venueId = subject?.venueId ?? '';
  const history = useDashboardRead(['history', venueId], () => port.listVenueChanges(venueId), {
    enabled: subject !== null,
    keepShown: false,
  });

  useEffect(() => {
    if (!subject) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.current?.open) dialog.current?.showModal();
  }, [subject]);

  return (
    <dialog
      ref={dialog}
      className="history-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        onClose();
        opener.current?.focus();
      }}
    >
      {subject && (
        <div className="history-dialog__box">
          <div className="d-flex align-items-start gap-3 mb-3">
            <h2 id={titleId} className="h4 mb-0 me-auto">
              History: {subject.label}
            </h2>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={() => dialog.current?.close()}
            >
              Close
            </button>
          </div>
          {history.status === 'loading' && <p role="status">Loading the history...</p>}
          {history.status === 'error' && (
            <p role="alert" className="alert alert-danger">
              The history could not be loaded: {history.error}
            </p>
          )}
          {history.data &&
            (history.data.length ? (
              <ChangeList changes={history.data} />
            ) : (
              <p>No changes recorded for this listing.</p>
            ))}
        </div>
      )}
    </dialog>
  );
}
