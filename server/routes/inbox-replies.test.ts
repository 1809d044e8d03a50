import { describe, expect, it } from 'vitest';
import { COMPANY_DETAILS } from '../../src/content/company';
import { formatMoment } from '../../src/domain/dates';
import type { SubmissionReply } from '../../src/domain/inbox-reply';
import { aContactMessageInput, aHostingRequestInput } from '../../tests/builders/inputs';
import { applyRetention, MAIL_LOG_DAYS } from '../retention';
import { mailingApp } from '../testing/mailing-app';
import { createTestApp } from '../testing/test-app';

const SITE = 'https://shows.example.test';
const server = mailingApp(SITE);
const ANSWER = { subject: 'Re: vegans', body: 'Yes, every course.\n\nWe ask for 48 hours notice.' };

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = server.cookie) =>
  server.t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

/** A visitor's message as the manager's list has it. */
async function aMessage(message = 'Do you cater for vegans?\nTwo of us are.') {
  await call('POST', '/api/contact-messages', aContactMessageInput({ name: 'Ada', message }), '');
  const page = (await call('GET', '/api/contact-messages')).json<{
    items: { id: string; createdAt: string }[];
  }>();
  const [first] = page.items;
  if (!first) throw new Error('the message was not stored');
  return first;
}

describe('replying from the inbox', () => {
  it('e-mails the answer to the sender with their message quoted, Reply-To the company, and keeps it', async () => {
    const message = await aMessage();
    let response = await call('GET', `/api/contact-messages/${message.id}/replies`);
    const sent = await server.sentAfter(async () => {
      response = await call('POST', `/api/contact-messages/${message.id}/replies`, ANSWER);
    });
    expect(response.statusCode).toBe(201);
    const mail = sent.find((m) => m.subject === ANSWER.subject);
    expect(mail?.to).toEqual(['eleanor@example.co.uk']);
    expect(mail?.header('reply-to')).toContain(COMPANY_DETAILS.email);
    expect(mail?.header('from')).toContain('news@example.test');
    expect(mail?.text).toContain(
      [
        'Yes, every course.',
        '',
        'We ask for 48 hours notice.',
        '',
        `On ${formatMoment(message.createdAt)}, Ada wrote:`,
        '> Do you cater for vegans?',
        '> Two of us are.',
      ].join('\n'),
    );
    expect(mail?.html).toContain('Do you cater for vegans?<br>Two of us are.');

    const replies = (await call('GET', `/api/contact-messages/${message.id}/replies`)).json<
      SubmissionReply[]
    >();
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      to: 'eleanor@example.co.uk',
      ...ANSWER,
      sentBy: 'manager@example.test',
      state: 'sent',
    });
  });

  it("answers a hosting enquiry at the venue's address, quoting its contact", async () => {
    await call('POST', '/api/hosting-requests', aHostingRequestInput(), '');
    const [request] = (await call('GET', '/api/hosting-requests')).json<{ items: { id: string }[] }>().items;
    const sent = await server.sentAfter(() =>
      call('POST', `/api/hosting-requests/${request?.id}/replies`, ANSWER),
    );
    const mail = sent.find((m) => m.subject === ANSWER.subject);
    expect(mail?.to).toEqual(['events@old-rectory.example.co.uk']);
    expect(mail?.text).toMatch(/Rhian Evans wrote:\n> We seat 120 in the ballroom\./);
  });

  it('refuses a blank answer with a message, and stores and sends nothing', async () => {
    const message = await aMessage();
    const sent = await server.sentAfter(async () => {
      const response = await call('POST', `/api/contact-messages/${message.id}/replies`, {
        subject: 'Re: vegans',
        body: ' \n ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { fields: { body: 'Answer is required' } } });
    });
    expect(sent.filter((m) => m.subject === 'Re: vegans')).toEqual([]);
    expect((await call('GET', `/api/contact-messages/${message.id}/replies`)).json()).toEqual([]);
  });

  it('is for a signed-in manager on this site only, and says when the message is gone', async () => {
    const message = await aMessage();
    const url = `/api/contact-messages/${message.id}/replies`;
    expect((await call('POST', url, ANSWER, '')).statusCode).toBe(401);
    expect((await call('GET', url, undefined, '')).statusCode).toBe(401);
    const crossSite = await server.t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: server.cookie, origin: 'https://elsewhere.example' },
      payload: ANSWER,
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await call('POST', '/api/contact-messages/no-such-id/replies', ANSWER)).statusCode).toBe(404);
    expect((await call('GET', url)).json()).toEqual([]);
  });

  it('still says an answer was sent once the e-mail log has forgotten it (90 days on)', async () => {
    const message = await aMessage();
    await call('POST', `/api/contact-messages/${message.id}/replies`, ANSWER);
    await server.t.app.mail.drain();
    const dayAfter = new Date(Date.now() + (MAIL_LOG_DAYS + 1) * 24 * 60 * 60 * 1000);
    const purged = applyRetention(server.t.app.store, dayAfter, 24);
    expect(purged.mailLog).toBeGreaterThan(0);
    expect(server.t.app.store.outbox.listNewest().filter((m) => m.kind === 'inbox-reply')).toEqual([]);
    const replies = (await call('GET', `/api/contact-messages/${message.id}/replies`)).json<
      SubmissionReply[]
    >();
    expect(replies.map((reply) => [reply.subject, reply.state])).toEqual([[ANSWER.subject, 'sent']]);
  });

  it('erasing the message erases its answers and their e-mails', async () => {
    const message = await aMessage();
    await call('POST', `/api/contact-messages/${message.id}/replies`, ANSWER);
    await server.t.app.mail.drain();
    expect((await call('DELETE', `/api/contact-messages/${message.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/contact-messages/${message.id}/replies`)).statusCode).toBe(404);
    expect(server.t.app.store.outbox.listNewest().filter((m) => m.kind === 'inbox-reply')).toEqual([]);
  });
});

describe('replying without e-mail set up', () => {
  it('keeps the answer, and its e-mail held in the outbox to read, and says it was not e-mailed', async () => {
    const t = await createTestApp();
    try {
      const cookie = await t.signIn();
      await t.app.inject({ method: 'POST', url: '/api/contact-messages', payload: aContactMessageInput() });
      const list = await t.app.inject({ method: 'GET', url: '/api/contact-messages', headers: { cookie } });
      const id = list.json<{ items: { id: string }[] }>().items[0]?.id;
      const url = `/api/contact-messages/${id}/replies`;
      const response = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: ANSWER });
      expect(response.json()).toMatchObject({ ...ANSWER, state: 'held' });
      const kept = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(kept.json()).toEqual([expect.objectContaining({ body: ANSWER.body, state: 'held' })]);
      const held = t.app.store.outbox.listNewest().filter((m) => m.kind === 'inbox-reply');
      expect(held).toEqual([expect.objectContaining({ status: 'held' })]);
    } finally {
      await t.close();
    }
  });
});
