import { useId, useState } from 'react';
import { HOTEL_WIDGET_DASHBOARD_COPY, HOTEL_WIDGET_KIT_COPY } from '../../content/hotel-widget';
import { hotelWidgetSnippet } from '../../content/hotel-widget-snippet';
import { calendarFeedPath, webcalUrl } from '../../domain/feed-paths';
import type { Hotel } from '../../domain/hotel';
import { isHotelWidgetId } from '../../domain/hotel-widget-paths';
import { useSiteOrigin } from '../../ui/site-origin';

/**
 * The snippet the hotel pastes into its own website, with a Copy button, and its calendar's address: in the
 * dashboard's Hotels and on the hotel's own page. A hotel the store has not saved yet (hosted: a place with
 * listings only) has no widget until it is saved. `className`: the frame's classes where it sits.
 */
export function HotelWidgetPanel({
  id: sectionId,
  hotel,
  className = '',
  forTheHotel = false,
}: {
  /** The section's own id, for links to it. */
  id?: string;
  hotel: Pick<Hotel, 'id' | 'name'>;
  className?: string;
  /** On the hotel's own page: "your website", not "the hotel's". */
  forTheHotel?: boolean;
}) {
  const C = forTheHotel ? HOTEL_WIDGET_KIT_COPY : HOTEL_WIDGET_DASHBOARD_COPY;
  const id = useId();
  const origin = useSiteOrigin() ?? '';
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  if (!isHotelWidgetId(hotel.id)) return null;
  const snippet = hotelWidgetSnippet(origin, hotel);
  const feed = `${origin}${calendarFeedPath({ kind: 'hotel', hotel })}`;

  const copy = () => {
    setCopied(null);
    navigator.clipboard.writeText(snippet).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };

  return (
    <section
      id={sectionId}
      className={`card card-body mt-4 ${className}`.trim()}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="h4">
        {C.heading}
      </h2>
      <p className="text-body-secondary">{C.lead}</p>
      <label htmlFor={`${id}-snippet`} className="form-label">
        {C.snippetLabel(hotel.name)}
      </label>
      <textarea
        id={`${id}-snippet`}
        className="form-control font-monospace small"
        rows={6}
        readOnly
        value={snippet}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="d-flex flex-wrap align-items-center gap-3 mt-2">
        <button type="button" className="btn btn-outline-primary" onClick={copy}>
          {C.copy}
        </button>
        <p role="status" className="mb-0">
          {copied === 'copied' ? C.copied : copied === 'failed' ? C.copyFailed : ''}
        </p>
      </div>
      <p className="mt-3 mb-0">
        <a href={webcalUrl(feed)}>{C.calendar}</a>
      </p>
    </section>
  );
}
