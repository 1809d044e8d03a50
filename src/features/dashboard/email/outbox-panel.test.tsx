import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPanel, signedInPort } from '../../../../tests/builders/dashboard-render';
import { buildOutboxMessage } from '../../../../tests/builders/subscribers';
import { DataError } from '../../../data/errors';
import { OutboxPanel } from './outbox-panel';

/** The number shown under a state's name in the counts ("Sent 2"). */
const countOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the e-mail view', () => {
  it('counts sent, waiting and failed e-mail and gives the reason of each failure', async () => {
    const port = signedInPort({
      outbox: [
        buildOutboxMessage({
          status: 'failed',
          to: 'gone@example.co.uk',
          lastError: '550 mailbox unavailable',
          attempts: 5,
        }),
        buildOutboxMessage({ status: 'waiting', attempts: 1, lastError: 'connection refused', sentAt: null }),
        buildOutboxMessage({ status: 'sent' }),
        buildOutboxMessage({ status: 'sent' }),
      ],
    });
    renderPanel(<OutboxPanel />, port);
    const list = await screen.findByRole('list', { name: 'Newest e-mails' });
    expect(countOf('Sent')).toBe('2');
    expect(countOf('Waiting')).toBe('1');
    expect(countOf('Failed')).toBe('1');
    const failed = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('To gone@example.co.uk');
    expect(failed).toHaveTextContent('5 attempts');
    expect(failed).toHaveTextContent('Reason: 550 mailbox unavailable');
    // A message still waiting is retried: its last error is not a verdict yet.
    expect(within(list).getAllByText(/^Reason:/)).toHaveLength(1);
    expect(screen.queryByText(/e-mail is not set up/i)).toBeNull();
  });

  it('says e-mail is not set up when the site cannot send', async () => {
    renderPanel(<OutboxPanel />, signedInPort({ mailEnabled: false }));
    expect(
      await screen.findByText('E-mail is not set up: subscriptions are stored but no e-mail is sent'),
    ).toBeInTheDocument();
    expect(screen.getByText('No e-mail yet.')).toBeInTheDocument();
  });

  it('says when the list cannot be read, and reads it again on Refresh', async () => {
    const port = signedInPort({ outbox: [buildOutboxMessage({ subject: 'Hello' })] });
    port.failNext('listOutbox', new DataError('unavailable', 'down'));
    const { user } = renderPanel(<OutboxPanel />, port);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be loaded/i);
    await user.click(screen.getByRole('button', { name: 'Refresh e-mails' }));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
