import { useId, useState, type FormEvent } from 'react';
import { LISTINGS_WORDS } from '../../../content/dashboard-listings';
import { MAX_SHIFT_DAYS } from '../../../domain/venue-selection';

const W = LISTINGS_WORDS.selection;

/**
 * What can be done to the chosen listings at once: each button is one write (all or nothing), so a
 * half-done selection never happens. Shown only while something is chosen.
 */
export function SelectionBar({
  chosen,
  matching,
  pending,
  onChooseAll,
  onClear,
  onSoldOut,
  onDelete,
  onMove,
}: {
  chosen: number;
  /** How many listings the filters match: "Choose all" is offered while fewer are chosen. */
  matching: number;
  pending: boolean;
  onChooseAll: () => void;
  onClear: () => void;
  onSoldOut: (soldOut: boolean) => void;
  onDelete: () => void;
  onMove: (days: number) => void;
}) {
  const id = useId();
  const [days, setDays] = useState('');
  const shift = Number(days);
  const valid = Number.isInteger(shift) && shift !== 0 && Math.abs(shift) <= MAX_SHIFT_DAYS;

  function move(event: FormEvent) {
    event.preventDefault();
    if (valid && !pending) onMove(shift);
  }

  return (
    <section className="selection-bar" aria-label={W.label}>
      <p className="mb-0 fw-bold" aria-live="polite">
        {W.chosen(chosen)}
      </p>
      {chosen < matching && (
        <button type="button" className="btn btn-link p-0" onClick={onChooseAll}>
          {W.chooseAll(matching)}
        </button>
      )}
      <button type="button" className="btn btn-link p-0" onClick={onClear}>
        {W.clear}
      </button>
      <div className="selection-actions">
        <button
          type="button"
          className="btn btn-sm btn-primary"
          aria-disabled={pending}
          onClick={() => pending || onSoldOut(true)}
        >
          {W.markSoldOut}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          aria-disabled={pending}
          onClick={() => pending || onSoldOut(false)}
        >
          {W.markOnSale}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          aria-disabled={pending}
          onClick={() => pending || onDelete()}
        >
          {W.delete}
        </button>
        <form className="selection-move" onSubmit={move} noValidate>
          <label htmlFor={`${id}-days`} className="visually-hidden">
            {W.moveBy}
          </label>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            step={1}
            min={-MAX_SHIFT_DAYS}
            max={MAX_SHIFT_DAYS}
            className="form-control form-control-sm"
            placeholder={W.moveBy}
            title={W.moveHint}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
          <button
            type="submit"
            className="btn btn-sm btn-outline-secondary"
            aria-disabled={pending || !valid}
          >
            {pending ? W.working : W.move}
          </button>
        </form>
      </div>
    </section>
  );
}
