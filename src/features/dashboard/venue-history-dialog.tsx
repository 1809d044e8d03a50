import { useEffect, useId, useRef, useState } from 'react';
import { useDataPort } from '../../data/data-port-context';
import type { VenueChange } from '../../domain/venue-change';
import { ChangeList } from './change-list';
import { failureReason } from './messages';

/** The listing whose history is open: its id and how the dashboard names it. */
export interface HistorySubject {
  venueId: string;
  label: string;
}

type Loaded =
  { status: 'loading' } | { status: 'ready'; changes: VenueChange[] } | { status: 'error'; error: string };

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
  // Answers are kept with the listing they are for: another listing's history never shows as this one's.
  const [answer, setAnswer] = useState<{ venueId: string; loaded: Loaded } | null>(null);
  const loaded: Loaded =
    subject && answer?.venueId === subject.venueId ? answer.loaded : { status: 'loading' };

  useEffect(() => {
    if (!subject) return;
    let live = true;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.current?.open) dialog.current?.showModal();
    const { venueId } = subject;
    port.listVenueChanges(venueId).then(
      (changes) => live && setAnswer({ venueId, loaded: { status: 'ready', changes } }),
      (error: unknown) =>
        live && setAnswer({ venueId, loaded: { status: 'error', error: failureReason(error) } }),
    );
    return () => {
      live = false;
    };
  }, [port, subject]);

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
          {loaded.status === 'loading' && <p role="status">Loading the history...</p>}
          {loaded.status === 'error' && (
            <p role="alert" className="alert alert-danger">
              The history could not be loaded: {loaded.error}
            </p>
          )}
          {loaded.status === 'ready' &&
            (loaded.changes.length ? (
              <ChangeList changes={loaded.changes} />
            ) : (
              <p>No changes recorded for this listing.</p>
            ))}
        </div>
      )}
    </dialog>
  );
}
