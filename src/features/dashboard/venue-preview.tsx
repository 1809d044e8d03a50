import { formatShowDate } from '../../domain/dates';
import { safeHttpUrl } from '../../domain/text';
import type { Venue } from '../../domain/venue';

/** The card as visitors will see it on the show page. */
export function VenuePreview({ venue, heading }: { venue: Venue; heading: string }) {
  const link = safeHttpUrl(venue.bookingUrl);
  return (
    <section className="venue-preview mt-3" aria-label={heading}>
      <h3 className="h6 text-body-secondary">{heading}</h3>
      <div className="venue-preview-card card card-body">
        <p className="h5">{venue.hotelName}</p>
        <p className="mb-1">{formatShowDate(venue.date)}</p>
        <p>{venue.hotelLocation}</p>
        {venue.soldOut ? (
          <p>Sold out</p>
        ) : (
          link && (
            <a className="btn btn-primary" href={link}>
              Book
            </a>
          )
        )}
      </div>
    </section>
  );
}
