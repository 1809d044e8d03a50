import { MAIL_LINK_PATHS } from '../../src/domain/paths';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { todayInLondon } from '../../src/domain/dates';
import { pageQuerySchema } from '../../src/domain/page-query';
import {
  consentText,
  SUBSCRIPTION_TOKEN,
  subscriptionInputSchema,
  type LinkRequest,
  OTHER_REQUESTS_SHOWN,
  type OtherLinkRequest,
  type SubscribeOutcome,
} from '../../src/domain/subscription';
import type { AppContext } from '../context';
import { ApiError, notFound, parseBody } from '../errors';
import { queueConfirmation } from '../subscriptions/subscription-mail';
import { MAIL_OFF_REFUSAL } from '../../src/content/subscriptions';
import { subscribersCsv } from '../../src/domain/subscribers-csv';
import { networkOf } from '../security/network-prefix';
import { DAY_MS, dailyCap, networkShare } from './daily-cap';
import { filledHoneypot } from './honeypot';

const tokenQuery = z.object({ token: z.string().regex(SUBSCRIPTION_TOKEN) });
const OUTBOX_GONE = 'That e-mail is no longer kept: erased with its address, or older than the log keeps.';
const LINK_GONE = 'This link is no longer valid: the subscription was removed, or the address was mistyped.';

function tokenOf(query: unknown): string {
  const parsed = tokenQuery.safeParse(query);
  if (!parsed.success) throw new ApiError(400, 'invalid_input', LINK_GONE, { token: LINK_GONE });
  return parsed.data.token;
}

/**
 * The form's answer: an e-mail is on its way (the link that confirms the request, or for one confirmed before,
 * word that there is nothing to do), or none is (the address had its one of the day already). The form says
 * the same in both first cases, so that it tells a stranger nothing of what an address has confirmed.
 */
export const confirmationOutcome = (queued: boolean): SubscribeOutcome =>
  queued ? 'confirmation-sent' : 'confirmation-sent-earlier';

/**
 * Without SMTP nothing could confirm a request or tell anyone anything: the pages offer no form (page data
 * `mailOff`) and a request that comes anyway is refused before anything is read or stored.
 */
export function refuseWithoutMail(mail: AppContext['mail']): void {
  if (!mail.enabled) throw new ApiError(409, 'mail_off', MAIL_OFF_REFUSAL);
}

/**
 * Like the other public forms: requests from all addresses together are capped per 24 hours, repeats
 * included, and each network may use only its share of that (decision 0020). Subscriptions and seats-back
 * requests are counted together (both in subscription_requests), so one cap covers both forms.
 */
export function subscriptionCap({ store, now, rateLimits }: AppContext) {
  return dailyCap({
    what: 'subscriptions',
    max: rateLimits.submissionsPerDay,
    countSince: (since) => store.subscribers.countSince(since),
    perNetwork: {
      max: networkShare(rateLimits.submissionsPerDay),
      countSince: (network, since) => store.subscribers.countFromSince(network, since),
    },
    now,
  });
}

/** Subscriptions: anyone subscribes (with consent), the e-mail links confirm and unsubscribe, managers read. */
export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, now, mail, requireManager, counts } = ctx;
  const limited = { config: { rateLimit: { max: ctx.rateLimits.submissionsPerMinute, timeWindow: 60_000 } } };
  const underCap = subscriptionCap(ctx);

  app.post('/api/subscriptions', limited, async (request, reply) => {
    refuseWithoutMail(mail);
    if (filledHoneypot(request.body)) {
      request.log.info('honeypot filled: subscription acknowledged, not stored');
      return reply.code(201).send({ outcome: 'confirmation-sent' });
    }
    const fields = parseBody(subscriptionInputSchema, request.body);
    const network = networkOf(request.ip);
    underCap(request, network);
    const outcome = store.transaction((): SubscribeOutcome => {
      const at = now();
      store.subscribers.recordRequest(network, at, new Date(at.getTime() - DAY_MS));
      const text = consentText(fields.show ?? null, fields.city ?? null);
      const subscriber = store.subscribers.save(fields, text, at);
      return confirmationOutcome(queueConfirmation(mail, subscriber, todayInLondon(at)));
    });
    counts.count(request, 'subscribe', fields.city ?? '');
    return reply.code(201).send({ outcome });
  });

  /** The address's other requests not confirmed yet, subscriptions then seats back, each by its own link. */
  const otherRequests = (email: string, token: string): OtherLinkRequest[] =>
    [
      ...store.subscribers.unconfirmedOf(email).map((other) => ({ ...other, partySize: null })),
      ...store.seatsBack.unconfirmedOf(email),
    ]
      .filter((other) => other.token !== token)
      .slice(0, OTHER_REQUESTS_SHOWN)
      .map((other) => ({
        link: `?token=${other.token}`,
        consent: other.consentText,
        partySize: other.partySize,
      }));

  // What the link confirms, named on its page before the button (a GET that changes nothing).
  app.get('/api/subscriptions/request', async (request, reply): Promise<LinkRequest> => {
    const token = tokenOf(request.query);
    reply.header('cache-control', 'no-store');
    const subscription = store.subscribers.findByToken(token);
    const seats = subscription ? null : store.seatsBack.findByToken(token);
    const asked = subscription ?? seats;
    if (!asked) throw notFound(LINK_GONE);
    // Only on a confirmation link not used yet: a confirmed request's token is also in every notice's
    // unsubscribe link, which may be forwarded, and the other requests' links confirm them.
    const others = asked.confirmedAt === null ? otherRequests(asked.email, token) : [];
    return { consent: asked.consentText, partySize: seats ? seats.partySize : null, others };
  });

  app.get('/api/subscriptions/confirm', async (request) => {
    // The same link confirms a seats-back request (server/routes/seats-back.ts): one page, one way.
    const token = tokenOf(request.query);
    const confirmed = store.subscribers.confirm(token, now()) ?? store.seatsBack.confirm(token, now());
    if (!confirmed) throw notFound(LINK_GONE);
    if (confirmed === 'confirmed') counts.count(request, 'confirm', '');
    return { confirmed: true };
  });

  // The List-Unsubscribe address opened in a browser (some mail programs do, rather than post to it): the
  // unsubscribe page with its button, never an unsubscribe on a GET (link scanners open every link).
  app.get('/api/subscriptions/unsubscribe', async (request, reply) =>
    reply.redirect(`${MAIL_LINK_PATHS.unsubscribe}?token=${encodeURIComponent(tokenOf(request.query))}`, 303),
  );

  // RFC 8058: mail programs POST `List-Unsubscribe=One-Click` as a form, without cookies or an Origin, so this
  // route (and only this one) accepts form bodies. The token alone decides; the body is not needed.
  app.register(async (scope) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      scope.addContentTypeParser(type, { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
    }
    // Gmail and others post it from their own origin (Origin: https://mail.google.com, Sec-Fetch-Site:
    // cross-site): the token is the authority, so the cross-site guard stands aside here only.
    scope.post('/api/subscriptions/unsubscribe', { config: { crossSite: 'allowed' } }, async (request) => {
      const token = tokenOf(request.query);
      store.subscribers.deleteByToken(token);
      store.seatsBack.deleteByToken(token);
      // Already gone counts as done: a second click (or the mail program's retry) should not look like a failure.
      return { unsubscribed: true };
    });
  });

  // The paged shape of every manager list ({ items, total, nextCursor }), plus demand and whether mail is on.
  app.get('/api/subscriptions', { preHandler: requireManager }, async (request) => ({
    ...store.subscribers.pageNewestFirst(parseBody(pageQuerySchema, request.query)),
    demand: store.subscribers.demand(),
    mailEnabled: mail.enabled,
  }));

  app.get('/api/subscriptions.csv', { preHandler: requireManager }, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="subscribers.csv"')
      .header('cache-control', 'no-store')
      .send(subscribersCsv(store.subscribers.listAll())),
  );

  app.delete('/api/subscriptions/:id', { preHandler: requireManager }, async (request, reply) => {
    const { id } = z.object({ id: z.string().max(100) }).parse(request.params);
    // Erasing a person removes every record of their address: the subscription, its e-mails (the outbox
    // cascades) and their seats-back requests, together or not at all.
    const erased = store.transaction(() => {
      const email = store.subscribers.deleteById(id);
      if (email !== null) store.seatsBack.deleteByEmail(email);
      return email !== null;
    });
    if (!erased) throw notFound('That subscriber has already been removed.');
    return reply.code(204).send();
  });

  app.get('/api/outbox', { preHandler: requireManager }, async () => ({
    mailEnabled: mail.enabled,
    counts: store.outbox.countByStatus(),
    messages: store.outbox
      .listNewest(100)
      .map(({ text: _t, html: _h, headers: _x, nextAttemptAt: _n, id, ...entry }) => ({
        ...entry,
        id: String(id),
      })),
  }));

  // One e-mail's words, for the manager who opens it (the list leaves them out). Managers only, never cached:
  // the words carry personal links (confirmations, a hotel's own page).
  app.get('/api/outbox/:id', { preHandler: requireManager }, async (request, reply) => {
    const id = z.object({ id: z.string().regex(/^\d{1,15}$/) }).safeParse(request.params);
    const entry = id.success ? store.outbox.find(Number(id.data.id)) : null;
    if (!entry) throw notFound(OUTBOX_GONE);
    reply.header('cache-control', 'no-store');
    const { kind, to, subject, text, status, attempts, lastError, createdAt, sentAt } = entry;
    return { id: String(entry.id), kind, to, subject, text, status, attempts, lastError, createdAt, sentAt };
  });
}
