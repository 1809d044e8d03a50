import type { OutboxMessage, Subscriber } from '../../src/domain/subscription';

let next = 1;

/** A subscriber with sensible defaults (confirmed, any show, anywhere); pass only what the test is about. */
export function buildSubscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  const n = next++;
  return {
    id: `subscriber-${n}`,
    email: `person${n}@example.co.uk`,
    show: null,
    city: null,
    consentText: 'E-mail me when any of our shows has a new date.',
    consentPage: '/whats-on',
    consentedAt: '2026-03-01T10:00:00.000Z',
    confirmedAt: '2026-03-01T10:05:00.000Z',
    ...overrides,
  };
}

/** An e-mail in the outbox, sent by default. */
/** An outbox row as listed; `text` is what the dashboard's fake port opens it to (null: a hosted template's). */
export function buildOutboxMessage(
  overrides: Partial<OutboxMessage & { text: string | null }> = {},
): OutboxMessage & { text?: string | null } {
  const n = next++;
  return {
    id: `mail-${n}`,
    kind: 'new-date',
    to: `person${n}@example.co.uk`,
    subject: 'The Queen of the Ocean (Titanic) comes to Cardiff on Friday 4 December 2026',
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    sentAt: '2026-03-02T09:00:05.000Z',
    ...overrides,
  };
}
