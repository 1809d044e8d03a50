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

  it('says e-mail is not set up, and why visitors are not offered the forms, when the site cannot send', async () => {
    renderPanel(<OutboxPanel />, signedInPort({ mailEnabled: false }));
    expect(await screen.findByText(/^E-mail is not set up, so visitors are not offered/)).toBeInTheDocument();
    expect(screen.getByText(/sets SMTP_URL and MAIL_FROM/)).toBeInTheDocument();
    expect(screen.getByText('No e-mail yet.')).toBeInTheDocument();
  });

  it('without SMTP, counts what it kept unsent and opens each to read what the site would have sent', async () => {
    const port = signedInPort({
      mailEnabled: false,
      outbox: [
        buildOutboxMessage({
          status: 'held',
          subject: 'Your link to our shows at The Grand',
          to: 'events@grand.example.co.uk',
          attempts: 0,
          sentAt: null,
          text: 'Hello,\n\nYour own page: https://shows.example.test/hotel/abc',
        }),
      ],
    });
    const { user } = renderPanel(<OutboxPanel />, port);
    const list = await screen.findByRole('list', { name: 'Newest e-mails' });
    expect(countOf('Kept, not sent')).toBe('1');
    expect(screen.getByText(/kept here, unsent, for you to read/)).toBeInTheDocument();
    expect(within(list).getByText('Kept, not sent')).toBeInTheDocument();
    expect(list).not.toHaveTextContent(/attempt/);

    const read = within(list).getByRole('button', { name: /^Read: Your link to our shows/ });
    await user.click(read);
    const words = await within(list).findByLabelText('The words of Your link to our shows at The Grand');
    expect(words).toHaveTextContent('Your own page: https://shows.example.test/hotel/abc');
    expect(read).toHaveAttribute('aria-expanded', 'true');
    await user.click(read);
    expect(within(list).queryByLabelText(/^The words of/)).toBeNull();
  });

  it('says where a template on the mail server writes the words, and when an e-mail cannot be opened', async () => {
    const templated = buildOutboxMessage({ subject: 'Templated', text: null });
    const gone = buildOutboxMessage({ subject: 'Erased since' });
    const port = signedInPort({ outbox: [templated, gone] });
    const { user } = renderPanel(<OutboxPanel />, port);
    await user.click(await screen.findByRole('button', { name: /^Read: Templated/ }));
    expect(await screen.findByText(/written by the e-mail template on the mail server/)).toBeInTheDocument();
    port.failNext('readOutboxMessage', new DataError('not-found', 'That e-mail is no longer kept.'));
    await user.click(screen.getByRole('button', { name: /^Read: Erased since/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail could not be opened: That e-mail is no longer kept.',
    );
    // With e-mail set up, nothing is kept unsent: no such count.
    expect(screen.queryByText('Kept, not sent')).toBeNull();
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
