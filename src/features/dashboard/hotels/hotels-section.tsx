import { useId, useState } from 'react';
import { ACCESS_COPY } from '../../../content/hotel-access';
import { HOTELS_WORDS as W } from '../../../content/dashboard-hotels';
import { useDataPort } from '../../../data/data-port-context';
import { cityLabel } from '../../../domain/cities';
import { formatMoment } from '../../../domain/dates';
import type { HotelLinkState, HotelWithDates } from '../../../domain/hotel';
import { useDashboardData } from '../shared/dashboard-data';
import { useDashboardRead } from '../shared/dashboard-query';
import { HotelForm } from './hotel-form';
import { HotelLinkPanel } from './hotel-link-panel';
import { HotelWidgetPanel } from '../../hotel-kit/hotel-widget-panel';
import { HOTEL_WIDGET_DASHBOARD_COPY } from '../../../content/hotel-widget';
import { isHotelWidgetId } from '../../../domain/hotel-widget-paths';
import type { ActionResult } from '../shared/results';
import { ResultMessage } from '../shared/result-message';
import { useAskFirst } from '../shared/unsaved-changes';

/** The two facts most visitors ask about first, as the list shows them. */
function keyFacts(hotel: HotelWithDates): string {
  const { stepFree, hearingLoop } = hotel.access;
  return `${ACCESS_COPY.facts.stepFree}: ${W.answers[stepFree]} · ${ACCESS_COPY.hearingLoop}: ${W.loops[hearingLoop]}`;
}

/** Whether the hotel has a working private link, and whether it was opened: read in the list at a glance. */
function linkLine(link: HotelLinkState | null | undefined): string {
  if (!link) return W.listLink.none;
  const given = W.listLink.given(link.emailed, formatMoment(link.createdAt));
  return `${given} · ${W.listLink.opened(link.lastOpenedAt && formatMoment(link.lastOpenedAt))}`;
}

/**
 * The hotels the listings are at, each with its number of dates; Edit opens its details beside the list
 * (below it on a phone), and a save shows on every one of its dates at once.
 */
export function HotelsSection() {
  const port = useDataPort();
  const id = useId();
  const { reloadVenues } = useDashboardData();
  const hotels = useDashboardRead(['hotels'], () => port.listHotels());
  const items = hotels.data ?? [];
  const [editing, setEditing] = useState<string | null>(null);
  // Each Edit opens the form afresh; a save keeps it (and the keyboard on its Save button, the message under it).
  const [opened, setOpened] = useState(0);
  // What the hotel form or the link panel last said, shown under the one that said it (the form is long: a
  // message above it was out of sight of its Save button).
  const [said, setSaid] = useState<{ by: 'form' | 'link'; result: ActionResult } | null>(null);
  const saidBy = (by: 'form' | 'link') => (result: ActionResult) => setSaid({ by, result });
  const hotel = items.find((item) => item.id === editing);
  // Two hotels of one name (The Queens Hotel, Leeds and Portsmouth) are told apart by their towns.
  const nameOf = (item: HotelWithDates) =>
    items.filter((other) => other.name === item.name).length > 1
      ? `${item.name}, ${cityLabel(item.city)}`
      : item.name;
  const askFirst = useAskFirst();
  // The link and the widget are under the form, which is long: its heading links to them.
  const linkId = `${id}-link`;
  const widgetId = `${id}-widget`;
  const furtherDown = hotel && [
    { id: linkId, label: W.link.heading },
    ...(isHotelWidgetId(hotel.id) ? [{ id: widgetId, label: HOTEL_WIDGET_DASHBOARD_COPY.heading }] : []),
  ];

  return (
    <div className="row g-4">
      <div className="col-12 col-xl-5">
        <section className="dashboard-section card card-body" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="h3">
            {W.heading}
          </h2>
          <p className="text-body-secondary">{W.intro}</p>
          {hotels.status === 'error' ? (
            <p role="alert" className="alert alert-danger">
              {W.loadFailed}
              {hotels.error}
            </p>
          ) : hotels.status === 'loading' ? (
            <p role="status">{W.loading}</p>
          ) : items.length === 0 ? (
            <p>{W.none}</p>
          ) : (
            <ul className="hotel-list list-unstyled" aria-labelledby={`${id}-title`}>
              {items.map((item) => (
                <li
                  key={item.id}
                  className="hotel-entry d-flex flex-wrap gap-2 justify-content-between align-items-start"
                  aria-current={item.id === editing ? 'true' : undefined}
                >
                  <p className="mb-0">
                    <strong>{item.name}</strong>
                    <span className="d-block small">
                      {cityLabel(item.city)} · {item.address} · {W.dates(item.dates)}
                    </span>
                    <span className="d-block small text-body-secondary">{keyFacts(item)}</span>
                    <span className="d-block small">{linkLine(item.link)}</span>
                  </p>
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    aria-label={W.editName(nameOf(item))}
                    onClick={() => {
                      // Another hotel replaces the form: its work not saved is asked about first.
                      if (item.id === editing) return;
                      askFirst(() => {
                        setSaid(null);
                        setEditing(item.id);
                        setOpened((n) => n + 1);
                      }, 'hotel');
                    }}
                  >
                    {W.edit}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="col-12 col-xl-7">
        {/* Keyed by each Edit: another hotel starts from what is stored, and so does this one once saved
            (HotelForm), without opening afresh at its heading, 2,000 px above the Save button. */}
        {hotel && (
          <HotelForm
            key={opened}
            hotel={hotel}
            name={nameOf(hotel)}
            furtherDown={furtherDown}
            onResult={saidBy('form')}
            onSaved={async (saved) => {
              // A hotel saved for the first time (hosted) gets its own id.
              setEditing(saved.id);
              await reloadVenues();
            }}
          />
        )}
        <ResultMessage result={said?.by === 'form' ? said.result : null} />
        {hotel && (
          <HotelLinkPanel
            key={hotel.id}
            id={linkId}
            hotel={hotel}
            onChanged={hotels.refresh}
            onResult={saidBy('link')}
          />
        )}
        <ResultMessage result={said?.by === 'link' ? said.result : null} />
        {hotel && <HotelWidgetPanel id={widgetId} hotel={hotel} className="dashboard-section" />}
      </div>
    </div>
  );
}
