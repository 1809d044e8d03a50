import { COMING_SOON } from '../../content/coming-soon';
import { COMING_SOON_PICTURE } from '../../content/pictures';
import { SHOWS } from '../../content/shows';
import { VENUE_COPY } from '../../content/venues';
import { nextSeason } from '../../domain/seasons';
import type { ShowKey } from '../../domain/shows';
import { safeHttpUrl } from '../../domain/url';
import { useSiteContent } from '../../ui/use-site-content';
import { VenueImage } from './venue-image';

/**
 * The last card of every show's grid: the coming season's year and where to book it, as published (its Site
 * content block). A show with no ticket seller yet (JFK) gets a disabled button rather than a link that goes
 * nowhere.
 */
export function ComingSoonCard({ show }: { show: ShowKey }) {
  const cards = useSiteContent('coming-soon', COMING_SOON);
  const card = cards[show];
  const { title } = SHOWS[show];
  const bookingUrl = safeHttpUrl(card.bookingUrl);
  const copy = VENUE_COPY.comingSoon;
  const year = nextSeason();

  return (
    <article className="venue-card venue-card--coming-soon">
      <VenueImage picture={COMING_SOON_PICTURE} fallback={COMING_SOON_PICTURE} />
      <div className="venue-card__body">
        <h3 className="venue-card__name">{cards.heading}</h3>
        <p className="venue-card__date">{copy.year(year)}</p>
        <p className="venue-card__location">{card.note}</p>
        <div className="venue-card__action">
          {bookingUrl ? (
            <a
              className="btn btn-primary"
              href={bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${VENUE_COPY.book}: ${title}, ${year} (${copy.newTab})`}
            >
              {VENUE_COPY.book}
            </a>
          ) : (
            <button type="button" className="btn btn-outline-secondary" disabled>
              {VENUE_COPY.book}
              <span className="visually-hidden">: {copy.notOnSale}</span>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
