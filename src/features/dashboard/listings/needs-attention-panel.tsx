import { useEffect, useId, useRef, useState } from 'react';
import { useDataPort } from '../../../data/data-port-context';
import { isDataError } from '../../../data/errors';
import type { ListingNeedingAttention } from '../../../domain/needs-attention';
import type { Venue } from '../../../domain/venue';
import { useDashboardData } from '../shared/dashboard-data';
import { useDashboardRead } from '../shared/dashboard-query';
import { RESULT_WORDS as M, failure, failureReason, success, type ActionResult } from '../shared/results';
import { ResultMessage } from '../shared/result-message';
import { useSingleFlight } from '../shared/use-single-flight';

/** How an item is named: its hotel and date as stored, or its id when even those cannot be read. */
function itemName(item: ListingNeedingAttention): string {
  const { hotelName, date } = item.raw;
  return hotelName ? `${hotelName}${date ? ` (${date})` : ''}` : `Listing ${item.id}`;
}

/**
 * At the top of the dashboard: listings that cannot be shown as they are, with their values as stored.
 * Fix opens the update form on one; Delete moves it to the trash (after a confirmation). Nothing is shown
 * while there is nothing to fix.
 */
export function NeedsAttentionPanel({ onFix }: { onFix: (venue: Venue) => void }) {
  const port = useDataPort();
  const { reloadVenues } = useDashboardData();
  const id = useId();
  // Checked again after every write anywhere on the dashboard (dashboard-query.tsx).
  const found = useDashboardRead(['needs-attention'], () => port.listNeedsAttention());
  const items: readonly ListingNeedingAttention[] = found.data ?? [];
  const { error } = found;
  const [confirming, setConfirming] = useState<string | null>(null);
  const [result, setResult] = useState<ActionResult>(null);
  const { pending, run } = useSingleFlight();
  const question = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);

  function remove(item: ListingNeedingAttention) {
    void run(async () => {
      setResult(null);
      try {
        await port.deleteVenue(item.id);
        setResult(success(M.deleted));
      } catch (caught) {
        setResult(
          isDataError(caught, 'not-found')
            ? failure(M.noMatch)
            : failure(M.deleteFailedPrefix + failureReason(caught)),
        );
      }
      setConfirming(null);
      await reloadVenues();
    });
  }

  if (items.length === 0 && !error && !result) return null;
  return (
    <section className="needs-attention card card-body mb-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h3">
        Needs attention{items.length > 0 && ` (${items.length})`}
      </h2>
      {error && (
        <p role="alert" className="alert alert-danger">
          Listings that need attention could not be checked: {error}
        </p>
      )}
      <ResultMessage result={result} />
      {items.length > 0 && (
        <p>These listings cannot be shown to visitors as they are. Fix each one, or delete it.</p>
      )}
      <ul className="attention-list list-unstyled">
        {items.map((item) => {
          const name = itemName(item);
          return (
            <li key={item.id} className="attention-entry">
              <h3 className="h5 mb-1">{name}</h3>
              <p className="mb-2 text-danger-emphasis">{item.reason}</p>
              <dl className="raw-values">
                {Object.entries(item.raw).map(([field, value]) => (
                  <div key={field}>
                    <dt>{field}</dt>
                    <dd>
                      <code>{value === '' ? '(empty)' : value}</code>
                    </dd>
                  </div>
                ))}
              </dl>
              {confirming === item.id ? (
                <div className="confirm-delete border border-danger rounded p-3">
                  <p ref={question} tabIndex={-1} className="fw-bold">
                    Delete {name}? It goes to the trash, where it can be restored for 30 days.
                  </p>
                  <div className="d-flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn btn-danger"
                      aria-disabled={pending}
                      onClick={() => remove(item)}
                    >
                      {pending ? 'Deleting...' : 'Yes, delete it'}
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline-secondary"
                      onClick={() => {
                        setConfirming(null);
                        // The question's buttons vanish: back to the Delete button that asked.
                        setTimeout(() => document.getElementById(`${id}-delete-${item.id}`)?.focus());
                      }}
                    >
                      Cancel
                    </button>
                  </div>
                </div>
              ) : (
                <div className="d-flex flex-wrap gap-2">
                  {item.venue && (
                    <button
                      type="button"
                      className="btn btn-sm btn-primary"
                      onClick={() => item.venue && onFix(item.venue)}
                    >
                      Fix<span className="visually-hidden">: {name}</span>
                    </button>
                  )}
                  <button
                    id={`${id}-delete-${item.id}`}
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => setConfirming(item.id)}
                  >
                    Delete<span className="visually-hidden">: {name}</span>
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
