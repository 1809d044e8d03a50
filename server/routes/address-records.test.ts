import { describe, expect, it } from 'vitest';
import type { AddressRecords } from '../../src/domain/address-records';
import { aSubscriptionInput } from '../../tests/builders/inputs';
import { mailingApp } from '../testing/mailing-app';
import { askSeatsBack, askSeatsBackAndConfirm, SOLD_OUT } from '../testing/seats-back-requests';

const SITE = 'https://shows.example.test';
const server = mailingApp(SITE);

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
      emails: 1,
    });

    expect((await erase('only.seats@example.co.uk')).statusCode).toBe(204);
    expect(await find('only.seats@example.co.uk')).toEqual({
      email: 'only.seats@example.co.uk',
      subscriptions: [],
      seatsBack: [],
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

  it('says so when the address holds nothing, and changes nothing', async () => {
    await subscribe('bob@example.co.uk');
    expect(await find('nobody@example.co.uk')).toEqual({
      email: 'nobody@example.co.uk',
      subscriptions: [],
      seatsBack: [],
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
