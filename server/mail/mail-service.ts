import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../db/store';
import { composeMail, type MailContent, type MailIdentity } from './compose-mail';
import { createOutboxWorker, type OutboxWorker, type RetryPolicy } from './outbox-worker';
import { createSmtpTransport, type MailTransport } from './smtp-transport';

export interface MailSettings {
  /** SMTP_URL, e.g. smtps://user:password@smtp.example.com */
  smtpUrl: string;
  /** MAIL_FROM, e.g. `The Queen of the Ocean <news@example.co.uk>` */
  from: string;
}

/**
 * The server's e-mail, the only surface route modules use (as `ctx.mail`):
 *
 *   store.transaction(() => {
 *     const message = store.contactMessages.create(fields, now());
 *     if (ctx.mail.notifyEmail) ctx.mail.enqueue({ kind: 'contact-notice', to: ctx.mail.notifyEmail, ... });
 *   });
 *
 * enqueue only writes a row to the outbox table, so it belongs inside the transaction of the write that causes
 * it: both are stored or neither. A worker sends what is queued, retries with backoff, and picks up where it
 * left off after a restart. Every message gets the site's name and address (compose-mail.ts).
 */
export interface MailService {
  /**
   * False without SMTP_URL and MAIL_FROM: nothing is sent, and enqueue keeps each e-mail as `held`, for the
   * dashboard's outbox to show what the site would have sent.
   */
  readonly enabled: boolean;
  /** NOTIFY_EMAIL: who hears about new contact messages and hosting enquiries (null when unset or disabled). */
  readonly notifyEmail: string | null;
  readonly identity: MailIdentity;
  /** Queues one e-mail; false when mail is off (the e-mail is kept, unsent) or the dedupe key was queued before. */
  enqueue(content: MailContent): boolean;
  /** How long a listing change's notices wait before they go (NOTICE_DELAY_MINUTES), in ms. */
  readonly noticeDelayMs: number;
  /** Sends everything due now; resolves when done. The worker does this by itself; tests await it. */
  drain(): Promise<void>;
  /** Asks the worker to look for due mail soon (after notices were made due at once). */
  wake(): void;
}

export interface MailRuntime {
  service: MailService;
  start(): void;
  stop(): Promise<void>;
}

export function createMailRuntime(options: {
  store: Store;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Read for each e-mail: the company's name and address are Site content, which a manager may publish. */
  identity: () => MailIdentity;
  settings: MailSettings | null;
  notifyEmail?: string | null;
  /** NOTICE_DELAY_MINUTES in ms: a listing change's notices wait this long (buildApp's default: 10 minutes). */
  noticeDelayMs?: number;
  retry?: RetryPolicy;
  /** Replaces SMTP; only for tests of the worker's failure handling. */
  transport?: MailTransport;
}): MailRuntime {
  const { store, now, identity, settings } = options;
  const transport =
    options.transport ?? (settings ? createSmtpTransport(settings.smtpUrl, settings.from) : null);
  const worker: OutboxWorker | null = transport
    ? createOutboxWorker({ outbox: store.outbox, transport, now, log: options.log, retry: options.retry })
    : null;

  const service: MailService = {
    enabled: worker !== null,
    notifyEmail: worker ? (options.notifyEmail ?? null) : null,
    get identity() {
      return identity();
    },
    noticeDelayMs: options.noticeDelayMs ?? 0,
    enqueue(content) {
      if (!worker) {
        store.outbox.enqueue(composeMail(identity(), content), now(), 'held');
        return false;
      }
      const mail = composeMail(identity(), content);
      if (content.notice) {
        mail.notice = { ...content.notice, dueAt: now().getTime() + service.noticeDelayMs };
      }
      const queued = store.outbox.enqueue(mail, now());
      // The worker runs after the current (synchronous) transaction has committed.
      if (queued) worker.kick();
      return queued;
    },
    drain: async () => worker?.drain(),
    wake: () => worker?.kick(),
  };
  return {
    service,
    start: () => worker?.start(),
    stop: async () => worker?.stop(),
  };
}
