import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository } from '../db/outbox-repository';
import { MailSendError, type MailTransport } from './smtp-transport';

export interface RetryPolicy {
  /** Wait before the second attempt; each further attempt waits twice as long as the one before. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** After this many attempts the message is marked failed, with the last reason. */
  maxAttempts: number;
}

// About a day of trying (1, 2, 4 ... 60 minutes, then hourly) before the dashboard shows it as failed.
export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 60_000, maxDelayMs: 3_600_000, maxAttempts: 28 };
// Checked at least this often, so a message due after a retry delay is not left waiting for a kick.
const IDLE_CHECK_MS = 30_000;

export interface OutboxWorker {
  start(): void;
  /** Sends what is due now soon (called after a transaction that queued mail commits). */
  kick(): void;
  /** Sends everything due now and resolves when the queue holds nothing more that is due. */
  drain(): Promise<void>;
  /** Stops taking new messages and waits for the one being sent, if any. */
  stop(): Promise<void>;
}

export function createOutboxWorker(options: {
  outbox: OutboxRepository;
  transport: MailTransport;
  now: () => Date;
  log: FastifyBaseLogger;
  retry?: RetryPolicy;
}): OutboxWorker {
  const { outbox, transport, now, log } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;

  async function sendDue(): Promise<void> {
    for (let entry = outbox.claimDue(now()); entry && !stopped; entry = outbox.claimDue(now())) {
      try {
        await transport.send(entry);
        outbox.markSent(entry.id, now());
        log.info({ outboxId: entry.id, kind: entry.kind }, 'e-mail sent');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const permanent = error instanceof MailSendError && error.permanent;
        if (permanent || entry.attempts >= retry.maxAttempts) {
          outbox.markFailed(entry.id, reason);
          log.warn({ outboxId: entry.id, reason }, 'e-mail failed for good');
        } else {
          const delay = Math.min(retry.firstDelayMs * 2 ** (entry.attempts - 1), retry.maxDelayMs);
          outbox.retryAt(entry.id, new Date(now().getTime() + delay), reason);
          log.warn({ outboxId: entry.id, reason, delay }, 'e-mail not sent, will retry');
        }
      }
    }
  }

  function schedule(): void {
    clearTimeout(timer);
    if (stopped) return;
    const due = outbox.nextDueAt();
    const wait = due === null ? IDLE_CHECK_MS : Math.min(Math.max(due - now().getTime(), 0), IDLE_CHECK_MS);
    timer = setTimeout(() => void run(), wait);
    timer.unref();
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await sendDue();
      } while (again && !stopped);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'outbox worker failed'))
      .finally(() => {
        running = null;
        schedule();
      });
    return running;
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      const released = outbox.releaseClaimed();
      if (released > 0) log.warn({ released }, 'e-mails claimed before a stop are queued again');
      void run();
    },
    kick() {
      if (!stopped) setImmediate(() => void run());
    },
    async drain() {
      if (stopped) return;
      await run();
      // A kick during the run sets `again`; the loop above handles it, but a run may have started meanwhile.
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (running) await running;
      transport.close();
    },
  };
}
