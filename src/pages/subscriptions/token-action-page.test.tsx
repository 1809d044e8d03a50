import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeDataPort } from '../../../tests/builders/dashboard-fakes';
import { DataPortProvider } from '../../data/data-port-context';
import { DataError } from '../../data/errors';
import SubscriptionConfirmPage from './confirm-page';
import UnsubscribePage from './unsubscribe-page';

const TOKEN = '0123456789abcdef0123456789abcdef';

/** Opens the page as the e-mail's link does: the token is in the browser's own address. */
function openLink(Page: ComponentType, search: string, port = new FakeDataPort()) {
  window.history.replaceState(null, '', `/page${search}`);
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <DataPortProvider port={port}>
        <Page />
      </DataPortProvider>
    </MemoryRouter>,
  );
  return { user, port };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the pages the e-mail links open', () => {
  it('confirm nothing on opening (a mail scanner opens every link), only when the person presses the button', async () => {
    const { user, port } = openLink(SubscriptionConfirmPage, `?token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Yes, I want these e-mails' });
    // Let every effect and any request the page might start run their course.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(port.callsOf('confirmSubscription')).toEqual([]);

    await user.click(button);
    // The answer is focused by an effect after it renders: on a busy machine, a moment after it shows.
    const answer = await screen.findByText(/Thank you: confirmed/);
    await waitFor(() => expect(answer).toHaveFocus());
    expect(port.callsOf('confirmSubscription').map((call) => call.args)).toEqual([[`?token=${TOKEN}`]]);
    expect(screen.queryByRole('button', { name: /confirm/i })).toBeNull();
  });

  it("offers the address's other requests once this one is confirmed, each confirmed by its own press", async () => {
    const port = new FakeDataPort();
    const other = `?token=${'f'.repeat(32)}`;
    port.linkRequest = {
      consent: 'E-mail me when Scrooge has a new date in Cardiff.',
      partySize: null,
      others: [{ link: other, consent: 'E-mail me when JFK has a new date in Cardiff.', partySize: null }],
    };
    const { user } = openLink(SubscriptionConfirmPage, `?token=${TOKEN}`, port);
    await user.click(await screen.findByRole('button', { name: 'Yes, I want these e-mails' }));
    await screen.findByText(/Thank you: confirmed/);
    const also = screen.getByRole('region', { name: 'Also asked with this address' });
    expect(also).toHaveTextContent('"E-mail me when JFK has a new date in Cardiff."');
    await user.click(screen.getByRole('button', { name: 'Confirm this too' }));
    expect(await screen.findByText('Confirmed.')).toBeInTheDocument();
    expect(port.callsOf('confirmSubscription').map((call) => call.args)).toEqual([
      [`?token=${TOKEN}`],
      [other],
    ]);
    expect(screen.queryByRole('button', { name: 'Confirm this too' })).toBeNull();
  });

  it('unsubscribe only on the button press, once', async () => {
    const { user, port } = openLink(UnsubscribePage, `?token=${TOKEN}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(port.callsOf('unsubscribe')).toEqual([]);
    const release = port.holdNext('unsubscribe');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe me' }));
    expect(screen.getByRole('status')).toHaveTextContent('Just a moment...');
    // A second press while the first is on its way sends nothing more.
    await user.click(screen.getByRole('button', { name: 'Unsubscribe me' }));
    release();
    expect(await screen.findByText(/we will not e-mail you about that request again/)).toBeInTheDocument();
    expect(port.callsOf('unsubscribe').map((call) => call.args)).toEqual([[`?token=${TOKEN}`]]);
  });

  it("confirm a hosted subscription with Firebase Auth's sign-in link, handed over whole", async () => {
    const link = '?email=ada%40example.test&show=JFK&apiKey=k&oobCode=Xy-12_ab34CD&mode=signIn&lang=en';
    const { user, port } = openLink(SubscriptionConfirmPage, link);
    await user.click(await screen.findByRole('button', { name: 'Yes, I want these e-mails' }));
    expect(await screen.findByText(/Thank you: confirmed/)).toBeInTheDocument();
    expect(port.callsOf('confirmSubscription').map((call) => call.args)).toEqual([[link]]);
  });

  it('name the one request the link confirms, party size included, before offering the button', async () => {
    const port = new FakeDataPort();
    const consent = 'E-mail me once if seats come back for JFK at The Grand on 1st of May 2031.';
    port.linkRequest = { consent, partySize: 20 };
    const hold = port.holdNext('readLinkRequest');
    openLink(SubscriptionConfirmPage, `?token=${TOKEN}`, port);
    await waitFor(() => expect(port.callsOf('readLinkRequest')).toHaveLength(1));
    expect(screen.queryByRole('button')).toBeNull();
    hold();
    expect(await screen.findByText(`This link confirms: "${consent}" Party size: 20 seats.`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Yes, I want these e-mails' })).toBeVisible();
    expect(port.callsOf('readLinkRequest').map((call) => call.args)).toEqual([[`?token=${TOKEN}`]]);
  });

  it('say the link is no longer valid, and offer no button, when its request is gone', async () => {
    const port = new FakeDataPort();
    port.linkRequest = null;
    openLink(SubscriptionConfirmPage, `?token=${TOKEN}`, port);
    expect(await screen.findByText(/no longer valid/i)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('say the link is incomplete, and offer no button, when the address has no token', async () => {
    openLink(UnsubscribePage, '?token=not-ours');
    expect(await screen.findByText(/needs the link from one of our e-mails/i)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('say what went wrong when the subscription is gone', async () => {
    const port = new FakeDataPort().failNext(
      'confirmSubscription',
      new DataError('not-found', 'This link is no longer valid: the subscription was removed.'),
    );
    const { user } = openLink(SubscriptionConfirmPage, `?token=${TOKEN}`, port);
    await user.click(await screen.findByRole('button', { name: 'Yes, I want these e-mails' }));
    const answer = await screen.findByText(/no longer valid/i);
    await waitFor(() => expect(answer).toHaveFocus());
  });
});
