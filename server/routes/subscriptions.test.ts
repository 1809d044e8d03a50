import { describe, expect, it } from 'vitest';
import type { Subscriber } from '../../src/domain/subscription';
import { datePagePath } from '../../src/domain/date-page-paths';
import type { Venue } from '../../src/domain/venue';
import { aSubscriptionInput, aVenueInput } from '../../tests/builders/inputs';
import type { ReceivedMail } from '../testing/smtp-inbox';
import { mailingApp } from '../testing/mailing-app';
import {
  confirmedSubscriber as confirmSubscriber,
  linkIn as linkInMail,
  tokenOf,
} from '../testing/mail-links';

const SITE = 'https://shows.example.test';
const server = mailingApp(SITE);

const subscribe = (payload: object) =>
  server.t.app.inject({ method: 'POST', url: '/api/subscriptions', payload });
const addVenue = (payload: object) =>
  server.t.app.inject({ method: 'POST', url: '/api/venues', payload, headers: { cookie: server.cookie } });

const linkIn = (mail: ReceivedMail | undefined, label: string) => linkInMail(mail, label, SITE);
const confirmedSubscriber = (email: string, show: string, city: string) =>
  confirmSubscriber(server.t, server.inbox, SITE, { email, show, city });

async function listSubscribers() {
  const response = await server.t.app.inject({
    method: 'GET',
    url: '/api/subscriptions',
    headers: { cookie: server.cookie },
  });
  const body = response.json<{ mailEnabled: boolean; items: Subscriber[]; total: number; demand: unknown }>();
  return { ...body, subscribers: body.items };
}

describe('subscribing', () => {
  it('is refused with a message without consent, and nothing is stored or sent', async () => {
    for (const consent of [undefined, false, 'on']) {
      const response = await subscribe({ ...aSubscriptionInput(), consent });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ consent: 'Tick the box to say you want these e-mails' });
    }
    expect((await listSubscribers()).subscribers).toEqual([]);
    await server.t.app.mail.drain();
    expect(server.inbox.received).toEqual([]);
  });

  it('with consent sends a confirmation with a working link, and counts only once confirmed', async () => {
    const response = await subscribe(aSubscriptionInput({ page: '/whats-on?city=Cardiff' }));
    expect(response.json()).toEqual({ outcome: 'confirmation-sent' });
    const [mail] = await server.inbox.waitFor(1);
    expect(mail?.to).toEqual(['ada@example.co.uk']);
    expect(mail?.text).toContain(
      'E-mail me when The Queen of the Ocean (Titanic) has a new date in Cardiff, and if such a date is cancelled, postponed or moved.',
    );

    let listed = await listSubscribers();
    expect(listed.subscribers).toEqual([
      expect.objectContaining({
        email: 'ada@example.co.uk',
        confirmedAt: null,
        consentPage: '/whats-on?city=Cardiff',
      }),
    ]);
    expect(listed.subscribers[0]?.consentText).toMatch(/^E-mail me when The Queen of the Ocean \(Titanic\)/);
    // Asked, not yet confirmed: counted apart, as no e-mail can go to them yet.
    expect(listed.demand).toEqual({
      byShow: [{ show: 'Titanic', count: 0, waiting: 1 }],
      byCity: [{ city: 'Cardiff', count: 0, waiting: 1 }],
    });

    const path = linkIn(mail, 'Yes, send me these e-mails');
    expect(path).toMatch(/^\/subscribe\/confirm\?token=[0-9a-f]{32}$/);
    const confirm = await server.t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/confirm?token=${tokenOf(path)}`,
    });
    expect(confirm.statusCode).toBe(200);
    listed = await listSubscribers();
    expect(listed.subscribers[0]?.confirmedAt).toEqual(expect.any(String));
    expect(listed.demand).toEqual({
      byShow: [{ show: 'Titanic', count: 1, waiting: 0 }],
      byCity: [{ city: 'Cardiff', count: 1, waiting: 0 }],
    });
  });

  it('asked again, renews the consent record until it is confirmed, and leaves the confirmed one as it is', async () => {
    await subscribe(aSubscriptionInput({ page: '/whats-on?city=Cardiff' }));
    await subscribe(aSubscriptionInput({ page: '/titanic' }));
    const [mail] = await server.inbox.waitFor(1);
    const [renewed] = (await listSubscribers()).subscribers;
    expect(renewed?.consentPage).toBe('/titanic');
    const path = linkIn(mail, 'Yes, send me these e-mails');
    await server.t.app.inject({ method: 'GET', url: `/api/subscriptions/confirm?token=${tokenOf(path)}` });

    // Anyone can type the address into the form: the record stays the one its owner confirmed.
    expect((await subscribe(aSubscriptionInput({ page: '/contact' }))).statusCode).toBe(201);
    const [kept] = (await listSubscribers()).subscribers;
    expect(kept).toEqual(
      expect.objectContaining({ consentPage: '/titanic', consentedAt: renewed?.consentedAt }),
    );
  });

  it('says a confirmation link that matches nothing is no longer valid', async () => {
    const gone = await server.t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/confirm?token=${'a'.repeat(32)}`,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toMatch(/no longer valid/);
  });
});

describe('new dates', () => {
  it('e-mail exactly the matching confirmed subscribers, once; one click unsubscribes', async () => {
    await confirmedSubscriber('titanic.cardiff@example.co.uk', 'Titanic', 'Cardiff');
    await confirmedSubscriber('jfk.york@example.co.uk', 'JFK', 'York');
    await subscribe(aSubscriptionInput({ email: 'never.confirmed@example.co.uk' }));
    await server.inbox.waitFor(3);
    await server.t.app.mail.drain();
    server.inbox.received.length = 0;

    const added = await addVenue(
      aVenueInput({ show: 'Titanic', city: 'Cardiff', hotelName: 'The Angel Hotel', startTime: '13:30' }),
    );
    expect(added.statusCode).toBe(201);
    const [notice] = await server.inbox.waitFor(1);
    await server.t.app.mail.drain();
    expect(server.inbox.received).toHaveLength(1);
    expect(notice?.to).toEqual(['titanic.cardiff@example.co.uk']);
    expect(notice?.subject).toMatch(/^The Queen of the Ocean \(Titanic\) comes to Cardiff on /);
    // The date's own start (a matinee here), not the show's usual 7 pm.
    expect(notice?.text).toMatch(/has a new date at The Angel Hotel, .*, starting at 1:30 pm\./);
    // The date's own page, where Book is: not the show page, where the reader would hunt for it.
    expect(linkIn(notice, 'See the date and book')).toBe(datePagePath(added.json<Venue>()));

    // Editing the same date, or marking it sold out and available again, never tells them twice.
    const id = added.json().id as string;
    const put = (soldOut: boolean) =>
      server.t.app.inject({
        method: 'PUT',
        url: `/api/venues/${id}`,
        headers: { cookie: server.cookie },
        payload: aVenueInput({ ...added.json(), soldOut }),
      });
    await put(true);
    await put(false);
    await server.t.app.mail.drain();
    expect(server.inbox.received).toHaveLength(1);

    // The mail program's own Unsubscribe button (RFC 8058): a form POST to the List-Unsubscribe address,
    // from the mail program's own site (Gmail's web app posts with its origin).
    const oneClick = /^<(.+)>$/.exec(notice?.header('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(notice?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Opened in a browser instead (some mail programs do): the unsubscribe page, with nothing done yet.
    const opened = await server.t.app.inject({ method: 'GET', url: oneClick.slice(SITE.length) });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(linkIn(notice, 'Unsubscribe'));
    expect((await listSubscribers()).subscribers.map((s) => s.email)).toContain(
      'titanic.cardiff@example.co.uk',
    );
    const unsubscribe = await server.t.app.inject({
      method: 'POST',
      url: oneClick.slice(SITE.length),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.google.com',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(200);
    expect(linkIn(notice, 'Unsubscribe')).toBe(`/unsubscribe?token=${tokenOf(oneClick.slice(SITE.length))}`);

    await addVenue(aVenueInput({ show: 'Titanic', city: 'Cardiff', hotelName: 'Park Plaza' }));
    await server.t.app.mail.drain();
    expect(server.inbox.received).toHaveLength(1);
    expect((await listSubscribers()).subscribers.map((s) => s.email).sort()).toEqual([
      'jfk.york@example.co.uk',
      'never.confirmed@example.co.uk',
    ]);
  });

  it('marked available again tell subscribers who were not told about them yet', async () => {
    const soldOut = await addVenue(aVenueInput({ city: 'Cardiff', soldOut: true }));
    await confirmedSubscriber('late@example.co.uk', 'Titanic', 'Cardiff');
    await server.t.app.inject({
      method: 'PUT',
      url: `/api/venues/${soldOut.json().id as string}`,
      headers: { cookie: server.cookie },
      payload: aVenueInput({ city: 'Cardiff', soldOut: false, date: soldOut.json().date }),
    });
    const received = await server.inbox.waitFor(2);
    expect(received[1]?.subject).toMatch(/comes to Cardiff/);
  });
});

describe('the manager', () => {
  it('exports subscribers as CSV with formula-looking cells neutralised, and erases one', async () => {
    await subscribe(aSubscriptionInput({ email: 'ada@example.co.uk' }));
    await subscribe(aSubscriptionInput({ email: 'bob@example.co.uk', show: '', city: '' }));
    // A valid address a spreadsheet would read as a formula.
    await subscribe(aSubscriptionInput({ email: '-2+3@example.co.uk' }));
    const csv = await server.t.app.inject({
      method: 'GET',
      url: '/api/subscriptions.csv',
      headers: { cookie: server.cookie },
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,show,city,confirmed,consented,consent page,consent text');
    expect(lines.some((l) => l.startsWith('bob@example.co.uk,Any show,Anywhere,'))).toBe(true);
    expect(lines.some((l) => l.startsWith("'-2+3@example.co.uk,"))).toBe(true);

    const [first] = (await listSubscribers()).subscribers;
    const erase = await server.t.app.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${first?.id}`,
      headers: { cookie: server.cookie },
    });
    expect(erase.statusCode).toBe(204);
    expect((await listSubscribers()).subscribers).toHaveLength(2);
    // Their e-mails (here, the confirmation) are erased with them.
    await server.t.app.mail.drain();
    expect(server.t.app.store.outbox.listNewest().map((m) => m.to)).not.toContain(first?.email);
  });

  it('alone sees subscribers and the outbox', async () => {
    for (const url of ['/api/subscriptions', '/api/subscriptions.csv', '/api/outbox', '/api/outbox/1']) {
      expect((await server.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const del = await server.t.app.inject({ method: 'DELETE', url: '/api/subscriptions/x' });
    expect(del.statusCode).toBe(401);
  });
});
