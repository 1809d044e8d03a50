import { useEffect, useId, useRef, useState } from 'react';
import { ERASE_COPY } from '../../../content/dashboard-keep-in-touch';
import { failureReason } from './results';
import { useSingleFlight } from './use-single-flight';

/** The words of an erase: ERASE_COPY's shape. */
export type EraseWords = {
  readonly [K in keyof typeof ERASE_COPY]: (typeof ERASE_COPY)[K] extends string
    ? string
    : (what: string) => string;
};

/**
 * "Erase" for one record a person asked us to delete: a second, explicit "Yes, erase" before anything
 * goes, since nothing brings it back. `what` names the record in the question and in the button's
 * accessible name ("the message from Ada"), so a list of Erase buttons can be told apart by ear. `words`
 * names the act where "Erase" is not the word (a picture is deleted).
 */
export function EraseControl({
  what,
  removes,
  erase,
  onErased,
  words: COPY = ERASE_COPY,
}: {
  what: string;
  /** What else goes with the record, said under the question. */
  removes?: string;
  erase: () => Promise<void>;
  /** After the record is gone: the list reads itself again and says what was erased. */
  onErased: () => void;
  words?: EraseWords;
}) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState('');
  const flight = useSingleFlight();
  const yes = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  const removesId = useId();

  useEffect(() => {
    // Focus follows the question: onto "Yes, erase" when it appears, back to "Erase" on Cancel.
    if (asking) yes.current?.focus();
    else if (wasAsking.current) first.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const confirmErase = () =>
    flight.run(async () => {
      setError('');
      try {
        await erase();
        onErased();
      } catch (failure) {
        setError(COPY.failed(failureReason(failure)));
      }
    });

  if (!asking) {
    return (
      <button
        ref={first}
        type="button"
        className="btn btn-sm btn-outline-danger"
        onClick={() => setAsking(true)}
      >
        {COPY.erase} <span className="visually-hidden">{what}</span>
      </button>
    );
  }
  return (
    <div className="erase-confirm" role="group" aria-label={COPY.confirm(what)}>
      <p className="mb-2 fw-bold">{COPY.confirm(what)}</p>
      {removes && (
        <p id={removesId} className="mb-2 small">
          {removes}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button
          ref={yes}
          type="button"
          className="btn btn-sm btn-danger"
          // Focus lands here, so a screen reader reads what else goes with the record before the answer.
          aria-describedby={removes ? removesId : undefined}
          aria-disabled={flight.pending}
          onClick={() => void confirmErase()}
        >
          {flight.pending ? COPY.erasing : COPY.yes}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => setAsking(false)}
          disabled={flight.pending}
        >
          {COPY.cancel}
        </button>
      </div>
      {error && (
        <p role="alert" className="text-danger small mt-2 mb-0">
          {error}
        </p>
      )}
    </div>
  );
}
