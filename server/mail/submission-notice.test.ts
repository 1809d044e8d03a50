import { afterEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../src/domain/spam-guard';
import { aContactMessageInput, aHostingRequestInput } from '../../tests/builders/inputs';
import { createTestApp, type TestApp } from '../testing/test-app';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox';

/** NOTIFY_EMAIL: the manager hears about every new contact message and hosting enquiry, over real SMTP. */
const MANAGER_INBOX = 'production@example.test';

let inbox: SmtpInbox | null = null;
let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  await inbox?.close();
  t = inbox = null;
});

async function start(notifyEmail: string | null) {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    mail: { smtpUrl: inbox.url, from: 'Website <site@example.test>' },
    notifyEmail,
    siteUrl: 'https://shows.example.test',
  });
  return { inbox, app: t.app };
}

describe('the manager notice', () => {
  it('arrives for a contact message, with what the visitor wrote and a link to the dashboard', async () => {
    const { inbox, app } = await start(MANAGER_INBOX);
    const input = aContactMessageInput({ name: 'Ann <Example>', message: 'Is there a vegan menu?' });
    const response = await app.inject({ method: 'POST', url: '/api/contact-messages', payload: input });
    expect(response.statusCode).toBe(201);

    const [mail] = await inbox.waitFor(1);
    expect(mail?.to).toEqual([MANAGER_INBOX]);
    expect(mail?.subject).toBe('New message from Ann <Example>');
    expect(mail?.text).toContain('Message: Is there a vegan menu?');
    expect(mail?.text).toContain(`E-mail: ${input.email}`);
    expect(mail?.text).toContain('Read it in the dashboard: https://shows.example.test/dashboard/messages');
    expect(mail?.html).toContain('Ann &lt;Example&gt;');
    // The office answers the visitor by pressing Reply.
    expect(mail?.header('Reply-To')).toBe(input.email);
  });

  it('arrives for a hosting enquiry, naming the contact and the shows as the form does', async () => {
    const { inbox, app } = await start(MANAGER_INBOX);
    const input = aHostingRequestInput({
      shows: ['TheOverlookHotel', 'Scrooge'],
      contactName: 'Rhian Evans',
      venueName: 'The Seaview',
    });
    await app.inject({ method: 'POST', url: '/api/hosting-requests', payload: input });

    const mail = (await inbox.waitFor(2)).find((one) => one.to.includes(MANAGER_INBOX));
    expect(mail?.subject).toBe('New hosting enquiry from The Seaview');
    expect(mail?.text).toContain('Shows: The Overlook Hotel and Scrooge');
    expect(mail?.text).toContain('Contact: Rhian Evans');
    expect(mail?.text).toContain(`Phone: ${input.venueNumber}`);
    expect(mail?.header('Reply-To')).toBe(input.venueEmail);
  });

  it('is not sent for a refused submission or a bot, nor without NOTIFY_EMAIL', async () => {
    const { inbox, app } = await start(MANAGER_INBOX);
    const bad = aContactMessageInput({ email: 'not-an-email' });
    expect(
      (await app.inject({ method: 'POST', url: '/api/contact-messages', payload: bad })).statusCode,
    ).toBe(400);
    const bot = { ...aContactMessageInput(), [HONEYPOT_FIELD]: 'http://spam.example' };
    await app.inject({ method: 'POST', url: '/api/contact-messages', payload: bot });
    await app.mail.drain();
    expect(app.store.outbox.listNewest()).toEqual([]);
    expect(inbox.received).toEqual([]);
  });

  it('is not queued when nobody is to be told', async () => {
    const { app } = await start(null);
    await app.inject({ method: 'POST', url: '/api/contact-messages', payload: aContactMessageInput() });
    expect(app.store.contactMessages.pageNewestFirst({ limit: 10 }).total).toBe(1);
    expect(app.store.outbox.listNewest()).toEqual([]);
  });
});

describe("the enquirer's acknowledgement", () => {
  it('reaches the venue once a day at most, naming the shows it chose and none of its own words', async () => {
    const { inbox, app } = await start(null);
    const input = aHostingRequestInput({
      shows: ['Titanic', 'JFK'],
      contactName: 'Visit spam.example now',
      venueMessage: 'Cheap pills at spam.example',
    });
    const send = () => app.inject({ method: 'POST', url: '/api/hosting-requests', payload: input });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);

    const [mail] = await inbox.waitFor(1);
    expect(mail?.to).toEqual([input.venueEmail]);
    expect(mail?.subject).toBe('We have your hosting enquiry: The Queen of the Ocean');
    expect(mail?.text.replace(/\s+/g, ' ')).toContain(
      'Thank you for asking about hosting The Queen of the Ocean (Titanic) and JFK.',
    );
    expect(mail?.text).toContain('https://shows.example.test/eventContact');
    expect(mail?.text).not.toContain('spam.example');
    // The second enquiry the same day is stored, and adds no second e-mail.
    expect(app.store.hostingRequests.pageNewestFirst({ limit: 10 }).total).toBe(2);
    await app.mail.drain();
    expect(app.store.outbox.listNewest()).toHaveLength(1);
  });

  it('is not sent for a refused enquiry', async () => {
    const { app } = await start(null);
    const bad = aHostingRequestInput({ shows: [], contactName: '' });
    const response = await app.inject({ method: 'POST', url: '/api/hosting-requests', payload: bad });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      shows: 'Choose at least one show',
      contactName: expect.stringMatching(/required/i),
    });
    expect(app.store.outbox.listNewest()).toEqual([]);
  });
});
