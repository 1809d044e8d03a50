import { expect } from 'vitest';
import { aSubscriptionInput } from '../../tests/builders/inputs';
import type { ReceivedMail, SmtpInbox } from './smtp-inbox';
import type { TestApp } from './test-app';

/** The link labelled in the text part ("Label: URL"), as a path and query on `site`. */
export function linkIn(mail: ReceivedMail | undefined, label: string, site: string): string {
  const match = new RegExp(`${label}: (\\S+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no "${label}" link in: ${mail?.text}`);
  expect(match[1].startsWith(site)).toBe(true);
  return match[1].slice(site.length);
}

export const tokenOf = (path: string) => new URL(path, 'http://x.test').searchParams.get('token') ?? '';

/** Subscribes and clicks the confirmation link, as a person would. */
export async function confirmedSubscriber(
  t: TestApp,
  inbox: SmtpInbox,
  site: string,
  subscription: { email: string; show: string; city: string },
): Promise<void> {
  const before = inbox.received.length;
  const input = aSubscriptionInput(subscription as Parameters<typeof aSubscriptionInput>[0]);
  const response = await t.app.inject({ method: 'POST', url: '/api/subscriptions', payload: input });
  expect(response.statusCode).toBe(201);
  const [mail] = (await inbox.waitFor(before + 1)).slice(before);
  const confirm = await t.app.inject({
    method: 'GET',
    url: `/api/subscriptions/confirm?token=${tokenOf(linkIn(mail, 'Yes, send me these e-mails', site))}`,
  });
  expect(confirm.json()).toEqual({ confirmed: true });
}
