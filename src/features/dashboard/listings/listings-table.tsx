import { LISTINGS_WORDS as W } from '../../../content/dashboard-listings';
import { cityLabel } from '../../../domain/cities';
import { safeHttpUrl } from '../../../domain/url';
import type { Venue } from '../../../domain/venue';
import { useDataPort } from '../../../data/data-port-context';
import { useDashboardData } from '../shared/dashboard-data';
import { useDashboardRead } from '../shared/dashboard-query';
import { showName, venueLabel } from '../shared/format';
import { formatClockTime, formatDateWithWeekday } from '../../../domain/dates';
import { HistoryButton } from '../shared/history-button';
import { QuickStatusMenu } from './quick-status-menu';
import type { QuickStatus } from './quick-status';
import { statusPills } from './status-pills';

const A = W.actions;

/** What a row's buttons do; each names its listing to a screen reader ("Edit: The Grand — 26th of ..."). */
export interface RowActions {
  onEdit: (venue: Venue) => void;
  /** Starts Add from this listing's details, for a new date. */
  onDuplicate: (venue: Venue) => void;
  onDelete: (venue: Venue) => void;
  /** A quick status action from the row's Status menu (quick-status.ts). */
  onQuickStatus: (venue: Venue, label: string, action: QuickStatus) => void;
}

/**
 * One page of listings with a box to choose each. A table on wide screens, scrolling inside its own column
 * should it still be too wide (never under the editor beside it); below 768 px each row becomes a card
 * (dashboard.scss), so a phone never scrolls sideways.
 */
export function ListingsTable({
  venues,
  chosen,
  onChoose,
  pending,
  actions,
}: {
  venues: readonly Venue[];
  chosen: ReadonlySet<string>;
  onChoose: (ids: readonly string[], on: boolean) => void;
  pending: boolean;
  actions: RowActions;
}) {
  const { openHistory } = useDashboardData();
  const port = useDataPort();
  // Who waits for seats on each sold-out date, so the manager knows before putting it back on sale; every
  // write reads it again (the dashboard's one freshness rule). A failed read shows no count, never a wrong one.
  const waiting = useDashboardRead(['seats-back-waiting'], () => port.countSeatsBackWaiting());
  const pageChosen = venues.length > 0 && venues.every((venue) => chosen.has(venue.id));

  return (
    <div className="listings-table-frame">
      <table className="listings-table">
        <caption className="visually-hidden">{W.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="listing-pick">
              <input
                type="checkbox"
                className="form-check-input"
                aria-label={W.choosePage}
                checked={pageChosen}
                onChange={(event) =>
                  onChoose(
                    venues.map((venue) => venue.id),
                    event.target.checked,
                  )
                }
              />
            </th>
            <th scope="col">{W.columns.hotel}</th>
            <th scope="col">{W.columns.date}</th>
            <th scope="col">{W.columns.show}</th>
            <th scope="col">{W.columns.city}</th>
            <th scope="col">{W.columns.status}</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {venues.map((venue) => {
            const link = safeHttpUrl(venue.bookingUrl);
            const label = venueLabel(venue);
            return (
              <tr
                key={venue.id}
                data-listing={venue.id}
                className={chosen.has(venue.id) ? 'is-chosen' : undefined}
              >
                <td className="listing-pick">
                  {/* On a phone's card the box says "Choose" beside it (the table's column says it on wide
                    screens); its name for a screen reader names the listing, and starts with that word. */}
                  <label>
                    <input
                      type="checkbox"
                      className="form-check-input"
                      aria-label={W.choose(label)}
                      checked={chosen.has(venue.id)}
                      onChange={(event) => onChoose([venue.id], event.target.checked)}
                    />
                    <span className="listing-pick-word" aria-hidden="true">
                      {W.columns.pick}
                    </span>
                  </label>
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
                <td data-label={W.columns.date}>
                  <ShowDate iso={venue.date} />
                  {/* Its own start time, when it has one (else the show's usual time, as visitors see). */}
                  {venue.startTime && (
                    <span className="d-block small text-body-secondary">
                      {W.startsAt(formatClockTime(venue.startTime))}
                    </span>
                  )}
                </td>
                <td data-label={W.columns.show}>{showName(venue)}</td>
                <td data-label={W.columns.city}>{cityLabel(venue.city)}</td>
                <td data-label={W.columns.status}>
                  {statusPills(venue).map((pill) => (
                    <span key={pill.look} className={`status-pill ${pill.look}`}>
                      {pill.text}
                    </span>
                  ))}
                  {venue.soldOut && waiting.data && (
                    <span className="d-block small text-body-secondary">
                      {W.seatsWaiting(waiting.data[venue.id] ?? 0)}
                    </span>
                  )}
                </td>
                <td className="listing-actions">
                  <RowButton label={label} onClick={() => actions.onEdit(venue)} primary>
                    {A.edit}
                  </RowButton>
                  <RowButton label={label} onClick={() => actions.onDuplicate(venue)}>
                    {A.duplicate}
                  </RowButton>
                  <QuickStatusMenu
                    venue={venue}
                    label={label}
                    busy={pending}
                    onChoose={(action) => actions.onQuickStatus(venue, label, action)}
                  />
                  <HistoryButton venueId={venue.id} listing={label} onHistory={openHistory} />
                  <RowButton label={label} busy={pending} danger onClick={() => actions.onDelete(venue)}>
                    {A.delete}
                  </RowButton>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** "Friday 4 December 2026", which breaks after the weekday where the column is narrow, never inside the date. */
function ShowDate({ iso }: { iso: string }) {
  const [weekday, ...rest] = formatDateWithWeekday(iso).split(' ');
  return (
    <time dateTime={iso}>
      {rest.length > 0 ? (
        <>
          {weekday} <span className="listing-day">{rest.join(' ')}</span>
        </>
      ) : (
        weekday
      )}
    </time>
  );
}

function RowButton({
  label,
  children,
  onClick,
  busy = false,
  primary = false,
  danger = false,
}: {
  label: string;
  children: string;
  onClick: () => void;
  busy?: boolean;
  primary?: boolean;
  danger?: boolean;
}) {
  const look = danger ? 'btn-outline-danger' : primary ? 'btn-outline-primary' : 'btn-outline-secondary';
  return (
    <button
      type="button"
      className={`btn btn-sm ${look}`}
      aria-disabled={busy}
      onClick={() => busy || onClick()}
    >
      {children}
      <span className="visually-hidden">: {label}</span>
    </button>
  );
}
