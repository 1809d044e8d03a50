import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildContactMessage, buildHostingRequest } from '../../../../tests/builders/dashboard-fakes';
import { renderDashboard, signedInPort } from '../../../../tests/builders/dashboard-render';
import { standInForDialogs } from '../../../../tests/builders/dialog-stand-in';
import { DataError } from '../../../data/errors';
import { DASHBOARD_PATHS } from '../../../domain/paths';
import Dashboard from '../shared/dashboard-layout';

standInForDialogs();

const LOAD = { timeout: 10_000 };
const ANSWER = 'Yes: the car park is free for guests.';

/** The Messages section with Ada's message opened and its Reply form shown. */
async function replyToAda(port = signedInPort({ messages: [buildContactMessage({ name: 'Ada' })] })) {
  const rendered = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.messages);
  const card = within(
    (await screen.findByRole('heading', { name: 'Ada' }, LOAD)).closest('article') as HTMLElement,
  );
  await rendered.user.click(card.getByRole('button', { name: 'Open the message from Ada' }));
  await rendered.user.click(card.getByRole('button', { name: 'Reply to the message from Ada' }));
  const form = within(card.getByRole('form', { name: 'Reply to the message from Ada' }));
  return { ...rendered, port, card, form };
}

describe('replying from a message card', { timeout: 30_000 }, () => {
  it('opens in the card, addressed to the sender, the subject begun, and their message quoted', async () => {
    const { form } = await replyToAda();
    expect(form.getByLabelText('To')).toHaveValue('ada@example.com');
    expect(form.getByLabelText('To')).toHaveAttribute('readonly');
    expect(form.getByLabelText('Subject')).toHaveValue(
      'Re: "Is there parking at the venue?" (The Queen of the Ocean)',
    );
    // Received 14:03 UTC on 5 March 2025, which is 14:03 in London (GMT).
    expect(form.getByText('On Wednesday 5 March 2025 at 14:03, Ada wrote:')).toBeInTheDocument();
    expect(form.getByText('Is there parking at the venue?')).toBeInTheDocument();
    expect(form.getByLabelText(/^Your answer/)).toHaveFocus();
  });

  it('asks for an answer before sending, and sends nothing without one', async () => {
    const { form, user, port } = await replyToAda();
    await user.click(form.getByRole('button', { name: 'Send reply' }));
    expect(await form.findByText('Answer is required')).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText(/^Your answer/)).toHaveFocus());
    expect(port.callsOf('replyToSubmission')).toEqual([]);
  });

  it('sends the answer, keeps it in the history with who, when and where it is, and closes the form', async () => {
    const { form, card, user, port } = await replyToAda();
    await user.type(form.getByLabelText(/^Your answer/), ANSWER);
    await user.click(form.getByRole('button', { name: 'Send reply' }));

    const history = within(await card.findByRole('region', { name: 'Replies' }));
    expect(history.getByText(ANSWER)).toBeInTheDocument();
    expect(history.getByText('Waiting in the outbox')).toBeInTheDocument();
    expect(card.getByText(/^Reply to ada@example\.com kept with the message\. Waiting/)).toHaveClass(
      'text-success',
    );
    expect(history.getByText(/by pm@example\.com/)).toBeInTheDocument();
    expect(card.queryByRole('form')).toBeNull();
    // Back on Reply, in the frame after the form closes.
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Reply to the message from Ada' })).toHaveFocus(),
    );
    expect(port.callsOf('replyToSubmission')[0]?.args).toEqual([
      'contactMessages',
      port.messages[0]?.id,
      { subject: 'Re: "Is there parking at the venue?" (The Queen of the Ocean)', body: ANSWER },
    ]);
  });

  it('says before and after that a reply goes nowhere where e-mail is not set up, as a warning, not a success', async () => {
    const port = signedInPort({ messages: [buildContactMessage({ name: 'Ada' })], mailEnabled: false });
    const { form, card, user } = await replyToAda(port);
    // Said before the answer is written, and the button says what it will do.
    expect(
      await form.findByText(
        /^E-mail is not set up on this site, so this reply will be kept with the message but not sent\./,
      ),
    ).toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Send reply' })).toBeNull();
    await user.type(form.getByLabelText(/^Your answer/), ANSWER);
    await user.click(form.getByRole('button', { name: 'Keep reply' }));
    const said = await card.findByText(/^Reply to ada@example\.com kept with the message\. Not e-mailed/);
    expect(said).toHaveClass('alert-warning');
    expect(said).not.toHaveClass('text-success');
  });

  it('keeps a typed answer when sending fails, and says why', async () => {
    const { form, user, port } = await replyToAda();
    port.failNext('replyToSubmission', new DataError('unavailable', 'The server is not answering.'));
    await user.type(form.getByLabelText(/^Your answer/), ANSWER);
    await user.click(form.getByRole('button', { name: 'Send reply' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'The reply was not sent: the server did not answer.',
    );
    expect(form.getByLabelText(/^Your answer/)).toHaveValue(ANSWER);
  });

  it('asks before leaving the section with an answer typed; Cancel keeps it', async () => {
    const { form, user } = await replyToAda();
    await user.type(form.getByLabelText(/^Your answer/), ANSWER);
    const sections = within(screen.getByRole('navigation', { name: 'Dashboard sections' }));
    await user.click(sections.getByRole('link', { name: /^Listings/ }));
    const asked = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(form.getByLabelText(/^Your answer/)).toHaveValue(ANSWER);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Messages');

    // The reply's own Cancel asks the same question before it throws the answer away.
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(form.getByLabelText(/^Your answer/)).toHaveValue(ANSWER);
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(screen.queryByLabelText(/^Your answer/)).not.toBeInTheDocument();
  });

  it("shows a hosting enquiry's earlier answers when its card opens, and answers at the venue's address", async () => {
    const port = signedInPort({ requests: [buildHostingRequest({ venueName: 'Sea View' })] });
    const id = port.requests[0]?.id ?? '';
    port.manager = { email: 'pm@example.com', name: null };
    await port.replyToSubmission('hostingRequests', id, { subject: 'Re: dates', body: 'Friday suits us.' });
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.messages);
    const card = within(
      (await screen.findByRole('heading', { name: 'Sea View' }, LOAD)).closest('article') as HTMLElement,
    );
    await user.click(card.getByRole('button', { name: 'Open the enquiry from Sea View' }));
    const history = within(await card.findByRole('region', { name: 'Replies' }));
    expect(history.getByText('Friday suits us.')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Reply to the enquiry from Sea View' }));
    expect(card.getByLabelText('To')).toHaveValue('events@seaview.example.com');
  });
});
