import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { hotelPlace } from '../../src/domain/hotel-places';
import { hotelActor } from '../../src/domain/hotel-kit';
import { describeOnEmulator } from './emulator';
import { as, backdated, modular, signedInAs, startRulesEnvironment, venueDoc } from './rules-env';

const LINK = 'a'.repeat(64);
const CONTACT = { uid: 'rhian', email: 'events@grand.example' };
const GRAND = { name: 'The Grand', address: '1 Promenade, Brighton', city: 'Brighton' };
const OTHER = { name: 'The Seaview', address: '9 Marine Parade, Brighton', city: 'Brighton' };

const hotel = (place: typeof GRAND) => ({
  ...place,
  access: {
    stepFree: 'unknown',
    accessibleToilet: 'unknown',
    parking: 'unknown',
    quietSpace: 'unknown',
    hearingLoop: 'unknown',
  },
  place: hotelPlace(place),
  updatedAt: serverTimestamp(),
});

const linkDoc = (overrides: Record<string, unknown> = {}) => ({
  hotelId: 'grand',
  hotelName: GRAND.name,
  contactName: 'Rhian Evans',
  sentTo: CONTACT.email,
  createdAt: serverTimestamp(),
  lastOpenedAt: null,
  ...overrides,
});

/** The hotel page's seats write: the listing's availability and its change record naming the hotel. */
function markSeats(
  db: Firestore,
  venueId: string,
  listing: Record<string, unknown> = { availability: 'few-left', soldOut: false },
  record: Record<string, unknown> | null = {},
) {
  const batch = writeBatch(db);
  const change = doc(collection(db, 'history'));
  batch.update(doc(db, 'venues', venueId), { ...listing, change: change.id });
  if (record !== null)
    batch.set(change, {
      action: 'update',
      actor: hotelActor(GRAND.name),
      at: serverTimestamp(),
      venueIds: [venueId],
      count: 1,
      entries: [{ venueId, before: null, after: null }],
      hotelId: 'grand',
      ...record,
    });
  return batch.commit();
}

describeOnEmulator('firestore.rules: hotels’ private links and their seats (hosted)', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-hotel-links');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = modular(context);
      await setDoc(doc(db, 'hotels/grand'), hotel(GRAND));
      await setDoc(doc(db, 'hotels/seaview'), hotel(OTHER));
      const contact = { name: 'Rhian Evans', email: CONTACT.email, updatedAt: serverTimestamp() };
      await setDoc(doc(db, 'hotelContacts/grand'), contact);
      await setDoc(doc(db, 'hotelContacts/seaview'), { ...contact, email: 'sales@seaview.example' });
      await setDoc(doc(db, `hotelLinks/${LINK}`), linkDoc());
      await setDoc(doc(db, 'venues/own'), venueDoc({ change: 'seed' }));
      await setDoc(doc(db, 'venues/past'), venueDoc({ change: 'seed', showDate: '2020-01-10' }));
      await setDoc(doc(db, 'venues/off'), venueDoc({ change: 'seed', status: 'cancelled' }));
      const seaview = { hotelName: OTHER.name, hotelLocation: OTHER.address, change: 'seed' };
      await setDoc(doc(db, 'venues/theirs'), venueDoc(seaview));
    });
  });

  it('lets anyone get a link by its key, and only managers list them', async () => {
    for (const role of ['visitor', 'signed-in', 'manager'] as const)
      await assertSucceeds(getDoc(doc(as(env, role), `hotelLinks/${LINK}`)));
    await assertFails(getDocs(collection(as(env, 'visitor'), 'hotelLinks')));
    await assertFails(getDocs(collection(signedInAs(env, CONTACT), 'hotelLinks')));
    await assertSucceeds(getDocs(collection(as(env, 'manager'), 'hotelLinks')));
  });

  it('lets a manager create a link to the saved contact, and nobody else create or delete one', async () => {
    const manager = as(env, 'manager');
    const key = 'b'.repeat(64);
    await assertFails(setDoc(doc(as(env, 'visitor'), `hotelLinks/${key}`), linkDoc()));
    await assertFails(setDoc(doc(signedInAs(env, CONTACT), `hotelLinks/${key}`), linkDoc()));
    await assertFails(setDoc(doc(manager, 'hotelLinks/short'), linkDoc()));
    await assertFails(setDoc(doc(manager, `hotelLinks/${key}`), linkDoc({ sentTo: 'x@else.example' })));
    await assertFails(setDoc(doc(manager, `hotelLinks/${key}`), linkDoc({ hotelName: 'Another' })));
    await assertFails(setDoc(doc(manager, `hotelLinks/${key}`), linkDoc({ createdAt: backdated })));
    await assertFails(
      setDoc(doc(manager, `hotelLinks/${key}`), linkDoc({ lastOpenedAt: serverTimestamp() })),
    );
    await assertSucceeds(setDoc(doc(manager, `hotelLinks/${key}`), linkDoc()));
    await assertFails(deleteDoc(doc(as(env, 'visitor'), `hotelLinks/${LINK}`)));
    await assertFails(deleteDoc(doc(signedInAs(env, CONTACT), `hotelLinks/${LINK}`)));
    await assertSucceeds(deleteDoc(doc(manager, `hotelLinks/${LINK}`)));
  });

  it('lets whoever opens the page stamp lastOpenedAt with the server’s clock, and change nothing else', async () => {
    const visitor = as(env, 'visitor');
    await assertSucceeds(updateDoc(doc(visitor, `hotelLinks/${LINK}`), { lastOpenedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(visitor, `hotelLinks/${LINK}`), { lastOpenedAt: backdated }));
    await assertFails(
      updateDoc(doc(visitor, `hotelLinks/${LINK}`), { lastOpenedAt: serverTimestamp(), hotelId: 'seaview' }),
    );
    await assertFails(updateDoc(doc(visitor, `hotelLinks/${LINK}`), { sentTo: 'me@else.example' }));
  });

  it('lets only a manager copy the dates’ counts onto the link, stamped now, and nothing else with them', async () => {
    const counts = { own: { views: 12, bookClicks: 3 } };
    const copy = { counts, countsAt: serverTimestamp() };
    for (const db of [as(env, 'visitor'), as(env, 'signed-in'), signedInAs(env, CONTACT)])
      await assertFails(updateDoc(doc(db, `hotelLinks/${LINK}`), copy));
    const manager = as(env, 'manager');
    await assertFails(updateDoc(doc(manager, `hotelLinks/${LINK}`), { counts, countsAt: backdated }));
    await assertFails(
      updateDoc(doc(manager, `hotelLinks/${LINK}`), { counts: 'many', countsAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(doc(manager, `hotelLinks/${LINK}`), { ...copy, sentTo: 'me@else.example' }));
    await assertSucceeds(updateDoc(doc(manager, `hotelLinks/${LINK}`), copy));
    // The hotel reads them with its link, as it reads the rest of the document.
    const read = await getDoc(doc(as(env, 'visitor'), `hotelLinks/${LINK}`));
    expect(read.data()?.counts).toEqual(counts);
  });

  it('keeps the contacts to managers: nobody else reads or writes one', async () => {
    const contact = { name: 'Ann', email: 'ann@grand.example', updatedAt: serverTimestamp() };
    for (const db of [as(env, 'visitor'), as(env, 'signed-in'), signedInAs(env, CONTACT)]) {
      await assertFails(getDoc(doc(db, 'hotelContacts/grand')));
      await assertFails(setDoc(doc(db, 'hotelContacts/grand'), contact));
    }
    const manager = as(env, 'manager');
    await assertSucceeds(getDoc(doc(manager, 'hotelContacts/grand')));
    await assertSucceeds(setDoc(doc(manager, 'hotelContacts/grand'), contact));
    await assertFails(setDoc(doc(manager, 'hotelContacts/grand'), { ...contact, email: 'not an address' }));
    await assertFails(setDoc(doc(manager, 'hotelContacts/nowhere'), contact));
  });

  it('lets the signed-in contact mark its own upcoming date’s seats, with a record naming the hotel', async () => {
    await assertSucceeds(markSeats(signedInAs(env, CONTACT), 'own'));
    await assertSucceeds(
      markSeats(signedInAs(env, CONTACT), 'own', { availability: 'sold-out', soldOut: true, sequence: 1 }),
    );
    await env.withSecurityRulesDisabled(async (context) => {
      const stored = (await getDoc(doc(modular(context), 'venues/own'))).data();
      const record = (await getDoc(doc(modular(context), 'history', String(stored?.change)))).data();
      if (stored?.availability !== 'sold-out' || record?.actor !== 'The Grand (hotel, by its link)')
        throw new Error(`The write did not land as made: ${JSON.stringify({ stored, record })}`);
    });
  });

  it('refuses another hotel’s date, a past or called-off one, and any other field', async () => {
    const contact = signedInAs(env, CONTACT);
    await assertFails(markSeats(contact, 'theirs'));
    await assertFails(
      markSeats(contact, 'theirs', undefined, { hotelId: 'seaview', actor: hotelActor(OTHER.name) }),
    );
    await assertFails(markSeats(contact, 'past'));
    await assertFails(markSeats(contact, 'off'));
    await assertFails(
      markSeats(contact, 'own', {
        availability: 'few-left',
        soldOut: false,
        hotelLink: 'https://x.example/',
      }),
    );
    await assertFails(
      markSeats(contact, 'own', { availability: 'few-left', soldOut: false, status: 'cancelled' }),
    );
    await assertFails(markSeats(contact, 'own', { availability: 'sold-out', soldOut: false }));
    await assertFails(markSeats(contact, 'own', { availability: 'few-left', soldOut: false, sequence: -1 }));
  });

  it('refuses an unverified address, a stranger, a missing record and a record naming someone else', async () => {
    await assertFails(markSeats(signedInAs(env, CONTACT, false), 'own'));
    await assertFails(markSeats(signedInAs(env, { uid: 'x', email: 'x@else.example' }), 'own'));
    await assertFails(markSeats(as(env, 'visitor'), 'own'));
    await assertFails(markSeats(signedInAs(env, CONTACT), 'own', undefined, null));
    await assertFails(markSeats(signedInAs(env, CONTACT), 'own', undefined, { actor: CONTACT.email }));
    await assertFails(markSeats(signedInAs(env, CONTACT), 'own', undefined, { at: backdated }));
    await assertFails(
      markSeats(signedInAs(env, CONTACT), 'own', undefined, { venueIds: ['own', 'theirs'], count: 2 }),
    );
  });
});
