import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPANY_DETAILS } from '../../src/content/company';
import { REPLY_WORDS } from '../../src/content/dashboard-messages';
import type { SubmissionKind } from '../../src/domain/inbox';
import {
  contactMessageTarget,
  hostingRequestTarget,
  replyInputSchema,
  replyMail,
  type ReplyTarget,
} from '../../src/domain/inbox-reply';
import type { AppContext } from '../context';
import { notFound, parseBody } from '../errors';

const targetOf = <T>(row: T | null, toTarget: (row: T) => ReplyTarget) => (row ? toTarget(row) : null);

/** The outbox key of a reply's e-mail: its state is read through it, and erasure finds it by it. */
const replyMailKey = (replyId: string) => `inbox-reply:${replyId}`;

/**
 * Answers from the inbox (issue 37): `POST /api/contact-messages/:id/replies` (and hosting-requests) queues
 * the answer, the visitor's message quoted, to the sender's address, Reply-To the company's address, and
 * keeps it with the message in the same transaction; `GET` lists them with their e-mail's state. Without
 * e-mail settings the answer is kept and says it was not e-mailed.
 */
export function registerInboxReplyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, now, requireManager, mail } = ctx;
  // A manager sends a few a minute; a stolen session must not turn the outbox into a spam cannon.
  const limited = { preHandler: requireManager, config: { rateLimit: { max: 20, timeWindow: 60_000 } } };
  const sources: Record<
    SubmissionKind,
    { path: string; find: (id: string) => ReplyTarget | null; gone: string }
  > = {
    contactMessages: {
      path: 'contact-messages',
      find: (id) => targetOf(store.contactMessages.byId(id), contactMessageTarget),
      gone: 'That message has been erased.',
    },
    hostingRequests: {
      path: 'hosting-requests',
      find: (id) => targetOf(store.hostingRequests.byId(id), hostingRequestTarget),
      gone: 'That enquiry has been erased.',
    },
  };
  const idOf = (request: FastifyRequest) => (request.params as { id?: string }).id ?? '';

  for (const [kind, source] of Object.entries(sources) as [
    SubmissionKind,
    (typeof sources)[SubmissionKind],
  ][]) {
    app.post(`/api/${source.path}/:id/replies`, limited, async (request, reply) => {
      const fields = parseBody(replyInputSchema, request.body);
      const submissionId = idOf(request);
      const target = source.find(submissionId);
      if (!target) throw notFound(source.gone);
      const id = randomUUID();
      const company = store.content.published().company ?? COMPANY_DETAILS;
      const saved = store.transaction(() => {
        mail.enqueue({
          kind: 'inbox-reply',
          to: target.email,
          subject: fields.subject,
          ...replyMail(target, fields.body),
          replyTo: company.email,
          reason: REPLY_WORDS.mailReason,
          dedupeKey: replyMailKey(id),
        });
        return store.inboxReplies.add({
          id,
          kind,
          submissionId,
          to: target.email,
          ...fields,
          sentBy: request.manager?.email ?? '',
          sentAt: now().toISOString(),
          // Without SMTP the e-mail is still kept (held, to read in E-mail): its state says so.
          mailKey: replyMailKey(id),
        });
      });
      return reply.code(201).send(saved);
    });
    app.get(`/api/${source.path}/:id/replies`, { preHandler: requireManager }, async (request) => {
      const submissionId = idOf(request);
      if (!source.find(submissionId)) throw notFound(source.gone);
      return store.inboxReplies.of(kind, submissionId);
    });
  }
}
