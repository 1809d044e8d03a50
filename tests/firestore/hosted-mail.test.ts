import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { clearFirestore } from '../../scripts/firebase/emulator';
import { createFirebaseDataPort, type FirebaseDataPort } from '../../src/data/firebase/firestore-port';
import { aContactMessageInput, aHostingRequestInput, aVenueInput, daysFromToday } from '../builders/inputs';
import { describeOnEmulator, EMULATOR_HOST } from './emulator';
import { emulatorSettings, MANAGER, readRaw, storeRaw } from './firebase-harness';

const PROJECT = 'demo-hosted-mail';
const NOTIFY = 'bookings@company.example';
const TITANIC_CARDIFF = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const JFK_YORK = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const UNCONFIRMED = 'cccccccccccccccccccccccccccccccc';
const ANY_SHOW_CARDIFF = 'dddddddddddddddddddddddddddddddd';

const subscriber = (email: string, show: string | null, city: string | null, confirmed = true) => ({
  email,
  show,
  city,
  consent: true,
  consentText: 'E-mail me about new dates.',
  consentPage: '/',
  consentedAt: new Date('2026-01-01T10:00:00Z'),
  confirmedAt: confirmed ? new Date('2026-01-01T10:05:00Z') : null,
});

type Mail = { id: string; to: string; template: { name: string; data: Record<string, string> } };
const mails = async () => (await readRaw(PROJECT, 'mail')) as unknown as Mail[];

describeOnEmulator('hosted e-mail: notices of submissions and new dates', () => {
  let visitor: FirebaseDataPort;
  let manager: FirebaseDataPort;
  beforeAll(() => {
    const settings = { ...emulatorSettings(PROJECT), notifyEmail: NOTIFY };
    visitor = createFirebaseDataPort(settings);
    manager = createFirebaseDataPort(settings, { emulatorUser: MANAGER });
  });
  afterAll(async () => {
    await Promise.all([visitor.close(), manager.close()]);
  });
  beforeEach(() => clearFirestore(EMULATOR_HOST ?? '', PROJECT));

  it('a contact message and a hosting enquiry each bring the manager a notice with the same id', async () => {
    await storeRaw(PROJECT, { 'config/notify': { email: NOTIFY } });
    await visitor.submitContactMessage(aContactMessageInput({ name: 'Ann Example' }));
    await visitor.submitHostingRequest(aHostingRequestInput({ venueName: 'The Seaview' }));

    const [message] = await readRaw(PROJECT, 'messages');
    const [enquiry] = await readRaw(PROJECT, 'requests');
    const sent = await mails();
    expect(sent.map((m) => [m.id, m.to, m.template.name]).sort()).toEqual(
      [
        [message?.id, NOTIFY, 'contact-message-notice'],
        [enquiry?.id, NOTIFY, 'hosting-request-notice'],
      ].sort(),
    );
    expect(sent.find((m) => m.id === message?.id)?.template.data.name).toBe('Ann Example');
  });

  it('without config/notify the message is stored all the same, without a notice', async () => {
    await visitor.submitContactMessage(aContactMessageInput());
    expect(await readRaw(PROJECT, 'messages')).toHaveLength(1);
    expect(await mails()).toEqual([]);
  });

  it('erasing a message erases its notice', async () => {
    await storeRaw(PROJECT, { 'config/notify': { email: NOTIFY } });
    await visitor.submitContactMessage(aContactMessageInput());
    const [message] = await readRaw(PROJECT, 'messages');
    await manager.eraseContactMessage(String(message?.id));
    expect(await readRaw(PROJECT, 'messages')).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('a new Cardiff date of the Titanic e-mails the matching confirmed subscribers once each, never twice', async () => {
    await storeRaw(PROJECT, {
      [`subscribers/${TITANIC_CARDIFF}`]: subscriber('ada@example.test', 'Titanic', 'Cardiff'),
      [`subscribers/${JFK_YORK}`]: subscriber('bob@example.test', 'JFK', 'York'),
      [`subscribers/${UNCONFIRMED}`]: subscriber('cy@example.test', 'Titanic', 'Cardiff', false),
      [`subscribers/${ANY_SHOW_CARDIFF}`]: subscriber('di@example.test', null, 'Cardiff'),
    });
    const date = daysFromToday(40);
    const venue = await manager.createVenue(aVenueInput({ show: 'Titanic', city: 'Cardiff', date }));

    let sent = await mails();
    expect(sent.map((m) => m.to).sort()).toEqual(['ada@example.test', 'di@example.test']);
    const ada = sent.find((m) => m.to === 'ada@example.test');
    expect(ada?.template.name).toBe('new-date');
    expect(ada?.template.data).toMatchObject({
      token: TITANIC_CARDIFF,
      city: 'Cardiff',
      showPath: '/titanic',
    });

    // Sold out, then available again, then an edit of the hotel's name: the same date, no second e-mail.
    const input = aVenueInput({ show: 'Titanic', city: 'Cardiff', date });
    await manager.updateVenue(venue.id, { ...input, soldOut: true });
    await manager.updateVenue(venue.id, { ...input, soldOut: false });
    await manager.updateVenue(venue.id, { ...input, hotelName: 'The Grand, renamed' });
    expect(await mails()).toHaveLength(2);

    // Moved to another date: that is news.
    await manager.updateVenue(venue.id, { ...input, date: daysFromToday(41) });
    sent = await mails();
    expect(sent).toHaveLength(4);

    // A sold-out date tells nobody.
    await manager.createVenue(aVenueInput({ show: 'Titanic', city: 'Cardiff', date, soldOut: true }));
    expect(await mails()).toHaveLength(4);
  });

  it("unsubscribing deletes the confirmation e-mail; a manager's erase also deletes the new-date e-mails", async () => {
    await visitor.subscribe({ email: 'ada@example.test', show: 'Titanic', city: 'Cardiff', consent: true });
    const [sub] = await readRaw(PROJECT, 'subscribers');
    const token = String(sub?.id);
    expect((await mails()).map((m) => m.id)).toEqual([token]);
    await visitor.unsubscribe(token);
    expect(await readRaw(PROJECT, 'subscribers')).toEqual([]);
    expect(await mails()).toEqual([]);

    await storeRaw(PROJECT, {
      [`subscribers/${TITANIC_CARDIFF}`]: subscriber('ada@example.test', 'Titanic', 'Cardiff'),
      [`mail/${TITANIC_CARDIFF}`]: {
        to: 'ada@example.test',
        template: { name: 'subscription-confirmation' },
      },
    });
    await manager.createVenue(aVenueInput({ show: 'Titanic', city: 'Cardiff', date: daysFromToday(30) }));
    expect(await mails()).toHaveLength(2);
    await manager.eraseSubscriber(TITANIC_CARDIFF);
    expect(await mails()).toEqual([]);
  });
});
