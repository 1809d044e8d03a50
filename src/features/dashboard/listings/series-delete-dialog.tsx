import { useEffect, useId, useRef } from 'react';
import { SERIES_WORDS as W } from '../../../content/dashboard-listings';
import type { Venue } from '../../../domain/venue';
import type { SeriesScope } from '../../../domain/venue-series';
import { venueLabel } from '../shared/format';
import { scopesFor } from './series-scope';

/**
 * Delete of one date of a run asks how far it reaches, in a native modal <dialog> (focus stays inside,
 * Escape cancels). Whatever is chosen goes to the trash, and the undo toast can bring it back.
 */
export function SeriesDeleteDialog({
  venue,
  counts,
  onChoose,
  onClose,
}: {
  venue: Venue | null;
  counts: Record<SeriesScope, number>;
  onChoose: (venue: Venue, scope: SeriesScope) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (venue && !dialog.current?.open) dialog.current?.showModal();
    if (!venue && dialog.current?.open) dialog.current.close();
  }, [venue]);

  return (
    <dialog ref={dialog} className="history-dialog" aria-labelledby={titleId} onClose={onClose}>
      {venue && (
        <div className="history-dialog__box">
          <h2 id={titleId} className="h5">
            {W.deleteQuestion(venueLabel(venue))}
          </h2>
          <div className="d-grid gap-2">
            {scopesFor(counts).map((scope) => (
              <button
                key={scope}
                type="button"
                className={`btn ${scope === 'only' ? 'btn-danger' : 'btn-outline-danger'}`}
                onClick={() => onChoose(venue, scope)}
              >
                {W.scope(scope, counts)}
              </button>
            ))}
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => dialog.current?.close()}
            >
              {W.cancel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
