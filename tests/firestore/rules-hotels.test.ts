import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import { hotelPlace } from '../../src/domain/hotel-places';
import { describeOnEmulator } from './emulator';
import { as, modular, startRulesEnvironment, without } from './rules-env';

/**
 * A hotel as the site would write it (src/domain/hotel.ts), its `place` following its name, address and
 * city; tests override one field at a time.
 */
const hotelDoc = (overrides: Record<string, unknown> = {}) => {
  const fields = hotelFields(overrides);
  return {
    place: hotelPlace(fields),
    ...fields,
    ...('place' in overrides ? { place: overrides.place } : {}),
  };
};
const hotelFields = (overrides: Record<string, unknown>) => ({
  name: 'The Park Hotel',
  address: 'Park Place, Cardiff CF10 3UD',
  city: 'Cardiff',
  mapUrl: 'https://www.openstreetmap.org/?mlat=51.48&mlon=-3.17',
  accessContact: 'Reception, 029 2000 0000',
  access: {
    stepFree: 'yes',
    accessibleToilet: 'unknown',
    parking: 'no',
    quietSpace: 'unknown',
    hearingLoop: 'portable',
  },
  dietary: 'Vegan menu on request.',
  accessNotes: '',
  updatedAt: serverTimestamp(),
  ...overrides,
});

describeOnEmulator('firestore.rules: hotels (managers write, visitors read)', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-hotels');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(modular(context), 'hotels/park'), hotelDoc());
    });
  });

  it('lets anyone read a hotel, and list hotels with a limit', async () => {
    for (const role of ['visitor', 'signed-in'] as const) {
      await assertSucceeds(getDoc(doc(as(env, role), 'hotels/park')));
      await assertSucceeds(getDocs(query(collection(as(env, role), 'hotels'), limit(200))));
      await assertFails(getDocs(collection(as(env, role), 'hotels')));
    }
  });

  it('lets a manager create and change a hotel in the shape the site reads', async () => {
    const manager = as(env, 'manager');
    await assertSucceeds(setDoc(doc(manager, 'hotels/new'), hotelDoc({ name: 'The New Hotel' })));
    await assertSucceeds(
      setDoc(doc(manager, 'hotels/park'), hotelDoc({ access: { ...hotelDoc().access, quietSpace: 'yes' } })),
    );
    await assertSucceeds(
      setDoc(doc(manager, 'hotels/bare'), without(without(hotelDoc(), 'mapUrl'), 'dietary')),
    );
    // Book links to this hotel without the site's utm_source, and with it again.
    await assertSucceeds(setDoc(doc(manager, 'hotels/park'), hotelDoc({ bookingSource: false })));
    await assertSucceeds(setDoc(doc(manager, 'hotels/park'), hotelDoc({ bookingSource: true })));
  });

  it('refuses visitors, signed-in non-managers, deletes, and every write in the wrong shape', async () => {
    for (const role of ['visitor', 'signed-in'] as const) {
      await assertFails(setDoc(doc(as(env, role), 'hotels/x'), hotelDoc()));
      await assertFails(
        setDoc(
          doc(as(env, role), 'hotels/park'),
          hotelDoc({ access: { ...hotelDoc().access, stepFree: 'yes' } }),
        ),
      );
      await assertFails(setDoc(doc(as(env, role), 'hotels/park'), hotelDoc({ bookingSource: false })));
    }
    const manager = as(env, 'manager');
    await assertFails(deleteDoc(doc(manager, 'hotels/park')));
    const access = hotelDoc().access;
    for (const bad of [
      hotelDoc({ access: { ...access, stepFree: 'maybe' } }),
      hotelDoc({ access: { ...access, hearingLoop: 'yes' } }),
      hotelDoc({ access: without(access, 'parking') }),
      hotelDoc({ access: { ...access, lift: 'yes' } }),
      hotelDoc({ city: 'Atlantis' }),
      hotelDoc({ name: '   ' }),
      hotelDoc({ mapUrl: 'javascript:alert(1)' }),
      hotelDoc({ accessContact: 'line one\nline two' }),
      hotelDoc({ dietary: 'x'.repeat(1001) }),
      hotelDoc({ owner: 'someone' }),
      hotelDoc({ bookingSource: 'no' }),
      hotelDoc({ bookingSource: 0 }),
      hotelDoc({ updatedAt: new Date('2020-01-01') }),
      without(hotelDoc(), 'access'),
      // A place that is not the hotel's would put its facts on another hotel's dates.
      without(hotelDoc(), 'place'),
      hotelDoc({ place: 'cardiff|the grand hotel|park place, cardiff cf10 3ud' }),
    ]) {
      await assertFails(setDoc(doc(manager, 'hotels/park'), bad));
    }
  });
  it('takes the before-you-book facts in the shape the site writes, and refuses anything else', async () => {
    const manager = as(env, 'manager');
    const facts = {
      allergenInfo: 'https://www.parkhotel.example/allergens',
      parkingInfo: 'Car park behind the hotel.',
      stayInfo: 'Rooms from £89 on show nights.',
      stayUrl: 'https://www.parkhotel.example/rooms',
    };
    await assertSucceeds(setDoc(doc(manager, 'hotels/park'), hotelDoc(facts)));
    await assertSucceeds(setDoc(doc(manager, 'hotels/park'), hotelDoc({ allergenInfo: '029 2000 0000' })));
    await assertSucceeds(
      setDoc(doc(manager, 'hotels/park'), hotelDoc({ allergenInfo: '', parkingInfo: '', stayUrl: '' })),
    );
    for (const bad of [
      hotelDoc({ allergenInfo: 'ask at the bar' }),
      hotelDoc({ allergenInfo: 'javascript:alert(1)' }),
      hotelDoc({ allergenInfo: 'https://a.example/\nhttps://b.example/' }),
      hotelDoc({ parkingInfo: 'x'.repeat(501) }),
      hotelDoc({ stayInfo: 42 }),
      hotelDoc({ stayUrl: 'javascript:alert(1)' }),
      hotelDoc({ stayUrl: 'rooms on request' }),
    ]) {
      await assertFails(setDoc(doc(manager, 'hotels/park'), bad));
    }
  });
});
