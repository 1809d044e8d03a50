import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { noticeGroupSchema } from '../../src/domain/notice-input';
import {
  isNoticeKind,
  pendingNoticesId,
  type NoticeAudience,
  type PendingNotices,
} from '../../src/domain/notice-wait';
import type { AppContext } from '../context';
import { ApiError, parseBody } from '../errors';
import { dropNotices } from '../subscriptions/notice-recall';

const GONE = 'These e-mails have already gone or were withdrawn.';

/**
 * The notices a listing change queued, while they wait (NOTICE_DELAY_MINUTES): what goes when, to how
 * many; Send now makes them due at once, Don't send withdraws them. And, before a change, how many people
 * it would tell, so the dashboard can ask first.
 */
export function registerNoticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, mail, now } = ctx;
  const manager = { preHandler: ctx.requireManager };

  app.get('/api/notices', manager, async () => ({
    delayMinutes: mail.noticeDelayMs / 60_000,
    readAt: now().toISOString(),
    notices: store.outbox.waitingNotices().flatMap((group): PendingNotices[] =>
      isNoticeKind(group.kind)
        ? [
            {
              id: pendingNoticesId(group.listingId, group.kind),
              listingId: group.listingId,
              kind: group.kind,
              people: group.count,
              dueAt: new Date(group.dueAt).toISOString(),
            },
          ]
        : [],
    ),
  }));

  app.post('/api/notices/send', manager, async (request) => {
    const { listingId, kind } = parseBody(noticeGroupSchema, request.body);
    const sent = store.outbox.sendNoticesNow(listingId, kind, now());
    if (sent === 0) throw new ApiError(404, 'not_found', GONE);
    mail.wake();
    return { sent };
  });

  app.post('/api/notices/drop', manager, async (request) => {
    const { listingId, kind } = parseBody(noticeGroupSchema, request.body);
    const dropped = dropNotices(store, listingId, kind);
    if (dropped === 0) throw new ApiError(404, 'not_found', GONE);
    return { dropped };
  });

  // The people whose show and city match the date: told if it is cancelled, postponed or moved.
  const audienceQuery = z.object({ listing: z.string().trim().min(1).max(100) });
  app.get('/api/notices/audience', manager, async (request): Promise<NoticeAudience> => {
    const { listing } = parseBody(audienceQuery, request.query);
    const venue = store.venues.find(listing);
    if (!venue) throw new ApiError(404, 'not_found', 'This date is no longer listed.');
    const addresses = new Set(
      store.subscribers.matching(venue.show, venue.city).map((s) => s.email.toLowerCase()),
    );
    return {
      people: addresses.size,
      mailEnabled: mail.enabled,
      delayMinutes: mail.noticeDelayMs / 60_000,
      unannounced: store.outbox.waitingNoticesOf(venue.id).some(({ kind }) => kind === 'new-date'),
    };
  });
}
