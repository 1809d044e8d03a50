import { doc, getDoc, serverTimestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { kitTexts } from '../../content/kit-texts';
import { kitStatus } from '../../../server/kit/kit-words';
import { kitWhen } from '../../content/kit-when';
import { SHOW_DETAILS } from '../../content/menus';
import { SHOW_DETAILS_BLOCKS } from '../../content/show-details/common';
import { SHOWS } from '../../content/shows';
import { cityLabel, isCityKey } from '../../domain/cities';
import { datePagePath } from '../../domain/date-page-paths';
import { todayInLondon } from '../../domain/dates';
import { listingPlace } from '../../domain/hotel-places';
import {
  hotelActor,
  hotelMaySetSeats,
  kitSource,
  type HotelKit,
  type DateCounts,
  type HotelKitDate,
} from '../../domain/hotel-kit';
import type { Availability } from '../../domain/listing-state';
import { reviseListing } from '../../domain/listing-revision';
import type { PublishedContent } from '../../domain/site-content/content-api';
import type { ShowDetailsContent } from '../../domain/site-content/blocks';
import type { Venue } from '../../domain/venue';
import { venueFields } from '../../domain/venue-change';
import { DataError } from '../errors';
import { HOTELS } from './hotel-store';
import { HOTEL_LINKS, hashHotelToken, isHotelTokenShape } from './hotel-link-token';
import { readSnapshot, venueRef } from './venue-refs';
import { changeRecord } from './venue-history';

// The hotel's side of its private link in hosted mode (docs/decisions/0041-hotel-links.md): loaded by the
// hotel's page only. Reading needs the link alone; the seats need its contact signed in (hotel-sign-in.ts).

/** A wrong, replaced or revoked token: the page answers as for an address that never existed. */
const gone = () => new DataError('not-found', 'There is no such page.');

export interface HostedHotelLink {
  id: string;
  hotelId: string;
  hotelName: string;
  contactName: string;
  sentTo: string;
  /** The dashboard's copy of the hotel's dates' counts, by listing (hotel-link-counts.ts). */
  counts: Record<string, DateCounts>;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The copy as stored: a date without one has none (the dashboard has not been opened since it was added). */
function readCounts(value: unknown): Record<string, DateCounts> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, { views?: unknown; bookClicks?: unknown } | null>).map(
      ([id, c]) => [id, { views: count(c?.views), bookClicks: count(c?.bookClicks) }],
    ),
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The link document the token names (rules: get for anyone who can name it, never a list). */
export async function readHotelLink(db: Firestore, token: string): Promise<HostedHotelLink> {
  if (!isHotelTokenShape(token)) throw gone();
  const id = await hashHotelToken(token);
  const snapshot = await getDoc(doc(db, HOTEL_LINKS, id));
  const data = snapshot.data();
  if (!data) throw gone();
  const link = { id, hotelId: text(data.hotelId), hotelName: text(data.hotelName) };
  return {
    ...link,
    contactName: text(data.contactName),
    sentTo: text(data.sentTo),
    counts: readCounts(data.counts),
  };
}

export interface KitSources {
  upcoming: () => Promise<Venue[]>;
  published: () => Promise<PublishedContent>;
  /** The site's origin, for the date page's address its posters' QR codes carry. */
  siteOrigin: () => string;
}

/**
 * One date of the page: made from the site's own data as the embedded server's are. Hosted mode has no server
 * to draw its files, so the date carries what the hotel's browser draws them from when asked (decision 0039);
 * its counts are the dashboard's last copy on the link's document, if any.
 */
function kitDateOf(
  venue: Venue,
  details: ShowDetailsContent,
  siteOrigin: string,
  counts: DateCounts | undefined,
): HotelKitDate {
  const when = kitWhen(venue);
  const path = datePagePath(venue);
  const place = {
    hotel: venue.hotelName.trim(),
    town: cityLabel(venue.city),
    when,
    status: kitStatus(venue)?.text,
  };
  return {
    id: venue.id,
    show: venue.show,
    title: SHOWS[venue.show].title,
    date: venue.date,
    when,
    path,
    status: venue.status,
    availability: venue.availability,
    files: {},
    ...(counts ? { counts } : {}),
    source: kitSource(venue, new URL(path, siteOrigin).href),
    texts: kitTexts(venue.show, details, place),
  };
}

/** The hotel's page: its upcoming public dates with their kit. Stamps the link's lastOpenedAt. */
export async function readHostedHotelKit(
  db: Firestore,
  token: string,
  sources: KitSources,
): Promise<HotelKit> {
  const link = await readHotelLink(db, token);
  const [hotel, venues, published] = await Promise.all([
    getDoc(doc(db, HOTELS, link.hotelId)),
    sources.upcoming(),
    sources.published(),
    // "Last opened" is a nicety: a refused or failed stamp never keeps the hotel from its page.
    updateDoc(doc(db, HOTEL_LINKS, link.id), { lastOpenedAt: serverTimestamp() }).catch((error: unknown) =>
      console.warn('[hotel-kit] could not note the opening', error),
    ),
  ]);
  const city: unknown = hotel.data()?.city;
  const details = (venue: Venue) =>
    (published.content[SHOW_DETAILS_BLOCKS[venue.show]] as ShowDetailsContent | undefined) ??
    SHOW_DETAILS[venue.show];
  const ours = venues.filter((venue) => venue.hotelId === link.hotelId);
  return {
    hotel: {
      id: link.hotelId,
      name: link.hotelName,
      town: isCityKey(city) ? cityLabel(city) : '',
      contactName: link.contactName,
    },
    dates: ours.map((venue) => kitDateOf(venue, details(venue), sources.siteOrigin(), link.counts[venue.id])),
  };
}

/**
 * Few left, sold out or on sale again on one of the link's hotel's own upcoming dates, with a history record
 * naming the hotel, in one batch; the caller has signed the contact in. Anything else is 'not-found'.
 */
export async function setHostedHotelSeats(
  db: Firestore,
  link: HostedHotelLink,
  venueId: string,
  availability: Availability,
): Promise<void> {
  const ref = venueRef(db, venueId);
  const [hotel, current] = await Promise.all([getDoc(doc(db, HOTELS, link.hotelId)), getDoc(ref)]);
  if (!current.exists()) throw gone();
  const venue = readSnapshot(current);
  const hotelData = hotel.data();
  const ours = hotelData !== undefined && listingPlace(venue) === hotelData.place;
  if (!ours || !hotelMaySetSeats(venue.status) || venue.date < todayInLondon()) throw gone();
  const before = venueFields(venue);
  const after = reviseListing(venue, { ...before, availability, soldOut: availability === 'sold-out' });
  // The rules name the hotel by its saved name, as the embedded history does (hotelActor).
  const change = changeRecord(db, 'update', hotelActor(text(hotelData.name)), [
    { venueId, before, after: venueFields(after) },
  ]);
  const batch = writeBatch(db);
  batch.update(ref, {
    availability,
    soldOut: availability === 'sold-out',
    sequence: after.sequence,
    change: change.ref.id,
  });
  batch.set(change.ref, { ...change.data, hotelId: link.hotelId });
  await batch.commit();
}
