import { useEffect, useRef, useState } from 'react';
import { useDataPort } from '../../../data/data-port-context';
import { isDataError } from '../../../data/errors';
import { SERIES_WORDS } from '../../../content/dashboard-listings';
import { TRASH_DAYS } from '../../../domain/venue-change';
import type { SeriesScope } from '../../../domain/venue-series';
import { useDashboardData } from '../shared/dashboard-data';
import { venueLabel } from '../shared/format';
import { RESULT_WORDS as M, failure, failureReason, success, type ActionResult } from '../shared/results';
import { ResultMessage } from '../shared/result-message';
import { inRun, runCounts, SeriesScopeField } from './series-scope';
import { usePickedVenue } from './use-picked-venue';
import { useSingleFlight } from '../shared/use-single-flight';
import { VenuePicker, type VenuePick } from './venue-picker';
import { VenuePreview } from './venue-preview';

/**
 * Delete removes ONE listing (docs/product.md), chosen by show, hotel and date, once confirmed. It goes
 * to the trash (restorable for TRASH_DAYS), so a wrong delete is not final.
 */
export function DeleteVenueTab({ pick, onPick }: { pick: VenuePick; onPick: (pick: VenuePick) => void }) {
  const port = useDataPort();
  const { venues, reloadVenues } = useDashboardData();
  const venue = usePickedVenue(venues.items, pick);
  const [confirming, setConfirming] = useState(false);
  const [scope, setScope] = useState<SeriesScope>('only');
  const counts = venue ? runCounts(venues.items, venue) : null;
  const [result, setResult] = useState<ActionResult>(null);
  const { pending, run } = useSingleFlight();
  const question = useRef<HTMLParagraphElement>(null);
  const askButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The confirm step appears where the button was: move the keyboard to its question, which is read out.
    if (confirming) question.current?.focus();
  }, [confirming]);

  function cancel() {
    setConfirming(false);
    // The question's buttons vanish: return the keyboard to the button that asked.
    setTimeout(() => askButton.current?.focus());
  }

  function remove() {
    if (!venue) return;
    void run(async () => {
      setResult(null);
      try {
        if (counts && inRun(counts)) await port.deleteVenueSeries(venue.id, scope);
        else await port.deleteVenue(venue.id);
        setResult(success(M.deleted));
        onPick({ show: pick.show, venueId: '' });
      } catch (error) {
        setResult(
          isDataError(error, 'not-found')
            ? failure(M.noMatch)
            : failure(M.deleteFailedPrefix + failureReason(error)),
        );
      }
      setConfirming(false);
      void reloadVenues();
    });
  }

  return (
    <div>
      <h2 className="h4 mt-3">Delete a listing</h2>
      <VenuePicker
        venues={venues.items}
        pick={pick}
        purpose="to delete"
        onPick={(next) => {
          setConfirming(false);
          setScope('only');
          setResult(null);
          onPick(next);
        }}
      />
      {venue && !confirming && (
        <button
          ref={askButton}
          type="button"
          className="btn btn-outline-danger mb-3"
          onClick={() => setConfirming(true)}
        >
          Delete this listing...
        </button>
      )}
      {venue && confirming && (
        <div className="confirm-delete border border-danger rounded p-3 mb-3">
          <p ref={question} tabIndex={-1} className="fw-bold">
            Delete {venueLabel(venue)} ({venue.hotelLocation})? Visitors will no longer see it. It goes to the
            trash, where it can be restored for {TRASH_DAYS} days.
          </p>
          {counts && inRun(counts) && (
            <SeriesScopeField
              legend={SERIES_WORDS.deleteLegend}
              counts={counts}
              scope={scope}
              onScope={setScope}
            />
          )}
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-danger" aria-disabled={pending} onClick={remove}>
              {pending ? 'Deleting...' : 'Yes, delete it'}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={cancel} disabled={pending}>
              Cancel
            </button>
          </div>
        </div>
      )}
      <ResultMessage result={result} />
      {venue && <VenuePreview venue={venue} heading="The listing as visitors see it" />}
    </div>
  );
}
