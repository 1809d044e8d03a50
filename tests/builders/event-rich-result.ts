/**
 * Checks Event structured data against Google's Event rich-result documentation
 * (https://developers.google.com/search/docs/appearance/structured-data/event) and the fields our date pages
 * promise. Returns one line per problem: an empty list means it passes. Not a copy of the builder's logic:
 * it reads the JSON-LD the way a crawler would, from the outside.
 */
const SCHEMA = 'https://schema.org/';
// ISO 8601 with seconds and an explicit offset; a UK date is +00:00 (GMT) or +01:00 (BST).
const UK_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[01]:00$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isAbsoluteUrl = (value: unknown) => isText(value) && /^https?:\/\/[^\s/]+/.test(value);

export function eventRichResultProblems(data: unknown): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, problem: string) => ok || problems.push(problem);
  if (!isObject(data)) return ['not a JSON object'];

  need(
    data['@context'] === 'https://schema.org' || data['@context'] === SCHEMA,
    '@context is not schema.org',
  );
  need(['Event', 'TheaterEvent'].includes(String(data['@type'])), '@type is not Event or TheaterEvent');
  need(isText(data.name), 'name is missing');
  need(isText(data.description), 'description is missing');
  need(isText(data.startDate) && UK_DATE_TIME.test(data.startDate), 'startDate lacks a UK offset');
  need(isText(data.endDate) && UK_DATE_TIME.test(data.endDate), 'endDate lacks a UK offset');
  if (isText(data.startDate) && isText(data.endDate)) {
    need(Date.parse(data.endDate) > Date.parse(data.startDate), 'endDate is not after startDate');
  }
  need(data.eventStatus === `${SCHEMA}EventScheduled`, 'eventStatus is not EventScheduled');
  need(
    data.eventAttendanceMode === `${SCHEMA}OfflineEventAttendanceMode`,
    'eventAttendanceMode is not offline',
  );

  const location = data.location;
  need(isObject(location) && location['@type'] === 'Place', 'location is not a Place');
  if (isObject(location)) {
    need(isText(location.name), 'location.name is missing');
    const address = location.address;
    need(
      isObject(address) && address['@type'] === 'PostalAddress',
      'location.address is not a PostalAddress',
    );
    if (isObject(address)) {
      need(isText(address.streetAddress), 'address.streetAddress is missing');
      need(isText(address.addressLocality), 'address.addressLocality is missing');
      need(isText(address.addressCountry), 'address.addressCountry is missing');
    }
  }

  const images = Array.isArray(data.image) ? data.image : [data.image];
  need(images.length > 0 && images.every(isAbsoluteUrl), 'image is not a list of absolute URLs');

  const offers = data.offers;
  need(isObject(offers) && offers['@type'] === 'Offer', 'offers is not an Offer');
  if (isObject(offers)) {
    need(isAbsoluteUrl(offers.url), 'offers.url is not an absolute URL');
    need(
      offers.availability === `${SCHEMA}InStock` || offers.availability === `${SCHEMA}SoldOut`,
      'offers.availability is not InStock or SoldOut',
    );
  }

  const organizer = data.organizer;
  need(
    isObject(organizer) && isText(organizer.name) && isAbsoluteUrl(organizer.url),
    'organizer lacks a name and url',
  );
  return problems;
}
