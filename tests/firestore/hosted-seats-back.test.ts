import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { BOOKING_SOURCE } from '../../src/domain/booking-link';
import { clearFirestore } from '../../scripts/firebase/emulator';
import { createFirebaseDataPort, type FirebaseDataPort } from '../../src/data/firebase/firestore-port';
import { OWN_CHANGE_TELLS_MS } from '../../src/data/firebase/seats-back-mail';
import { seatsBackId, seatsBackMailId } from '../../src/data/firebase/seats-back-store';
import { formatDateWithWeekday } from '../../src/domain/dates';
import { seatsBackConsentText } from '../../src/domain/seats-back';
import { aVenueInput, daysFromToday } from '../builders/inputs';
import { describeOnEmulator, EMULATOR_HOST } from './emulator';
import {
  askSeatsBackVerified,
  emulatorSettings,
  MANAGER,
  readRaw,
  storeRaw,
  subscribeVerified,
} from './firebase-harness';

const PROJECT = 'demo-hosted-seats-back';
const ADA = { uid: 'adauid', email: 'ada@example.test' };
const BOB = { uid: 'bobuid', email: 'bob@example.test' };
const DI = { uid: 'diuid', email: 'di@example.test' };

type Mail = {
  id: string;
  to: string;
  queue?: number;
  template: { name: string; data: Record<string, string> };
};
const mails = async () => (await readRaw(PROJECT, 'mail')) as unknown as Mail[];

/**
 * A change of the date, written around the rules with its history record, now: by its hotel or a manager,
 * from `before` (sold out, unless said) to few left.
 */
async function putBackOnSale(
  venueId: string,
  by: { hotelId: string } | { actor: string },
  before = 'sold-out',
): Promise<void> {
  const stored = (await readRaw(PROJECT, 'venues')).find((v) => v.id === venueId) ?? {};
  const fields = Object.fromEntries(Object.entries(stored).filter(([key]) => key !== 'id'));
  const change = `change-${before}-${venueId}`;
  const entry = { venueId, before: { availability: before }, after: { availability: 'few-left' } };
  await storeRaw(PROJECT, {
    [`history/${change}`]: { action: 'update', at: new Date(), venueIds: [venueId], entries: [entry], ...by },
    [`venues/${venueId}`]: { ...fields, soldOut: false, availability: 'few-left', change },
  });
}
const requests = () => readRaw(PROJECT, 'seatsBack');

describeOnEmulator('hosted seats back: the list, its e-mails and its cleanup', () => {
  let visitor: FirebaseDataPort;
  let manager: FirebaseDataPort;
  beforeAll(() => {
    const settings = emulatorSettings(PROJECT);
    visitor = createFirebaseDataPort(settings);
    manager = createFirebaseDataPort(settings, { emulatorUser: MANAGER });
  });
  afterAll(async () => {
    await Promise.all([visitor.close(), manager.close()]);
  });
  beforeEach(() => clearFirestore(EMULATOR_HOST ?? '', PROJECT));

  it('a sold-out date put back on sale e-mails its list in the order they asked, once each', async () => {
    const input = aVenueInput({ show: 'Titanic', city: 'Cardiff', date: daysFromToday(30), soldOut: true });
    const venue = await manager.createVenue(input);
    // Bob asks first, then Di, then Ada; Bob asks again later for more seats and keeps his place.
    await askSeatsBackVerified(PROJECT, BOB, { listing: venue.id, partySize: 2 });
    await askSeatsBackVerified(PROJECT, DI, { listing: venue.id, partySize: 1 });
    await askSeatsBackVerified(PROJECT, ADA, { listing: venue.id, partySize: 3 });
    await askSeatsBackVerified(PROJECT, BOB, { listing: venue.id, partySize: 4 });
    expect(await manager.countSeatsBackWaiting()).toEqual({ [venue.id]: 3 });
    // A visitor reads nobody's request.
    await expect(visitor.countSeatsBackWaiting()).rejects.toMatchObject({ kind: 'signed-out' });
    expect(await mails()).toEqual([]);

    await manager.updateVenue(venue.id, { ...input, soldOut: false });
    const sent = (await mails()).filter((m) => m.template.name === 'seats-back');
    expect(sent.sort((a, b) => (a.queue ?? 0) - (b.queue ?? 0)).map((m) => [m.queue, m.to])).toEqual([
      [1, BOB.email],
      [2, DI.email],
      [3, ADA.email],
    ]);
    const bob = sent[0];
    const bobRequest = (await requests()).find((r) => r.id === seatsBackId(venue.id, BOB.uid));
    expect(bob?.id).toBe(seatsBackMailId(seatsBackId(venue.id, BOB.uid)));
    expect(bob?.template.data).toMatchObject({
      id: seatsBackId(venue.id, BOB.uid),
      token: bobRequest?.token,
      // The date page's Book link, naming this site to the hotel's analytics.
      bookingUrl: `${input.bookingUrl}?utm_source=${BOOKING_SOURCE}`,
      date: formatDateWithWeekday(input.date),
      time: '7 pm',
      seats: '4 seats',
      consentText: seatsBackConsentText(venue),
    });
    expect(sent[1]?.template.data.seats).toBe('1 seat');
    expect(await manager.countSeatsBackWaiting()).toEqual({});

    // Sold out again and back on sale: nobody is told twice.
    await manager.updateVenue(venue.id, { ...input, soldOut: true });
    await manager.updateVenue(venue.id, { ...input, soldOut: false });
    expect((await mails()).filter((m) => m.template.name === 'seats-back')).toHaveLength(3);
  });

  it("a date its hotel put back on sale: the manager's dashboard tells the people waiting when it next lists the dates, once", async () => {
    const input = aVenueInput({ show: 'Titanic', city: 'Cardiff', date: daysFromToday(30), soldOut: true });
    const venue = await manager.createVenue(input);
    await askSeatsBackVerified(PROJECT, DI, { listing: venue.id, partySize: 2 });
    await askSeatsBackVerified(PROJECT, ADA, { listing: venue.id, partySize: 1 });
    // The hotel's own change (its contact's rules: rules-hotel-links.test.ts), which e-mails nobody.
    await putBackOnSale(venue.id, { hotelId: 'the-hotel' });
    expect(await mails()).toEqual([]);

    // The manager opens the dashboard (a page load of its own), and later again.
    const opening = async () => {
      const dashboard = createFirebaseDataPort(emulatorSettings(PROJECT), { emulatorUser: MANAGER });
      await dashboard.listAllVenues();
      await dashboard.close();
    };
    const told = () => mails().then((all) => all.filter((m) => m.template.name === 'seats-back'));
    await opening();
    const sent = (await told()).sort((a, b) => (a.queue ?? 0) - (b.queue ?? 0));
    expect(sent.map((m) => [m.queue, m.to])).toEqual([
      [1, DI.email],
      [2, ADA.email],
    ]);
    expect(await manager.countSeatsBackWaiting()).toEqual({});
    await opening();
    expect(await told()).toHaveLength(2);
  });

  it("a manager's change of a moment ago is left to that manager's browser: a dashboard opened meanwhile writes no e-mail, one opened later does", async () => {
    const input = aVenueInput({ show: 'Titanic', city: 'Leeds', date: daysFromToday(30), soldOut: true });
    const venue = await manager.createVenue(input);
    await askSeatsBackVerified(PROJECT, DI, { listing: venue.id, partySize: 2 });
    // A manager's change whose browser has not yet told the list (it tells as it saves: above).
    await putBackOnSale(venue.id, { actor: MANAGER.email });
    const opening = async () => {
      const dashboard = createFirebaseDataPort(emulatorSettings(PROJECT), { emulatorUser: MANAGER });
      await dashboard.listAllVenues();
      await dashboard.close();
    };
    await opening();
    expect(await mails()).toEqual([]);

    // Past the wait, the change is taken to have failed to tell: the next opening tells the list.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + OWN_CHANGE_TELLS_MS + 1000 });
    try {
      await opening();
    } finally {
      vi.useRealTimers();
    }
    expect((await mails()).map((m) => [m.template.name, m.to])).toEqual([['seats-back', DI.email]]);
  });

  it("a manager's edit of a date its hotel put back on sale (a typo fixed) holds nobody back", async () => {
    const input = aVenueInput({ show: 'Titanic', city: 'Hull', date: daysFromToday(30), soldOut: true });
    const venue = await manager.createVenue(input);
    await askSeatsBackVerified(PROJECT, ADA, { listing: venue.id, partySize: 2 });
    await putBackOnSale(venue.id, { hotelId: 'the-hotel' });
    await putBackOnSale(venue.id, { actor: MANAGER.email }, 'few-left');
    const dashboard = createFirebaseDataPort(emulatorSettings(PROJECT), { emulatorUser: MANAGER });
    await dashboard.listAllVenues();
    await dashboard.close();
    expect((await mails()).map((m) => [m.template.name, m.to])).toEqual([['seats-back', ADA.email]]);
  });

  it('asking for a date that is not sold out is refused, and the leave link keeps no address', async () => {
    const input = aVenueInput({ date: daysFromToday(20), soldOut: true });
    const venue = await manager.createVenue(input);
    const open = await manager.createVenue(aVenueInput({ date: daysFromToday(21) }));
    await expect(
      askSeatsBackVerified(PROJECT, ADA, { listing: open.id, partySize: 2 }),
    ).rejects.toMatchObject({
      kind: 'invalid',
    });
    await askSeatsBackVerified(PROJECT, ADA, { listing: venue.id, partySize: 2 });
    const [stored] = await requests();
    await visitor.unsubscribe(`?seatsBack=${stored?.id}&token=${String(stored?.token)}`);
    const [left] = await requests();
    expect(Object.keys(left ?? {}).sort()).toEqual(['id', 'leftAt', 'token']);
    // Leaving twice is done, not an error; nobody waits, so back on sale tells nobody.
    await visitor.unsubscribe(`?seatsBack=${stored?.id}&token=${String(stored?.token)}`);
    await manager.updateVenue(venue.id, { ...input, soldOut: false });
    expect(await mails()).toEqual([]);
  });

  it("the manager's erase of a subscriber deletes their seats-back requests with them", async () => {
    const venue = await manager.createVenue(
      aVenueInput({ show: 'Titanic', city: 'Cardiff', date: daysFromToday(30), soldOut: true }),
    );
    await askSeatsBackVerified(PROJECT, BOB, { listing: venue.id, partySize: 2 });
    await askSeatsBackVerified(PROJECT, ADA, { listing: venue.id, partySize: 3 });
    await subscribeVerified(PROJECT, ADA, { show: 'Titanic' });
    expect(await manager.countSeatsBackWaiting()).toEqual({ [venue.id]: 2 });

    await manager.eraseSubscriber(`${ADA.uid}|Titanic|any`);
    expect(await manager.countSeatsBackWaiting()).toEqual({ [venue.id]: 1 });
    expect((await requests()).map((r) => r.id)).toEqual([seatsBackId(venue.id, BOB.uid)]);
    expect(await readRaw(PROJECT, 'subscribers')).toEqual([]);
  });

  it('the manager finds an address that only asked for seats back, and erases all it holds', async () => {
    const input = aVenueInput({
      show: 'JFK',
      hotelName: 'The Principal',
      date: daysFromToday(30),
      soldOut: true,
    });
    const venue = await manager.createVenue(input);
    await askSeatsBackVerified(PROJECT, BOB, { listing: venue.id, partySize: 2 });
    await askSeatsBackVerified(PROJECT, ADA, { listing: venue.id, partySize: 3 });
    await subscribeVerified(PROJECT, BOB, { show: 'JFK' });
    // Told once: Ada's request is marked told, and her e-mail is kept.
    await manager.updateVenue(venue.id, { ...input, soldOut: false });

    // Found however the manager types it (Firebase Auth keeps the address in lower case).
    expect(await manager.findAddress('Ada@Example.test')).toEqual({
      email: 'Ada@Example.test',
      subscriptions: [],
      seatsBack: [
        {
          listing: venue.id,
          show: 'JFK',
          hotelName: 'The Principal',
          date: input.date,
          partySize: 3,
          told: true,
        },
      ],
      messages: 0,
      emails: 1,
    });
    await expect(visitor.findAddress(ADA.email)).rejects.toMatchObject({ kind: 'signed-out' });
    await expect(manager.findAddress('not an address')).rejects.toMatchObject({
      kind: 'invalid',
      fields: { email: 'Enter a valid e-mail address, like name@example.com' },
    });

    const bobsMail = (await mails()).filter((m) => m.to === BOB.email).map((m) => m.id);
    expect(bobsMail.length).toBeGreaterThan(0);
    await manager.eraseAddress(ADA.email);
    expect(await manager.findAddress(ADA.email)).toEqual({
      email: ADA.email,
      subscriptions: [],
      seatsBack: [],
      messages: 0,
      emails: 0,
    });
    expect((await requests()).map((r) => r.id)).toEqual([seatsBackId(venue.id, BOB.uid)]);
    expect((await mails()).map((m) => m.id)).toEqual(bobsMail);
    expect(await manager.findAddress(BOB.email)).toMatchObject({
      subscriptions: [{ show: 'JFK', city: null }],
      emails: bobsMail.length,
    });
    await expect(manager.eraseAddress(ADA.email)).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('requests for dates more than 30 days gone are deleted, with their e-mail, when the dashboard opens', async () => {
    // The purge keeps an hour's margin for a fast browser clock (firestore-port.ts), so in the first hour after
    // midnight its "30 days ago" is a day earlier: 32 days is gone at any hour, 29 is kept at any hour.
    const old = daysFromToday(-32);
    const recent = daysFromToday(-29);
    await storeRaw(PROJECT, {
      [`seatsBack/old_${ADA.uid}`]: { listing: 'old', date: old, email: ADA.email, told: true },
      [`mail/${seatsBackMailId(`old_${ADA.uid}`)}`]: { to: ADA.email, template: { name: 'seats-back' } },
      [`seatsBack/recent_${ADA.uid}`]: { listing: 'recent', date: recent, email: ADA.email, told: false },
    });
    // The dashboard's first listing read purges before it answers.
    await manager.listAllVenues();
    expect((await requests()).map((r) => r.id)).toEqual([`recent_${ADA.uid}`]);
    expect(await mails()).toEqual([]);
  });
});
