import { useRef, useState } from 'react';
import { cityLabel } from '../../domain/cities';
import { useDataPort } from '../../data/data-port-context';
import { isDataError } from '../../data/errors';
import { safeHttpUrl } from '../../domain/url';
import type { Venue } from '../../domain/venue';
import { useDashboardData } from './dashboard-data';
import { formatShortShowDate, showName, venueLabel } from './format';
import { HistoryButton } from './history-button';
import { DASHBOARD_MESSAGES as M, failure, failureReason, success, type ActionResult } from './messages';
import { venueInput } from './venue-form-values';

/**
 * One page of listings. A table on wide screens; below 768 px each row becomes a card (dashboard.scss),
 * so a phone never scrolls sideways. Sold out is a status with its own quick toggle.
 */
export function ListingsTable({
  venues,
  onEdit,
  onDuplicate,
  onResult,
}: {
  venues: readonly Venue[];
  onEdit: (venue: Venue) => void;
  /** Starts Add from this listing's details, for a new date. */
  onDuplicate: (venue: Venue) => void;
  onResult: (result: ActionResult) => void;
}) {
  const port = useDataPort();
  const { reloadVenues, openHistory } = useDashboardData();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const running = useRef(new Set<string>());

  async function toggleSoldOut(venue: Venue) {
    if (running.current.has(venue.id)) return;
    running.current.add(venue.id);
    setPending(new Set(running.current));
    const soldOut = !venue.soldOut;
    try {
      await port.updateVenue(venue.id, { ...venueInput(venue), soldOut });
      onResult(success(`${M.updated}: ${venueLabel(venue)} is now ${soldOut ? 'sold out' : 'available'}.`));
    } catch (error) {
      onResult(
        isDataError(error, 'not-found')
          ? failure(M.noMatch)
          : failure(M.updateFailedPrefix + failureReason(error)),
      );
    } finally {
      running.current.delete(venue.id);
      setPending(new Set(running.current));
      void reloadVenues();
    }
  }

  return (
    <table className="listings-table">
      <caption className="visually-hidden">Listings, in date order</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Hotel</th>
          <th scope="col">Show</th>
          <th scope="col">City</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {venues.map((venue) => {
          const link = safeHttpUrl(venue.bookingUrl);
          const busy = pending.has(venue.id);
          return (
            <tr key={venue.id}>
              <td data-label="Date">
                <time dateTime={venue.date}>{formatShortShowDate(venue.date)}</time>
              </td>
              <th scope="row" className="listing-hotel">
                {link ? (
                  <a href={link} target="_blank" rel="noopener noreferrer">
                    {venue.hotelName}{' '}
                    <span className="visually-hidden">(booking page, opens in a new tab)</span>
                  </a>
                ) : (
                  venue.hotelName
                )}
                <span className="d-block small text-body-secondary fw-normal">{venue.hotelLocation}</span>
              </th>
              <td data-label="Show">{showName(venue)}</td>
              <td data-label="City">{cityLabel(venue.city)}</td>
              <td data-label="Status">
                <span className={`status-pill ${venue.soldOut ? 'is-sold-out' : 'is-on-sale'}`}>
                  {venue.soldOut ? 'Sold out' : 'On sale'}
                </span>
              </td>
              <td className="listing-actions">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  aria-disabled={busy}
                  onClick={() => void toggleSoldOut(venue)}
                >
                  {busy ? 'Saving...' : venue.soldOut ? 'Mark available' : 'Mark sold out'}
                  <span className="visually-hidden">: {venueLabel(venue)}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  onClick={() => onEdit(venue)}
                >
                  Edit<span className="visually-hidden">: {venueLabel(venue)}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  onClick={() => onDuplicate(venue)}
                >
                  Duplicate<span className="visually-hidden">: {venueLabel(venue)}</span>
                </button>
                <HistoryButton venueId={venue.id} listing={venueLabel(venue)} onHistory={openHistory} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
