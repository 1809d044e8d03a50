import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import { HOTEL_TAKEN, NO_SUCH_HOTEL, type Hotel, type HotelFields } from '../../domain/hotel';
import {
  atHotel,
  differsFromHotel,
  hotelPlace,
  hotelSave,
  hotelsOfListings,
  listingPlace,
} from '../../domain/hotel-places';
import { venueFields } from '../../domain/venue-change';
import { DataError } from '../errors';
import { HOTELS, readHotelDoc, readHotelDocs } from './hotel-store';
import { contactsAndLinks, storeHotelContact } from './hotel-links';
import { editVenues } from './venue-group-writes';
import { listEveryVenue } from './venue-refs';

// The dashboard's Hotels section: loaded on its first use, never by public pages.

/** The stored shape (firestore.rules, isHotel): the fields, and the place listings find it by. */
const toStored = (fields: HotelFields) => ({
  name: fields.name,
  address: fields.address,
  city: fields.city,
  mapUrl: fields.mapUrl,
  accessContact: fields.accessContact,
  access: fields.access,
  dietary: fields.dietary,
  accessNotes: fields.accessNotes,
  allergenInfo: fields.allergenInfo,
  parkingInfo: fields.parkingInfo,
  stayInfo: fields.stayInfo,
  stayUrl: fields.stayUrl,
  bookingSource: fields.bookingSource,
  place: hotelPlace(fields),
  updatedAt: serverTimestamp(),
});

async function savedAndListed(db: Firestore) {
  const [saved, venues] = await Promise.all([getDocs(collection(db, HOTELS)), listEveryVenue(db)]);
  return { saved: readHotelDocs(saved.docs), venues };
}

export async function listHotelsWithDates(db: Firestore) {
  const [{ saved, venues }, { contactOf, linkOf }] = await Promise.all([
    savedAndListed(db),
    contactsAndLinks(db),
  ]);
  // Contacts and links live apart from the public hotel documents (hotel-links.ts).
  return hotelsOfListings(saved, venues).map((hotel) => ({
    ...hotel,
    contact: contactOf.get(hotel.id) ?? hotel.contact,
    link: linkOf.get(hotel.id) ?? null,
  }));
}

/**
 * Saves a hotel for all its dates. A derived hotel (never saved) gets its document now. When its name,
 * address or city changes, each listing at it takes them in the same transaction, with one history record,
 * so no date is left at a place without its hotel.
 */
export async function saveHotel(
  db: Firestore,
  id: string,
  fields: HotelFields,
  actor: string,
): Promise<Hotel> {
  const { saved, venues } = await savedAndListed(db);
  const save = hotelSave(id, fields, saved, venues);
  if (save === 'missing') throw new DataError('not-found', NO_SUCH_HOTEL);
  if (save === 'taken') throw new DataError('conflict', HOTEL_TAKEN, { name: HOTEL_TAKEN });
  const ref = save.current ? doc(db, HOTELS, save.current.id) : doc(collection(db, HOTELS));
  const moving = venues
    .filter((venue) => listingPlace(venue) === save.from && differsFromHotel(venue, fields))
    .map((venue) => venue.id);
  if (moving.length === 0) {
    await setDoc(ref, toStored(fields));
  } else {
    await editVenues(
      db,
      moving,
      (venue) => atHotel(venueFields(venue), fields),
      actor,
      (transaction) => {
        transaction.set(ref, toStored(fields));
      },
    );
  }
  // The contact goes apart from the public document, once the hotel is saved (firestore.rules).
  await storeHotelContact(db, ref.id, fields.contact);
  const stored = await getDoc(ref);
  const hotel = readHotelDoc(ref.id, stored.data() ?? {});
  if (!hotel) throw new DataError('unknown', `Hotel ${ref.id} was stored unreadably.`);
  return { ...hotel, contact: fields.contact };
}
