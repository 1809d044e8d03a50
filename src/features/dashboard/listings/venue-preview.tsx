import type { Venue } from '../../../domain/venue';
import { VenueCard } from '../../venues/venue-card';

/** The card exactly as visitors will see it on the show page: the public pages' own component. */
export function VenuePreview({ venue, heading }: { venue: Venue; heading: string }) {
  return (
    <section className="venue-preview mt-3" aria-label={heading}>
      <p className="small fw-bold text-body-secondary mb-2">{heading}</p>
      <div className="venue-preview-card">
        <VenueCard venue={venue} />
      </div>
    </section>
  );
}
