import { lazy, Suspense, useState } from 'react';
import { SEATS_BACK_FORM_COPY as COPY } from '../../content/seats-back';
import type { Venue } from '../../domain/venue';
import { useKeepInTouchOffered } from './keep-in-touch';
import { bookingHref } from '../../domain/booking-link';
import { DATE_PAGE_COPY } from '../../content/show-dates';
import { BookingLink } from '../../ui/booking-link';

// As the "tell me when" form: it loads when someone asks for it, so a date page's first load does not pay
// for the form and its schema (docs/product.md, Budgets).
const SeatsBackForm = lazy(() =>
  import('./seats-back-form').then((module) => ({ default: module.SeatsBackForm })),
);

/** On a sold-out date's page: a button that opens the "tell me if seats come back" form in place. */
export function SeatsBackDisclosure({ venue }: { venue: Venue }) {
  const [open, setOpen] = useState(false);
  // Offered wherever "tell me when" is: a request is confirmed the same way (keep-in-touch.ts).
  const offered = useKeepInTouchOffered();
  if (!offered) {
    // Without the site's e-mail there is no list to join: the venue, which sells the seats, is who to ask.
    const href = bookingHref(venue.bookingUrl, venue.hotel);
    return href ? (
      <section className="date-page__seats-back my-4" aria-label={COPY.askVenueHeading}>
        <p className="mb-2">{COPY.askVenue}</p>
        <BookingLink
          className="btn btn-outline-primary"
          href={href}
          venueId={venue.id}
          newTab={DATE_PAGE_COPY.newTab}
        >
          {COPY.askVenueLink}
        </BookingLink>
      </section>
    ) : null;
  }
  return (
    <section className="date-page__seats-back my-4" aria-label={COPY.heading}>
      {open ? (
        <Suspense fallback={<p role="status">…</p>}>
          <SeatsBackForm venue={venue} focusFirstField />
        </Suspense>
      ) : (
        <>
          <p className="mb-2">{COPY.intro}</p>
          <noscript>
            <p className="mb-2">{COPY.noScript}</p>
          </noscript>
          {/* Kept invisible until the page has hydrated (show-dates.scss): without JavaScript it would do
            nothing, and the note above says what to do instead. Its space is kept, so nothing moves. */}
          <button
            type="button"
            className="btn btn-outline-primary date-page__seats-back-open"
            aria-expanded="false"
            onClick={() => setOpen(true)}
          >
            {COPY.heading}
          </button>
        </>
      )}
    </section>
  );
}
