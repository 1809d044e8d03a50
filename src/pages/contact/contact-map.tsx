import { useEffect, useRef, useState } from 'react';
import { COMPANY } from '../../content/company';
import { CONTACT_PAGE } from '../../content/pages';

/**
 * The Swansea map loads only when the visitor asks: an embedded map is a heavy third-party page that
 * would cost every visitor data and time (cheap phones; docs/product.md, Budgets). A plain link always works.
 */
export function ContactMap() {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button the visitor pressed disappears; focus goes to what it revealed, not back to the page top.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  return (
    <div>
      {shown ? (
        <iframe
          ref={frame}
          className="map-frame"
          title={CONTACT_PAGE.mapTitle}
          src={COMPANY.mapEmbedUrl}
          loading="lazy"
        />
      ) : (
        <div className="panel">
          <p>{CONTACT_PAGE.mapNote}</p>
          <button type="button" className="btn btn-primary" onClick={() => setShown(true)}>
            {CONTACT_PAGE.showMap}
          </button>
        </div>
      )}
      <p className="mt-2">
        <a href={COMPANY.mapLinkUrl} target="_blank" rel="noopener noreferrer">
          {CONTACT_PAGE.mapLink}
        </a>
      </p>
    </div>
  );
}
