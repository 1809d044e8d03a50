import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDataPort } from '../../../tests/builders/fake-data-port';
import { DataPortProvider } from '../../data/data-port-context';
import { MIN_FILL_MS } from '../../domain/spam-guard';
import { SubscribeDisclosure } from './subscribe-disclosure';

function renderDisclosure() {
  const fake = fakeDataPort();
  render(
    <MemoryRouter>
      <DataPortProvider port={fake.port}>
        <SubscribeDisclosure show="Titanic" />
      </DataPortProvider>
    </MemoryRouter>,
  );
  return fake;
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('the "tell me when" form', () => {
  it('opens on request with the show chosen and the consent box unticked, saying exactly what they get', async () => {
    const user = userEvent.setup({ delay: null });
    renderDisclosure();
    await user.click(screen.getByRole('button', { name: /tell me when the queen of the ocean/i }));
    // The button it replaces is gone: the focus is in the form, not lost to the page's body.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^e-mail/i })).toHaveFocus());
    const consent = await screen.findByRole('checkbox', {
      name: /e-mail me when the queen of the ocean \(titanic\) has a new date, and if such a date is cancelled, postponed or moved\. nothing else/i,
    });
    expect(consent).not.toBeChecked();
    await user.selectOptions(screen.getByLabelText(/which city/i), 'Cardiff');
    expect(screen.getByRole('checkbox', { name: /has a new date in cardiff/i })).toBeInTheDocument();
    expect(screen.getByText(/how we use what you send/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
  });

  it('refuses without consent and sends nothing; with consent, subscribes and says to check the inbox', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = renderDisclosure();
    await user.click(screen.getByRole('button', { name: /tell me when/i }));
    await user.type(await screen.findByRole('textbox', { name: /^e-mail/i }), 'ada@example.co.uk');
    vi.setSystemTime(Date.now() + MIN_FILL_MS + 100);
    await user.click(screen.getByRole('button', { name: /sign me up/i }));
    const consent = screen.getByRole('checkbox');
    expect(await screen.findByText('Tick the box to say you want these e-mails')).toBeInTheDocument();
    expect(consent).toHaveFocus();
    expect(fake.subscribers).toEqual([]);

    await user.click(consent);
    await user.click(screen.getByRole('button', { name: /sign me up/i }));
    await waitFor(() => expect(fake.subscribers).toHaveLength(1));
    expect(fake.subscribers[0]).toMatchObject({ email: 'ada@example.co.uk', show: 'Titanic', city: null });
    expect(await screen.findByText(/please click the link in it to confirm/i)).toBeInTheDocument();
  });
});
