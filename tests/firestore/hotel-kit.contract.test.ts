import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { afterAll, beforeEach, expect, it, vi } from 'vitest';
import { describeHotelKitContract, grandWithLink, HOTEL_CONTACT } from '../contract/hotel-kit-contract';
import { clearFirestore } from '../../scripts/firebase/emulator';
import { createFirebaseDataPort } from '../../src/data/firebase/firestore-port';
import { describeOnEmulator, emulatorAddress, EMULATOR_HOST } from './emulator';
import { emulatorSettings, MANAGER } from './firebase-harness';
import { modular } from './rules-env';

const PROJECT = 'demo-hotel-kit-contract';
// An origin nothing answers on: the page's check for each date's picture is refused at once.
const SITE = 'http://127.0.0.1:9';

/** The token in the link of the hotel's e-mail, as the Trigger Email extension would send it. */
async function sentToken(hotelId: string): Promise<string> {
  const env = await initializeTestEnvironment({ projectId: PROJECT, firestore: emulatorAddress() });
  let token = '';
  try {
    // The callback's value is not passed on: the token is kept here.
    await env.withSecurityRulesDisabled(async (context) => {
      const db = modular(context);
      const links = await getDocs(query(collection(db, 'hotelLinks'), where('hotelId', '==', hotelId)));
      const [link] = links.docs;
      const mail = link && (await getDoc(doc(db, 'mail', `hotel-link-${link.id}`))).data();
      const url = String(mail?.template?.data?.url ?? '');
      if (!url.startsWith(`${SITE}/hotel-kit/`) || mail?.to !== HOTEL_CONTACT.email)
        throw new Error(`No e-mail carries the hotel's link: ${JSON.stringify(mail)}`);
      token = url.split('/').pop() ?? '';
    });
  } finally {
    await env.cleanup();
  }
  return token;
}

// The contract the fake and the embedded server pass, on the Cloud Firestore emulator with firestore.rules:
// the link goes out by e-mail only (a `mail` document), and the seats are changed by the hotel's contact
// signed in (a mock token with its verified address: there is no Auth emulator here).
describeOnEmulator('the firebase adapter', () => {
  const settings = emulatorSettings(PROJECT);
  describeHotelKitContract('firebase adapter on the Firestore emulator', () => {
    const visitor = createFirebaseDataPort(settings, { siteOrigin: SITE });
    const manager = createFirebaseDataPort(settings, { emulatorUser: MANAGER, siteOrigin: SITE });
    const contactUser = { uid: 'contact-1', email: HOTEL_CONTACT.email, admin: false, emailVerified: true };
    const contact = createFirebaseDataPort(settings, { emulatorUser: contactUser, siteOrigin: SITE });
    return Promise.resolve({
      visitor,
      manager,
      contact,
      sentToken,
      reset: () => clearFirestore(EMULATOR_HOST ?? '', PROJECT),
      close: async () => {
        await Promise.all([visitor.close(), manager.close(), contact.close()]);
      },
    });
  });
});

// Hosted counts are managers-only: the dashboard copies the hotel's dates' totals onto its link's document
// when it lists the dates (hotel-link-counts.ts), and the hotel's page reads that copy.
describeOnEmulator('the hotel’s page in hosted mode', () => {
  const settings = emulatorSettings(PROJECT);
  const visitor = createFirebaseDataPort(settings, { siteOrigin: SITE });
  const manager = createFirebaseDataPort(settings, { emulatorUser: MANAGER, siteOrigin: SITE });
  const reset = () => clearFirestore(EMULATOR_HOST ?? '', PROJECT);
  const close = async () => {
    await Promise.all([visitor.close(), manager.close()]);
  };
  beforeEach(reset);
  afterAll(close);

  it('shows each date’s Book clicks the site counted once the dashboard has listed the dates', async () => {
    const { soon, later, park, token } = await grandWithLink({ visitor, manager, sentToken, reset, close });
    await visitor.countHit({ kind: 'book', listing: soon.id });
    await visitor.countHit({ kind: 'book', listing: park.id });
    const before = await visitor.readHotelKit(token);
    expect(before.dates.map((date) => date.counts)).toEqual([undefined, undefined]);
    await manager.listAllVenues();
    await vi.waitFor(
      async () => {
        const kit = await visitor.readHotelKit(token);
        expect(kit.dates.map((date) => [date.id, date.counts])).toEqual([
          [soon.id, { views: 0, bookClicks: 1 }],
          [later.id, { views: 0, bookClicks: 0 }],
        ]);
      },
      { timeout: 15_000, interval: 250 },
    );
  });
});
