import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contactMessageInputSchema } from '../../src/domain/contact-message';
import { hostingRequestInputSchema, hostingShowsText } from '../../src/domain/hosting-request';
import { acknowledgeEnquiry } from '../mail/enquiry-acknowledgement';
import type { SubmissionMark } from '../../src/domain/inbox';
import { inboxPageQuerySchema, submissionMarkSchema } from '../../src/domain/page-query';
import type { AppContext } from '../context';
import { notFound, parseBody } from '../errors';
import type { NoticeKind } from '../../src/content/notices';
import { noticeKey, notifyManager } from '../mail/submission-notice';
import { filledHoneypot } from './honeypot';
import { dailyCap } from './daily-cap';

/**
 * A public form's POST handler. A filled honeypot (a field people never see) marks a bot: it gets the same
 * 201 as a person, so it learns nothing and does not retry with another trick, but nothing is stored.
 */
function acceptSubmission<S extends z.ZodType>(
  schema: S,
  underCap: (request: FastifyRequest) => void,
  store: (fields: z.output<S>) => void,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (filledHoneypot(request.body)) {
      request.log.info('honeypot filled: submission acknowledged, not stored');
      return reply.code(201).send({ received: true });
    }
    const fields = parseBody(schema, request.body);
    underCap(request);
    store(fields);
    return reply.code(201).send({ received: true });
  };
}

/**
 * Hosting enquiries and contact messages: anyone submits (rate-limited), managers read them newest first, a
 * page at a time (`?limit=&cursor=`, src/domain/paging.ts): a list visitors can grow is never sent whole.
 * Each submission and the manager's e-mail about it (NOTIFY_EMAIL) are stored in one transaction.
 */
export function registerSubmissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, now, requireManager, mail } = ctx;
  const capOf = (what: string, list: { countSince: (since: Date) => number }) =>
    dailyCap({ what, max: ctx.rateLimits.submissionsPerDay, countSince: list.countSince, now });
  const limited = {
    config: { rateLimit: { max: ctx.rateLimits.submissionsPerMinute, timeWindow: 60_000 } },
  };

  app.post(
    '/api/hosting-requests',
    limited,
    acceptSubmission(hostingRequestInputSchema, capOf('hosting requests', store.hostingRequests), (fields) =>
      store.transaction(() => {
        const request = store.hostingRequests.create(fields, now());
        const { shows, ...rest } = request;
        notifyManager(mail, 'hosting-request', { ...rest, show: hostingShowsText(shows) });
        acknowledgeEnquiry(mail, request);
      }),
    ),
  );
  app.get('/api/hosting-requests', { preHandler: requireManager }, async (request) =>
    store.hostingRequests.pageNewestFirst(parseBody(inboxPageQuerySchema, request.query)),
  );

  app.post(
    '/api/contact-messages',
    limited,
    acceptSubmission(contactMessageInputSchema, capOf('contact messages', store.contactMessages), (fields) =>
      store.transaction(() =>
        notifyManager(mail, 'contact-message', { ...store.contactMessages.create(fields, now()) }),
      ),
    ),
  );
  app.get('/api/contact-messages', { preHandler: requireManager }, async (request) =>
    store.contactMessages.pageNewestFirst(parseBody(inboxPageQuerySchema, request.query)),
  );

  // The inbox: the count of new ones for the dashboard's navigation, and one mark at a time.
  app.get('/api/inbox/new', { preHandler: requireManager }, async () => ({
    contactMessages: store.contactMessages.countNew(),
    hostingRequests: store.hostingRequests.countNew(),
  }));
  const markOne =
    (list: { mark: (id: string, mark: SubmissionMark, now: Date) => boolean }, gone: string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const id = (request.params as { id?: string }).id ?? '';
      const { mark } = parseBody(submissionMarkSchema, request.body);
      if (!list.mark(id, mark, now())) throw notFound(gone);
      return reply.code(204).send();
    };
  app.put(
    '/api/hosting-requests/:id/inbox',
    { preHandler: requireManager },
    markOne(store.hostingRequests, 'That enquiry has been erased.'),
  );
  app.put(
    '/api/contact-messages/:id/inbox',
    { preHandler: requireManager },
    markOne(store.contactMessages, 'That message has been erased.'),
  );

  // Erasure on request (UK GDPR art. 17): one record at a time, by id.
  const eraseOne =
    (kind: NoticeKind, gone: string) => async (request: FastifyRequest, reply: FastifyReply) => {
      const id = (request.params as { id?: string }).id ?? '';
      if (!store.transaction(() => eraseSubmission(store, kind, id))) throw notFound(gone);
      return reply.code(204).send();
    };
  app.delete(
    '/api/hosting-requests/:id',
    { preHandler: requireManager },
    eraseOne('hosting-request', 'That enquiry has already been erased.'),
  );
  app.delete(
    '/api/contact-messages/:id',
    { preHandler: requireManager },
    eraseOne('contact-message', 'That message has already been erased.'),
  );
}

/**
 * Erases one message or enquiry (its replies go with it, by the database's trigger) and the manager's e-mail
 * about it (notifyManager's dedupe key), which holds a copy of the same words. False when it was not there.
 * Run it inside a transaction.
 */
export function eraseSubmission(store: AppContext['store'], kind: NoticeKind, id: string): boolean {
  const erased =
    kind === 'contact-message' ? store.contactMessages.delete(id) : store.hostingRequests.delete(id);
  if (erased) store.outbox.deleteByDedupeKey(noticeKey(kind, id));
  return erased;
}
