import { useEffect, useRef } from 'react';
import { LISTINGS_WORDS } from '../../../content/dashboard-listings';
import type { Undoable } from './use-listing-actions';

const R = LISTINGS_WORDS.results;

/**
 * "3 listings moved to the trash. Undo": pinned to the bottom of the screen so it is in sight wherever the
 * delete was pressed, and it stays until dismissed or replaced by the next action (no timer races the
 * manager's thumb). The keyboard moves to Undo, since the row it was on has gone.
 */
export function UndoToast({
  undoable,
  pending,
  onUndo,
  onDismiss,
}: {
  undoable: Undoable | null;
  pending: boolean;
  onUndo: (undoable: Undoable) => void;
  onDismiss: () => void;
}) {
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (undoable) undo.current?.focus();
  }, [undoable]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="undo-toast-region">
      {undoable && (
        <div className="undo-toast">
          <p className="mb-0 me-auto">{undoable.text}</p>
          <button
            ref={undo}
            type="button"
            className="btn btn-sm btn-light"
            aria-disabled={pending}
            onClick={() => onUndo(undoable)}
          >
            {pending ? R.undoing : R.undo}
          </button>
          <button type="button" className="btn btn-sm btn-outline-light" onClick={onDismiss}>
            {R.dismiss}
          </button>
        </div>
      )}
    </div>
  );
}
