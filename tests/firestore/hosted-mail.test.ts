import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { clearFirestore } from '../../scripts/firebase/emulator';
import { createFirebaseDataPort, type FirebaseDataPort } from '../../src/data/firebase/firestore-port';
import { aContactMessageInput, aHostingRequestInput, aVenueInput, daysFromToday } from '../builders/inputs';
import { describeOnEmulator, EMULATOR_HOST } from './emulator';
import { emulatorSettings, MANAGER, readRaw, storeRaw, subscribeVerified } from './firebase-harness';
import { isDataError } from '../../src/data/errors';
import { datePagePath } from '../../src/domain/date-page-paths';
import { SUBSCRIBER_PAGE } from '../../src/data/firebase/new-date-mail';
import { consentText } from '../../src/domain/subscription';
import { formatDateWithWeekday } from '../../src/domain/dates';

const PROJECT = 'demo-hosted-mail';
const NOTIFY = 'bookings@company.example';
const ADA = { uid: 'ada-uid', email: 'ada@example.test' };
const BOB = { uid: 'bob-uid', email: 'bob@example.test' };
const DI = { uid: 'di-uid', email: 'di@example.test' };

type Mail = {
  id: string;
  to: string;
  replyTo?: string;
  template: { name: string; data: Record<string, string> };
};
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
    const input = aContactMessageInput({ name: 'Ann Example' });
    const enquiryInput = aHostingRequestInput({ venueName: 'The Seaview' });
    await visitor.submitContactMessage(input);
    await visitor.submitHostingRequest(enquiryInput);

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
    // The office answers the visitor by pressing Reply (the extension's replyTo field).
    expect(sent.find((m) => m.id === message?.id)?.replyTo).toBe(input.email);
    expect(sent.find((m) => m.id === enquiry?.id)?.replyTo).toBe(enquiryInput.venueEmail);
  });

  it("the manager's dashboard acknowledges each enquirer once a day, with the shows chosen and no words of theirs", async () => {
    const acks = async () =>
      (await mails()).filter((m) => m.template.name === 'hosting-request-acknowledgement');
    await storeRaw(PROJECT, { 'config/notify': { email: NOTIFY } });
    await visitor.submitHostingRequest(aHostingRequestInput({ shows: ['Titanic', 'Scrooge'] }));
    await visitor.submitHostingRequest(
      aHostingRequestInput({ venueEmail: 'EVENTS@old-rectory.example.co.uk', venueMessage: 'Again.' }),
    );
    await visitor.submitHostingRequest(aHostingRequestInput({ venueEmail: 'sales@seaview.example' }));
    // Nothing until a manager's browser writes them (a visitor's may write the office's notice only).
    expect(await acks()).toEqual([]);

    await manager.countNewSubmissions();
    const sent = await acks();
    expect(sent.map((m) => m.to).sort()).toEqual([
      'events@old-rectory.example.co.uk',
      'sales@seaview.example',
    ]);
    expect(sent.find((m) => m.to === 'sales@seaview.example')?.template.data).toEqual({
      shows: 'JFK',
    });
    expect(JSON.stringify(sent)).not.toContain('ballroom');

    // Opened again later, or in another tab: nobody is acknowledged twice.
    const again = createFirebaseDataPort(emulatorSettings(PROJECT), { emulatorUser: MANAGER });
    await again.listHostingRequests({});
    await again.close();
    expect(await acks()).toHaveLength(2);
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

  it("erasing a person's address erases their messages and enquiries, with our replies and the manager's copies", async () => {
    await storeRaw(PROJECT, { 'config/notify': { email: NOTIFY } });
    const ada = 'ada@example.test';
    // Typed as visitors type, in any case.
    await visitor.submitContactMessage(aContactMessageInput({ name: 'Ada', email: 'Ada@Example.test' }));
    await visitor.submitContactMessage(aContactMessageInput({ name: 'Bob', email: 'bob@example.test' }));
    await visitor.submitHostingRequest(aHostingRequestInput({ venueEmail: 'ADA@example.test' }));
    const adas = (await readRaw(PROJECT, 'messages')).find((message) => message.name === 'Ada');
    await manager.replyToSubmission('contactMessages', String(adas?.id), {
      subject: 'Re: parking',
      body: 'Yes.',
    });
    // The manager's copy of each of the three, and the reply to Ada.
    expect(await mails()).toHaveLength(4);

    expect(await manager.findAddress(ada)).toMatchObject({ messages: 2, emails: 1 });
    expect(await manager.findAddress('ADA@EXAMPLE.TEST')).toMatchObject({ messages: 2, emails: 1 });
    await manager.eraseAddress(ada);
    expect(await manager.findAddress(ada)).toMatchObject({ messages: 0, emails: 0 });
    expect(await readRaw(PROJECT, 'requests')).toEqual([]);
    const [bobs, ...others] = await readRaw(PROJECT, 'messages');
    expect([bobs?.name, others]).toEqual(['Bob', []]);
    expect(await readRaw(PROJECT, `messages/${String(adas?.id)}/replies`)).toEqual([]);
    // Only the manager's copy of Bob's message is left.
    expect((await mails()).map((m) => m.id)).toEqual([bobs?.id]);
  });

  it('a reply from the inbox is a mail document to the sender, quoting them, and goes with the message', async () => {
    await visitor.submitContactMessage(aContactMessageInput({ name: 'Ann', message: 'Vegan?\nTwo of us.' }));
    const [message] = await readRaw(PROJECT, 'messages');
    const id = String(message?.id);
    const reply = await manager.replyToSubmission('contactMessages', id, {
      subject: 'Re: vegan',
      body: 'Yes.',
    });
    const mail = (await mails()).find((m) => m.id === reply.id);
    expect(mail).toMatchObject({
      to: 'eleanor@example.co.uk',
      replyTo: NOTIFY,
      template: {
        name: 'inbox-reply',
        data: { subject: 'Re: vegan', answer: 'Yes.', quote: '> Vegan?\n> Two of us.' },
      },
    });
    expect(mail?.template.data.quoteHeading).toMatch(/^On \w+day \d+ \w+ \d{4} at \d\d:\d\d, Ann wrote:$/);
    // Trigger Email records the delivery on the document; the card reads it from there.
    await storeRaw(PROJECT, { [`mail/${reply.id}`]: { ...mail, delivery: { state: 'SUCCESS' } } });
    expect(await manager.listSubmissionReplies('contactMessages', id)).toEqual([
      expect.objectContaining({ id: reply.id, body: 'Yes.', state: 'sent', sentBy: MANAGER.email }),
    ]);

    await manager.eraseContactMessage(id);
    expect(await readRaw(PROJECT, `messages/${id}/replies`)).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('a new Cardiff date of the Titanic e-mails each matching address once, never twice', async () => {
    // Ada asked three ways that all match, Bob for another show and city, Di for any show in Cardiff.
    await subscribeVerified(PROJECT, ADA, { show: 'Titanic', city: 'Cardiff' });
    await subscribeVerified(PROJECT, ADA, { show: 'Titanic' });
    await subscribeVerified(PROJECT, ADA, {});
    await subscribeVerified(PROJECT, BOB, { show: 'JFK', city: 'York' });
    await subscribeVerified(PROJECT, DI, { city: 'Cardiff' });
    const date = daysFromToday(40);
    const venue = await manager.createVenue(aVenueInput({ show: 'Titanic', city: 'Cardiff', date }));

    let sent = await mails();
    expect(sent.map((m) => m.to).sort()).toEqual(['ada@example.test', 'di@example.test']);
    const ada = sent.find((m) => m.to === 'ada@example.test');
    const [adaDoc] = (await readRaw(PROJECT, 'subscribers')).filter((s) => s.id === ADA.uid);
    expect(ada?.template.name).toBe('new-date');
    expect(ada?.template.data).toMatchObject({
      id: ADA.uid,
      token: adaDoc?.token,
      city: 'Cardiff',
      datePath: datePagePath(venue),
      // The show's usual start: the listing sets none.
      time: '7 pm',
      consentText: consentText('Titanic', 'Cardiff'),
    });

    // Sold out, then available again, then an edit of the hotel's name: the same date, no second e-mail.
    const input = aVenueInput({ show: 'Titanic', city: 'Cardiff', date });
    await manager.updateVenue(venue.id, { ...input, soldOut: true });
    await manager.updateVenue(venue.id, { ...input, soldOut: false });
    await manager.updateVenue(venue.id, { ...input, hotelName: 'The Grand, renamed' });
    expect(await mails()).toHaveLength(2);

    // Moved to another date: that is news, told with both days.
    await manager.updateVenue(venue.id, { ...input, date: daysFromToday(41) });
    sent = await mails();
    expect(sent).toHaveLength(4);
    const moved = sent.filter((m) => m.template.name === 'date-moved');
    expect(moved.map((m) => m.to).sort()).toEqual(['ada@example.test', 'di@example.test']);
    expect(moved[0]?.template.data).toMatchObject({
      previousDate: formatDateWithWeekday(date),
      date: formatDateWithWeekday(daysFromToday(41)),
    });
    // The moved-to day is not news again when it comes back on sale.
    const movedInput = { ...input, date: daysFromToday(41) };
    await manager.updateVenue(venue.id, { ...movedInput, soldOut: true });
    await manager.updateVenue(venue.id, { ...movedInput, soldOut: false });
    expect(await mails()).toHaveLength(4);

    // A sold-out date tells nobody.
    await manager.createVenue(aVenueInput({ show: 'Titanic', city: 'Cardiff', date, soldOut: true }));
    expect(await mails()).toHaveLength(4);
  });

  it('a cancelled or postponed Cardiff date of the Titanic e-mails each matching address once per change', async () => {
    await subscribeVerified(PROJECT, ADA, { show: 'Titanic', city: 'Cardiff' });
    await subscribeVerified(PROJECT, ADA, {});
    await subscribeVerified(PROJECT, BOB, { show: 'JFK', city: 'Cardiff' });
    const input = aVenueInput({ show: 'Titanic', city: 'Cardiff', date: daysFromToday(40) });
    const venue = await manager.createVenue(input);
    expect(await mails()).toHaveLength(1);

    await manager.updateVenue(venue.id, { ...input, status: 'postponed' });
    await manager.updateVenue(venue.id, { ...input, status: 'cancelled' });
    // Saved again cancelled, with another booking link: no news.
    await manager.updateVenue(venue.id, {
      ...input,
      status: 'cancelled',
      bookingUrl: 'https://example.test/b',
    });
    const told = (await mails()).filter((m) => m.template.name !== 'new-date');
    expect(told.map((m) => [m.to, m.template.name]).sort()).toEqual([
      ['ada@example.test', 'date-cancelled'],
      ['ada@example.test', 'date-postponed'],
    ]);
    expect(told[0]?.template.data).toMatchObject({
      id: ADA.uid,
      show: 'The Queen of the Ocean (Titanic)',
      city: 'Cardiff',
      datePath: datePagePath(venue),
    });
  });

  it('reads the matching subscribers a page at a time, and mails every one of them', async () => {
    const many = Array.from({ length: SUBSCRIBER_PAGE + 5 }, (_, i) => i);
    await storeRaw(
      PROJECT,
      Object.fromEntries(
        many.map((i) => [
          `subscribers/u${String(i).padStart(4, '0')}`,
          { email: `s${i}@example.test`, token: 'a'.repeat(32), interests: ['any|any'], consents: {} },
        ]),
      ),
    );
    await manager.createVenue(aVenueInput({ show: 'JFK', city: 'York', date: daysFromToday(20) }));
    expect(new Set((await mails()).map((m) => m.to)).size).toBe(many.length);
    // Two pages: 200 e-mails in one batch, then 5.
  }, 120_000);

  it("the unsubscribe link leaves no address behind; a manager's erase also deletes the new-date e-mails", async () => {
    await subscribeVerified(PROJECT, ADA, { show: 'Titanic', city: 'Cardiff' });
    await manager.createVenue(aVenueInput({ show: 'Titanic', city: 'Cardiff', date: daysFromToday(30) }));
    const [notice] = await mails();
    const { id, token } = notice?.template.data ?? {};
    const wrong = await visitor.unsubscribe(`?id=${id}&token=${'f'.repeat(32)}`).catch((e: unknown) => e);
    expect(isDataError(wrong)).toBe(true);
    await visitor.unsubscribe(`?id=${id}&token=${token}`);
    const [left] = await readRaw(PROJECT, 'subscribers');
    expect(Object.keys(left ?? {}).sort()).toEqual(['id', 'token', 'unsubscribedAt']);
    // Pressed twice (or by the mail program and then the person): still done.
    await visitor.unsubscribe(`?id=${id}&token=${token}`);

    await subscribeVerified(PROJECT, BOB, { show: 'Titanic' });
    await manager.createVenue(aVenueInput({ show: 'Titanic', city: 'Cardiff', date: daysFromToday(31) }));
    expect((await mails()).filter((m) => m.to === BOB.email)).toHaveLength(1);
    await manager.eraseSubscriber(`${BOB.uid}|Titanic|any`);
    expect((await mails()).filter((m) => m.to === BOB.email)).toEqual([]);
    expect((await readRaw(PROJECT, 'subscribers')).map((s) => s.id)).toEqual([ADA.uid]);
  });
});
