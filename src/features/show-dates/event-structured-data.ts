import type { EventFacts } from '../../content/event-facts';
import { ACCESS_COPY, AMENITY_NAMES } from '../../content/hotel-access';
import { YES_NO_FACTS, type HotelAccess } from '../../domain/hotel-facts';
import type { Availability, ListingStatus } from '../../domain/listing-state';

const SCHEMA = 'https://schema.org';

/** schema.org's EventStatusType and ItemAvailability for the site's words (src/domain/venue.ts). */
const EVENT_STATUS: Record<ListingStatus, string> = {
  scheduled: 'EventScheduled',
  cancelled: 'EventCancelled',
  postponed: 'EventPostponed',
  rescheduled: 'EventRescheduled',
};
const OFFER_AVAILABILITY: Record<Availability, string> = {
  'on-sale': 'InStock',
  'few-left': 'LimitedAvailability',
  'sold-out': 'SoldOut',
};

/**
 * Event structured data as Google's event documentation asks for it
 * (https://developers.google.com/search/docs/appearance/structured-data/event): the required name,
 * startDate and location (a Place with a PostalAddress), and the recommended description, endDate,
 * eventStatus, eventAttendanceMode, image, offers and organizer, plus performer. Prices are not published
 * by the company (the venue sets them), so `offers` carries no price: Google reports that as a
 * recommendation, not an error.
 */
export function eventStructuredData(facts: EventFacts) {
  const amenities = facts.access ? amenityFeatures(facts.access) : [];
  return {
    '@context': SCHEMA,
    '@type': 'TheaterEvent',
    name: facts.name,
    description: facts.description,
    url: facts.pageUrl,
    startDate: facts.startDate,
    endDate: facts.endDate,
    eventStatus: `${SCHEMA}/${EVENT_STATUS[facts.status]}`,
    // Google: a rescheduled event names the start it had; its startDate is the new one.
    ...(facts.previousStartDate ? { previousStartDate: facts.previousStartDate } : {}),
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    // schema.org has no property for a relaxed or captioned performance (its accessibilityFeature belongs to
    // CreativeWork, not Event): those are named in the description. An interpreted date is performed in
    // English and British Sign Language (BCP 47 `bfi`), which Event's inLanguage says.
    ...(facts.extras.includes('bsl-interpreted') ? { inLanguage: ['en-GB', 'bfi'] } : {}),
    location: {
      '@type': 'Place',
      name: facts.venueName,
      address: {
        '@type': 'PostalAddress',
        streetAddress: facts.address,
        addressLocality: facts.locality,
        ...(facts.postalCode ? { postalCode: facts.postalCode } : {}),
        addressCountry: 'GB',
      },
      ...(amenities.length > 0 ? { amenityFeature: amenities } : {}),
    },
    image: facts.images,
    offers: {
      '@type': 'Offer',
      // Without a usable booking link the date page itself is where the visitor learns how to book.
      url: facts.bookingUrl ?? facts.pageUrl,
      availability: `${SCHEMA}/${OFFER_AVAILABILITY[facts.availability]}`,
    },
    organizer: { '@type': 'Organization', name: facts.organizer.name, url: facts.organizer.url },
    performer: { '@type': 'PerformingGroup', name: facts.organizer.name },
  };
}

/**
 * The JSON-LD as text for a `<script type="application/ld+json">`: `<` is escaped so a hotel called
 * "</script>" cannot end the script element early.
 */
export function structuredDataText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The hotel's confirmed access facts as schema.org LocationFeatureSpecification: a fact not confirmed is
 * left out (saying false would claim what nobody has checked).
 */
function amenityFeatures(access: HotelAccess) {
  const feature = (name: string, value: boolean) => ({
    '@type': 'LocationFeatureSpecification',
    name,
    value,
  });
  const features = YES_NO_FACTS.flatMap((fact) =>
    access[fact] === 'unknown' ? [] : [feature(AMENITY_NAMES[fact], access[fact] === 'yes')],
  );
  const loop = access.hearingLoop;
  if (loop === 'fixed' || loop === 'portable') features.push(feature(AMENITY_NAMES.hearingLoop(loop), true));
  if (loop === 'none') features.push(feature(ACCESS_COPY.hearingLoop, false));
  return features;
}
