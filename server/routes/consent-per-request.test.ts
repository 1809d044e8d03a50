import { expect, it } from 'vitest';
import { formatDateWithWeekday } from '../../src/domain/dates';
import type { LinkRequest } from '../../src/domain/subscription';
import type { Venue } from '../../src/domain/venue';
import { aSubscriptionInput, daysFromToday } from '../../tests/builders/inputs';
import { linkIn, tokenOf } from '../testing/mail-links';
import { mailingApp } from '../testing/mailing-app';
import { askSeatsBack, SOLD_OUT } from '../testing/seats-back-requests';

/**
 * One confirmation click confirms exactly the request whose e-mail it came in (issue 36): the e-mail and the
 * link's page name that request, and whatever else was asked for with the address stays unconfirmed.
 */
const SITE = 'https://shows.example.test';
const server = mailingApp(SITE);
const VICTIM = 'victim@example.co.uk';

const soldOutDate = async (days: number): Promise<Venue> => {
  const response = await server.t.app.inject({
    method: 'POST',
    url: '/api/venues',
    headers: { cookie: server.cookie },
    payload: { ...SOLD_OUT, date: daysFromToday(days) },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Venue>();
};

const named = (token: string) =>
  server.t.app.inject({ method: 'GET', url: `/api/subscriptions/request?token=${token}` });
const confirm = (token: string) =>
  server.t.app.inject({ method: 'GET', url: `/api/subscriptions/confirm?token=${token}` });

it('seats back: the link confirms only the date its e-mail names, and the page names it with the party size', async () => {
  const [a, b, c, d] = await Promise.all([20, 21, 22, 23].map(soldOutDate));
  const mails = await server.sentAfter(async () => {
    const first = await askSeatsBack(server, a as Venue, VICTIM, 2);
    expect([first.statusCode, first.json()]).toEqual([201, { outcome: 'confirmation-sent' }]);
    // Someone else asks with the victim's address for three other dates, 20 seats each: the form says no
    // e-mail is on its way for them.
    for (const other of [b, c, d]) {
      const later = await askSeatsBack(server, other as Venue, VICTIM, 20);
      expect([later.statusCode, later.json()]).toEqual([201, { outcome: 'confirmation-sent-earlier' }]);
    }
  });
  expect(mails).toHaveLength(1);
  const aDate = formatDateWithWeekday((a as Venue).date);
  expect(mails[0]?.text).toContain(aDate);
  expect(mails[0]?.text).toContain('Party size: 2 seats.');
  for (const other of [b, c, d])
    expect(mails[0]?.text).not.toContain(formatDateWithWeekday((other as Venue).date));

  const token = tokenOf(linkIn(mails[0], 'Yes, tell me if seats come back', SITE));
  const page = (await named(token)).json<LinkRequest>();
  expect(page).toMatchObject({ consent: expect.stringContaining(aDate) as string, partySize: 2 });
  // The page offers the address's three other requests, each by its own link, to confirm or leave.
  expect(page.others?.map((other) => [other.partySize, other.link.startsWith('?token=')])).toEqual([
    [20, true],
    [20, true],
    [20, true],
  ]);
  expect(page.others?.map((other) => other.link)).not.toContain(`?token=${token}`);
  expect((await confirm(token)).json()).toEqual({ confirmed: true });
  // Once confirmed, its token (in every later e-mail's unsubscribe link, which may be forwarded) names none.
  expect((await named(token)).json<LinkRequest>().others).toEqual([]);

  const waiting = await server.t.app.inject({
    method: 'GET',
    url: '/api/seats-back/waiting',
    headers: { cookie: server.cookie },
  });
  expect(waiting.json<{ waiting: Record<string, number> }>().waiting).toEqual({ [(a as Venue).id]: 1 });
  // Back on sale, the dates the victim never confirmed e-mail nobody.
  const onSale = await server.sentAfter(() =>
    server.t.app.inject({
      method: 'PUT',
      url: `/api/venues/${(b as Venue).id}`,
      headers: { cookie: server.cookie },
      payload: { ...SOLD_OUT, date: (b as Venue).date, availability: 'on-sale' },
    }),
  );
  expect(onSale.filter((mail) => mail.to.includes(VICTIM))).toEqual([]);
});

it('subscriptions: confirming one show and city leaves "any show, any city" asked with the address unconfirmed', async () => {
  const subscribe = (show: string | undefined, city: string | undefined) =>
    server.t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: aSubscriptionInput({ email: VICTIM, show, city } as Parameters<typeof aSubscriptionInput>[0]),
    });
  const mails = await server.sentAfter(async () => {
    expect((await subscribe('Titanic', 'London')).statusCode).toBe(201);
    expect((await subscribe(undefined, undefined)).statusCode).toBe(201);
  });
  expect(mails).toHaveLength(1);
  expect(mails[0]?.text).toContain('The Queen of the Ocean (Titanic) has a new date in London');

  const token = tokenOf(linkIn(mails[0], 'Yes, send me these e-mails', SITE));
  const page = (await named(token)).json<LinkRequest>();
  expect(page).toEqual({
    consent: expect.stringContaining('(Titanic) has a new date in London') as string,
    partySize: null,
    // The second request, which had no e-mail of its own that day, offered on the first's page.
    others: [
      {
        link: expect.stringMatching(/^\?token=[0-9a-f]{32}$/) as string,
        consent: expect.stringContaining('has a new date, and') as string,
        partySize: null,
      },
    ],
  });
  expect((await confirm(token)).json()).toEqual({ confirmed: true });

  const list = await server.t.app.inject({
    method: 'GET',
    url: '/api/subscriptions?limit=10',
    headers: { cookie: server.cookie },
  });
  const items = list.json<{
    items: { show: string | null; city: string | null; confirmedAt: string | null }[];
  }>().items;
  expect(items.map(({ show, city, confirmedAt }) => [show, city, confirmedAt !== null]).sort()).toEqual([
    [null, null, false],
    ['Titanic', 'London', true],
  ]);
});

it('names nothing for a token that is not ours', async () => {
  expect((await named('0'.repeat(32))).statusCode).toBe(404);
  expect((await named('not-a-token')).statusCode).toBe(400);
});
