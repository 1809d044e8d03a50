import { lazy, Suspense, useState } from 'react';
import { SUBSCRIBE_BUTTON_COPY as COPY } from '../../content/subscribe-button';
import type { CityKey } from '../../domain/cities';
import { SHOW_NAMES, type ShowKey } from '../../domain/shows';
import { useKeepInTouchOffered } from './keep-in-touch';

// Pages that frame the button (the footer's heading, a show page's section) hide with it.
export { useKeepInTouchOffered };

// The form (and the schema library it validates with) loads when someone asks for it, so no page's first
// load pays for it (docs/product.md, Budgets).
const SubscriptionForm = lazy(() =>
  import('./subscription-form').then((module) => ({ default: module.SubscriptionForm })),
);

/**
 * A button that opens the "tell me when" form in place: in the footer (the newsletter) and on show pages
 * (pass the show the visitor was looking at). `startOpen` shows the form at once, for What's on when a
 * filter finds no dates: there the visitor has already said what they are looking for.
 */
export function SubscribeDisclosure({
  show,
  city,
  startOpen = false,
}: {
  show?: ShowKey;
  city?: CityKey;
  startOpen?: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  const offered = useKeepInTouchOffered();
  if (!offered) return null;
  if (!open) {
    return (
      <button
        type="button"
        className="btn btn-outline-primary"
        aria-expanded="false"
        onClick={() => setOpen(true)}
      >
        {show ? COPY.openForShow(SHOW_NAMES[show]) : COPY.open}
      </button>
    );
  }
  return (
    <Suspense fallback={<p role="status">…</p>}>
      {/* Opened by its button, not shown at once (startOpen): the focus goes into the form. */}
      <SubscriptionForm show={show} city={city} focusFirstField={!startOpen} />
    </Suspense>
  );
}
