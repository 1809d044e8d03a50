import type { FastifyInstance } from 'fastify';
import { isUpcoming, todayInLondon } from '../../src/domain/dates';
import { canBook, isCalledOff } from '../../src/domain/listing-revision';
import { seatsBackConsentText, seatsBackInputSchema } from '../../src/domain/seats-back';
import type { AppContext } from '../context';
import { ApiError, parseBody } from '../errors';
import { queueSeatsBackConfirmation } from '../subscriptions/seats-back-mail';
import { networkOf } from '../security/network-prefix';
import { DAY_MS } from './daily-cap';
import { filledHoneypot } from './honeypot';
import { confirmationOutcome, refuseWithoutMail, subscriptionCap } from './subscriptions';
import type { SubscribeOutcome } from '../../src/domain/subscription';

const NOT_SOLD_OUT = 'This date is not sold out: you can book it with the venue now.';
const NOT_ON = 'This date is not going ahead, so no seats will come back.';
const GONE = 'This date is no longer listed.';

/**
 * "Tell me if seats come back" on a sold-out date: anyone asks (with consent), confirmed by the e-mail link
 * the subscriptions use, and told once when the manager puts the date back on sale (server/app.ts).
 */
export function registerSeatsBackRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, now, mail } = ctx;
  const limited = { config: { rateLimit: { max: ctx.rateLimits.submissionsPerMinute, timeWindow: 60_000 } } };
  const underCap = subscriptionCap(ctx);

  // The dashboard shows each sold-out date's count, so the manager knows before putting it back on sale.
  app.get('/api/seats-back/waiting', { preHandler: ctx.requireManager }, async () => ({
    waiting: store.seatsBack.countWaiting(),
  }));

  app.post('/api/seats-back', limited, async (request, reply) => {
    refuseWithoutMail(mail);
    if (filledHoneypot(request.body)) {
      request.log.info('honeypot filled: seats-back request acknowledged, not stored');
      return reply.code(201).send({ outcome: 'confirmation-sent' });
    }
    const fields = parseBody(seatsBackInputSchema, request.body);
    const venue = store.venues.find(fields.listing);
    if (!venue || !isUpcoming(venue.date, now())) throw new ApiError(404, 'not_found', GONE);
    if (isCalledOff(venue)) throw new ApiError(409, 'not_going_ahead', NOT_ON);
    if (canBook(venue)) throw new ApiError(409, 'not_sold_out', NOT_SOLD_OUT);
    const network = networkOf(request.ip);
    underCap(request, network);
    const outcome = store.transaction((): SubscribeOutcome => {
      const at = now();
      store.subscribers.recordRequest(network, at, new Date(at.getTime() - DAY_MS));
      const entry = store.seatsBack.save(fields, seatsBackConsentText(venue), at);
      return confirmationOutcome(queueSeatsBackConfirmation(mail, entry, todayInLondon(at)));
    });
    return reply.code(201).send({ outcome });
  });
}
