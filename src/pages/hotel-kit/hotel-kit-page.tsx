import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useParams } from 'react-router-dom';
import { HOTEL_KIT_PAGE as W } from '../../content/hotel-kit';
import { COMPANY_DETAILS } from '../../content/company';
import { useDataPort } from '../../data/data-port-context';
import { isDataError } from '../../data/errors';
import type { HotelKit } from '../../domain/hotel-kit';
import { HotelWidgetPanel } from '../../features/hotel-kit/hotel-widget-panel';
import { KitDate } from '../../features/hotel-kit/kit-date';
import { usePrivateHead } from '../../features/hotel-kit/use-private-head';
import { usePageMeta } from '../../ui/use-page-meta';
import { PageHeader } from '../shared/page-header';
import NotFoundPage from '../not-found/not-found-page';
import { findMainHeading, focusHeading } from '../../ui/main-heading';
import '../../features/hotel-kit/hotel-kit.scss';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; kit: HotelKit }
  | { kind: 'gone' }
  | { kind: 'failed'; reason: string };

/**
 * A hotel's own page (issue 39), opened by the private link e-mailed to its contact: the server sends it
 * only for a live link (private, never cached or indexed), and the page reads its dates with the token.
 */
export default function HotelKitPage() {
  const { token = '' } = useParams();
  const port = useDataPort();
  const [state, setState] = useState<State>({ kind: 'loading' });
  // Said above the dates when a date left them while the page was open (its seats were pressed).
  const [notListed, setNotListed] = useState(false);
  const notice = useRef<HTMLParagraphElement>(null);
  const kit = state.kind === 'ready' ? state.kit : null;
  usePageMeta({ title: kit ? W.title(kit.hotel.name) : W.loading, description: W.intro });
  usePrivateHead();

  /** Reads the hotel's dates: at first, and again when a date or the link turns out to open nothing. */
  const read = useCallback(
    (isCurrent: () => boolean) =>
      port.readHotelKit(token).then(
        (kit) => isCurrent() && setState({ kind: 'ready', kit }),
        (error: unknown) =>
          isCurrent() &&
          setState(
            // A link replaced or switched off while the page was open: the closed link's own words.
            isDataError(error, 'not-found')
              ? { kind: 'gone' }
              : { kind: 'failed', reason: isDataError(error) ? error.message : String(error) },
          ),
      ),
    [port, token],
  );
  useEffect(() => {
    let current = true;
    void read(() => current);
    return () => {
      current = false;
    };
  }, [read]);

  /**
   * A date's seats or file answered "not found": the link is gone (the page says so), or the date left the
   * list. The pressed button may have gone with its date: the keyboard goes to the words, and where the link
   * is gone, to the heading of the page that says so (the press was far down a page now replaced).
   */
  const readAgain = () =>
    void read(() => true).then(() => {
      flushSync(() => setNotListed(true));
      if (notice.current) return notice.current.focus();
      const heading = findMainHeading();
      if (!heading) return;
      // From the top, as a page that has just opened: the page's sticky header would cover a heading
      // scrolled only just into view.
      window.scrollTo({ top: 0, behavior: 'instant' });
      focusHeading(heading);
    });

  if (state.kind === 'gone') return <NotFoundPage note={W.linkGone} />;
  return (
    <main id="main">
      <PageHeader title={kit ? W.heading(kit.hotel.name) : W.loading}>
        {kit && (
          <>
            <p className="page-header__lead">{W.greeting(kit.hotel.contactName)}</p>
            <p className="page-header__lead mb-0">{W.intro}</p>
          </>
        )}
      </PageHeader>
      <div className="container hotel-kit py-4">
        {state.kind === 'loading' && <p role="status">{W.loading}</p>}
        {state.kind === 'failed' && (
          <p role="alert" className="alert alert-danger">
            {W.loadFailed}
            {state.reason}
          </p>
        )}
        {kit && notListed && (
          <p ref={notice} tabIndex={-1} role="alert" className="alert alert-warning">
            {W.seats.notListed}
          </p>
        )}
        {kit && kit.dates.length === 0 && <p>{W.none}</p>}
        {kit && kit.dates.length > 0 && (
          <ol className="kit-dates list-unstyled">
            {kit.dates.map((date) => (
              <KitDate
                key={date.id}
                token={token}
                date={date}
                onNotFound={readAgain}
                onSeats={(availability) =>
                  setState({
                    kind: 'ready',
                    kit: {
                      ...kit,
                      dates: kit.dates.map((d) => (d.id === date.id ? { ...d, availability } : d)),
                    },
                  })
                }
              />
            ))}
          </ol>
        )}
        {/* The hotel's website is the hotel's to change: the snippet is theirs to paste (decision 0042). */}
        {kit && <HotelWidgetPanel hotel={kit.hotel} forTheHotel />}
        {kit && (
          <p className="small mt-3">
            {W.questions} <a href={`mailto:${COMPANY_DETAILS.email}`}>{COMPANY_DETAILS.email}</a>.
          </p>
        )}
      </div>
    </main>
  );
}
