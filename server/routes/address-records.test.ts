import { describe, expect, it } from 'vitest';
import type { AddressRecords } from '../../src/domain/address-records';
import { aContactMessageInput, aHostingRequestInput, aSubscriptionInput } from '../../tests/builders/inputs';
import { mailingApp } from '../testing/mailing-app';
import { askSeatsBack, askSeatsBackAndConfirm, SOLD_OUT } from '../testing/seats-back-requests';

const SITE = 'https://shows.example.test';
// The manager is told of each message and enquiry, in an e-mail that copies it.
const server = mailingApp(SITE, { notifyEmail: 'office@example.test' });

const post = (url: string, payload: object, cookie: string | null = server.cookie) =>
  server.t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const find = async (email: string) => (await post('/api/addresses/find', { email })).json<AddressRecords>();
const erase = (email: string) => post('/api/addresses/erase', { email });

const subscribe = async (email: string, fields: object = {}) =>
  expect((await post('/api/subscriptions', aSubscriptionInput({ email, ...fields }), null)).statusCode).toBe(
    201,
  );

describe("finding and erasing a person's address", () => {
  it('finds an address that only asked for seats back, and erases its requests and e-mails', async () => {
    const venue = await server.t.createVenue(server.cookie, SOLD_OUT);
    await askSeatsBackAndConfirm(server, SITE, venue, 'stays@example.co.uk', 2);
    await askSeatsBackAndConfirm(server, SITE, venue, 'only.seats@example.co.uk', 3);
    await server.t.app.mail.drain();

    // Found however the manager types it.
    expect(await find('Only.Seats@Example.co.uk')).toEqual({
      email: 'Only.Seats@Example.co.uk',
      subscriptions: [],
      seatsBack: [
        {
          listing: venue.id,
          show: 'JFK',
          hotelName: 'The Principal',
          date: SOLD_OUT.date,
          partySize: 3,
          told: false,
        },
      ],
      messages: 0,
      emails: 1,
    });

    expect((await erase('only.seats@example.co.uk')).statusCode).toBe(204);
    expect(await find('only.seats@example.co.uk')).toEqual({
      email: 'only.seats@example.co.uk',
      subscriptions: [],
      seatsBack: [],
      messages: 0,
      emails: 0,
    });
    expect(server.t.app.store.outbox.listNewest().map((m) => m.to)).toEqual(['stays@example.co.uk']);
    // Back on sale, only the other person is told.
    const told = await server.sentAfter(() =>
      server.t.app.inject({
        method: 'PUT',
        url: `/api/venues/${venue.id}`,
        headers: { cookie: server.cookie },
        payload: { ...SOLD_OUT, availability: 'on-sale' },
      }),
    );
    expect(told.map((mail) => mail.to[0])).toEqual(['stays@example.co.uk']);
  });

  it("erases every subscription of the address with its seats-back requests, and nobody else's", async () => {
    const venue = await server.t.createVenue(server.cookie, SOLD_OUT);
    await subscribe('ada@example.co.uk', { show: 'Titanic', city: 'Cardiff' });
    await subscribe('ada@example.co.uk', { show: '', city: '' });
    await subscribe('bob@example.co.uk');
    await askSeatsBack(server, venue, 'ada@example.co.uk', 4);
    await server.t.app.mail.drain();

    const held = await find('ada@example.co.uk');
    expect(held.subscriptions).toEqual([
      { show: 'Titanic', city: 'Cardiff' },
      { show: null, city: null },
    ]);
    expect(held.seatsBack.map((request) => request.partySize)).toEqual([4]);
    // One confirmation e-mail for each thing asked (the caps allow it: these are new requests).
    expect(held.emails).toBeGreaterThan(0);

    expect((await erase('ada@example.co.uk')).statusCode).toBe(204);
    expect(await find('ada@example.co.uk')).toMatchObject({ subscriptions: [], seatsBack: [], emails: 0 });
    const bob = await find('bob@example.co.uk');
    expect(bob.subscriptions).toHaveLength(1);
    expect(bob.emails).toBe(1);
  });

  it("erases the person's messages and hosting enquiries, with our replies and the manager's copies", async () => {
    await post(
      '/api/contact-messages',
      aContactMessageInput({ name: 'Ada', email: 'Ada@Example.co.uk' }),
      null,
    );
    await post(
      '/api/contact-messages',
      aContactMessageInput({ name: 'Bob', email: 'bob@example.co.uk' }),
      null,
    );
    await post('/api/hosting-requests', aHostingRequestInput({ venueEmail: 'ada@example.co.uk' }), null);
    const inbox = async (kind: 'contact-messages' | 'hosting-requests') =>
      (
        await server.t.app.inject({ method: 'GET', url: `/api/${kind}`, headers: { cookie: server.cookie } })
      ).json<{ items: { id: string; name?: string }[] }>().items;
    const adas = (await inbox('contact-messages')).find((message) => message.name === 'Ada');
    const answer = { subject: 'Re: parking', body: 'Yes, free for guests.' };
    expect((await post(`/api/contact-messages/${adas?.id}/replies`, answer)).statusCode).toBe(201);
    await server.t.app.mail.drain();
    const mailTo = () => server.t.app.store.outbox.listNewest().map((m) => m.to);
    expect(mailTo().toSorted()).toEqual([
      'Ada@Example.co.uk', // our reply
      'ada@example.co.uk', // the enquiry's acknowledgement
      'office@example.test', // the manager's copies of the three
      'office@example.test',
      'office@example.test',
    ]);

    expect(await find('ada@example.co.uk')).toMatchObject({ messages: 2 });
    expect((await erase('ada@example.co.uk')).statusCode).toBe(204);
    expect(await find('ada@example.co.uk')).toMatchObject({ messages: 0, emails: 0 });
    expect((await inbox('contact-messages')).map((message) => message.name)).toEqual(['Bob']);
    expect(await inbox('hosting-requests')).toEqual([]);
    // Bob's message, and the manager's copy of it, stay.
    expect(mailTo()).toEqual(['office@example.test']);
    expect(server.t.app.store.outbox.listNewest()[0]?.subject).toContain('Bob');
  });

  it('says so when the address holds nothing, and changes nothing', async () => {
    await subscribe('bob@example.co.uk');
    expect(await find('nobody@example.co.uk')).toEqual({
      email: 'nobody@example.co.uk',
      subscriptions: [],
      seatsBack: [],
      messages: 0,
      emails: 0,
    });
    const response = await erase('nobody@example.co.uk');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toMatch(/We hold nothing for this address/);
    expect((await find('bob@example.co.uk')).subscriptions).toHaveLength(1);
  });

  it('refuses a malformed address with a message, and anyone signed out', async () => {
    await subscribe('bob@example.co.uk');
    for (const url of ['/api/addresses/find', '/api/addresses/erase']) {
      const bad = await post(url, { email: 'not an address' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({
        email: 'Enter a valid e-mail address, like name@example.com',
      });
      expect((await post(url, { email: 'bob@example.co.uk' }, null)).statusCode).toBe(401);
    }
    expect((await find('bob@example.co.uk')).subscriptions).toHaveLength(1);
  });
});
