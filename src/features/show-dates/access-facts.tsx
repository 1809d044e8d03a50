import { Fragment } from 'react';
import { ACCESS_COPY } from '../../content/hotel-access';
import { UNCONFIRMED_ACCESS, YES_NO_FACTS } from '../../domain/hotel-facts';
import type { ListingHotel } from '../../domain/venue';
import { TappableText } from './tappable-text';

/**
 * A date's Access section: each of the hotel's facts as the manager confirmed it, and "Not confirmed: ask
 * the venue" (never "No") for one not confirmed, with whom to ask. A listing without a hotel record yet (an
 * old hosted document) says that of every fact.
 */
export function AccessFacts({ hotel }: { hotel: ListingHotel | undefined }) {
  return (
    <section aria-labelledby="access" className="mb-4">
      <h2 id="access" className="h5">
        {ACCESS_COPY.heading}
      </h2>
      <AccessFactList hotel={hotel} />
    </section>
  );
}

/** The facts themselves and whom to ask (a phone number in it a tel: link), for a section or a disclosure. */
export function AccessFactList({ hotel }: { hotel: ListingHotel | undefined }) {
  const copy = ACCESS_COPY;
  const access = hotel?.access ?? UNCONFIRMED_ACCESS;
  return (
    <>
      <dl className="date-page__facts date-page__access">
        {YES_NO_FACTS.map((fact) => (
          <Fragment key={fact}>
            <dt>{copy.facts[fact]}</dt>
            <dd className={access[fact] === 'unknown' ? 'fst-italic' : undefined}>
              {copy.answers[access[fact]]}
            </dd>
          </Fragment>
        ))}
        <dt>{copy.hearingLoop}</dt>
        <dd className={access.hearingLoop === 'unknown' ? 'fst-italic' : undefined}>
          {copy.loops[access.hearingLoop]}
        </dd>
      </dl>
      <p className="mb-2">
        <span className="fw-bold">{copy.contact}: </span>
        {hotel?.accessContact ? <TappableText text={hotel.accessContact} /> : copy.noContact}
      </p>
      {hotel?.dietary && (
        <p className="mb-2">
          <span className="fw-bold">{copy.dietary}: </span>
          <TappableText text={hotel.dietary} />
        </p>
      )}
      {hotel?.accessNotes && (
        <p className="mb-2">
          <span className="fw-bold">{copy.notes}: </span>
          <TappableText text={hotel.accessNotes} />
        </p>
      )}
    </>
  );
}
