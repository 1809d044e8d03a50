import { expect, it } from 'vitest';
import { aContactMessageInput, aHostingRequestInput } from '../builders/inputs';
import { failureOf, type DataPortHarness } from './data-port-harness';
import { REPLY_STATES } from '../../src/domain/inbox-reply';

/**
 * The manager's inbox: messages and enquiries are new until opened, can be marked handled and back, and
 * the lists filter by that; visitors can do none of it. Called inside describeDataPortContract.
 */
export function inboxContract(harness: () => DataPortHarness): void {
  it('counts a message as new until it is opened, and keeps the first opening time', async () => {
    const h = harness();
    await h.visitor.submitContactMessage(aContactMessageInput({ name: 'Ada' }));
    await h.visitor.submitHostingRequest(aHostingRequestInput());
    expect(await h.manager.countNewSubmissions()).toEqual({ contactMessages: 1, hostingRequests: 1 });
    const [message] = (await h.manager.listContactMessages()).items;
    expect(message).toMatchObject({ name: 'Ada' });
    expect(message?.openedAt).toBeUndefined();

    await h.manager.markSubmission('contactMessages', message?.id ?? '', 'opened');
    expect(await h.manager.countNewSubmissions()).toEqual({ contactMessages: 0, hostingRequests: 1 });
    const opened = (await h.manager.listContactMessages()).items[0];
    expect(opened?.openedAt).toEqual(expect.any(String));
    await h.manager.markSubmission('contactMessages', message?.id ?? '', 'opened');
    expect((await h.manager.listContactMessages()).items[0]?.openedAt).toBe(opened?.openedAt);
  });

  it('marks one handled and back, and lists all, new or handled ones', async () => {
    const h = harness();
    for (const name of ['First', 'Second', 'Third']) {
      await h.visitor.submitContactMessage(aContactMessageInput({ name }));
    }
    const all = (await h.manager.listContactMessages()).items;
    const byName = (name: string) => all.find((m) => m.name === name)?.id ?? '';
    await h.manager.markSubmission('contactMessages', byName('First'), 'handled');
    await h.manager.markSubmission('contactMessages', byName('Second'), 'opened');

    const names = async (filter: 'all' | 'new' | 'handled') => {
      const page = await h.manager.listContactMessages({ filter });
      return { names: page.items.map((m) => m.name).sort(), total: page.total };
    };
    expect(await names('new')).toEqual({ names: ['Third'], total: 1 });
    expect(await names('handled')).toEqual({ names: ['First'], total: 1 });
    expect((await names('all')).total).toBe(3);
    // Handling opens it too.
    expect(await h.manager.countNewSubmissions()).toMatchObject({ contactMessages: 1 });

    await h.manager.markSubmission('contactMessages', byName('First'), 'not-handled');
    expect(await names('handled')).toEqual({ names: [], total: 0 });
    const first = (await h.manager.listContactMessages()).items.find((m) => m.name === 'First');
    expect(first?.handledAt).toBeUndefined();
    expect(first?.openedAt).toEqual(expect.any(String));
  });

  it('says an erased one is gone, and lets no visitor mark or count', async () => {
    const h = harness();
    await h.visitor.submitHostingRequest(aHostingRequestInput());
    const [request] = (await h.manager.listHostingRequests()).items;
    await h.manager.eraseHostingRequest(request?.id ?? '');
    expect(
      (await failureOf(h.manager.markSubmission('hostingRequests', request?.id ?? '', 'handled'))).kind,
    ).toBe('not-found');

    await h.visitor.submitContactMessage(aContactMessageInput());
    const [message] = (await h.manager.listContactMessages()).items;
    for (const refusal of [
      await failureOf(h.visitor.markSubmission('contactMessages', message?.id ?? '', 'handled')),
      await failureOf(h.visitor.countNewSubmissions()),
    ]) {
      expect(['signed-out', 'forbidden']).toContain(refusal.kind);
    }
    expect((await h.manager.listContactMessages()).items[0]?.handledAt).toBeUndefined();
  });

  it("answers a message at its sender's address and keeps the answer with it", async () => {
    const h = harness();
    await h.visitor.submitContactMessage(aContactMessageInput({ email: 'ada@example.co.uk' }));
    await h.visitor.submitHostingRequest(aHostingRequestInput({ venueEmail: 'events@hall.example.co.uk' }));
    const [message] = (await h.manager.listContactMessages()).items;
    const [request] = (await h.manager.listHostingRequests()).items;
    const answer = { subject: 'Re: vegans', body: 'Yes, every course.\n\nWe ask for notice.' };

    const reply = await h.manager.replyToSubmission('contactMessages', message?.id ?? '', answer);
    expect(reply).toMatchObject({ to: 'ada@example.co.uk', ...answer, sentBy: expect.stringContaining('@') });
    expect(REPLY_STATES).toContain(reply.state);
    expect(await h.manager.listSubmissionReplies('contactMessages', message?.id ?? '')).toEqual([
      expect.objectContaining({ id: reply.id, to: 'ada@example.co.uk', ...answer }),
    ]);
    const toVenue = await h.manager.replyToSubmission('hostingRequests', request?.id ?? '', answer);
    expect(toVenue.to).toBe('events@hall.example.co.uk');
    expect(await h.manager.listSubmissionReplies('hostingRequests', request?.id ?? '')).toHaveLength(1);
  });

  it('refuses a blank answer with a message and keeps nothing; refuses visitors and erased messages', async () => {
    const h = harness();
    await h.visitor.submitContactMessage(aContactMessageInput());
    const id = (await h.manager.listContactMessages()).items[0]?.id ?? '';
    const blank = await failureOf(
      h.manager.replyToSubmission('contactMessages', id, { subject: 'Re: hi', body: ' ' }),
    );
    expect(blank).toMatchObject({ kind: 'invalid', fields: { body: 'Answer is required' } });
    expect(await h.manager.listSubmissionReplies('contactMessages', id)).toEqual([]);

    const answer = { subject: 'Re: hi', body: 'Hello' };
    for (const refusal of [
      await failureOf(h.visitor.replyToSubmission('contactMessages', id, answer)),
      await failureOf(h.visitor.listSubmissionReplies('contactMessages', id)),
    ]) {
      expect(['signed-out', 'forbidden']).toContain(refusal.kind);
    }
    await h.manager.eraseContactMessage(id);
    expect((await failureOf(h.manager.replyToSubmission('contactMessages', id, answer))).kind).toBe(
      'not-found',
    );
    expect((await failureOf(h.manager.listSubmissionReplies('contactMessages', id))).kind).toBe('not-found');
  });
}
