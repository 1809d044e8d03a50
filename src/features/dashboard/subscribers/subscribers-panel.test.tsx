import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nth, renderPanel, signedInPort } from '../../../../tests/builders/dashboard-render';
import { buildSubscriber } from '../../../../tests/builders/subscribers';
import { DataError } from '../../../data/errors';
import { SubscribersPanel } from './subscribers-panel';

afterEach(() => vi.unstubAllGlobals());

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the subscribers view', () => {
  it('counts where people want us next, by city and by show, confirmed apart from not yet confirmed', async () => {
    const port = signedInPort({
      subscribers: [
        buildSubscriber({ show: 'Titanic', city: 'Cardiff' }),
        buildSubscriber({ show: 'Titanic', city: 'Cardiff' }),
        buildSubscriber({ show: 'JFK', city: 'York', confirmedAt: null }),
        buildSubscriber({ show: null, city: null }),
      ],
    });
    renderPanel(<SubscribersPanel />, port);
    const byCity = await screen.findByRole('table', { name: 'By city' });
    expect(rowsOf(byCity)).toEqual([
      ['Cardiff', '2', '0'],
      ['Anywhere', '1', '0'],
      ['York', '0', '1'],
    ]);
    expect(
      within(byCity)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['City', 'Confirmed', 'Not confirmed yet']);
    expect(rowsOf(screen.getByRole('table', { name: 'By show' }))).toEqual([
      ['The Queen of the Ocean (Titanic)', '2', '0'],
      ['Any show', '1', '0'],
      ['JFK', '0', '1'],
    ]);
  });

  it('lists everyone a page at a time, with what they asked for and whether they confirmed', async () => {
    const subscribers = Array.from({ length: 23 }, (_, i) =>
      buildSubscriber({ email: `fan${i + 1}@example.co.uk`, show: 'JFK', city: 'York', confirmedAt: null }),
    );
    const { user } = renderPanel(<SubscribersPanel />, signedInPort({ subscribers }));
    const list = await screen.findByRole('list', { name: 'Everyone subscribed, newest first' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(nth(items, 0)).toHaveTextContent('fan1@example.co.uk');
    expect(nth(items, 0)).toHaveTextContent('Wants: JFK · York');
    expect(nth(items, 0)).toHaveTextContent('Not confirmed yet');
    expect(screen.getByText('1–20 of 23')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('21–23 of 23')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/^fan\d+@/).textContent),
    ).toEqual(['fan21@example.co.uk', 'fan22@example.co.uk', 'fan23@example.co.uk']);
  });

  it('erases one subscriber only after the manager says yes, and Cancel keeps them', async () => {
    const port = signedInPort({
      subscribers: [
        buildSubscriber({ email: 'ada@example.co.uk' }),
        buildSubscriber({ email: 'bob@example.co.uk' }),
      ],
    });
    const { user } = renderPanel(<SubscribersPanel />, port);
    await user.click(await screen.findByRole('button', { name: 'Erase the subscriber ada@example.co.uk' }));
    const question = screen.getByRole('group', {
      name: /erase the subscriber ada@example.co.uk for good\?/i,
    });
    const yes = within(question).getByRole('button', { name: 'Yes, erase' });
    expect(yes).toHaveFocus();
    // Focus skips the sentence, so the button it lands on carries it for a screen reader.
    expect(yes).toHaveAccessibleDescription(
      'Their e-mails and any "Tell me if seats come back" requests go with them.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Erase the subscriber ada@example.co.uk' })).toHaveFocus();
    expect(port.callsOf('eraseSubscriber')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Erase the subscriber ada@example.co.uk' }));
    await user.click(screen.getByRole('button', { name: 'Yes, erase' }));
    expect(await screen.findByText('Erased the subscriber ada@example.co.uk.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('ada@example.co.uk')).toBeNull());
    expect(screen.getByText('bob@example.co.uk')).toBeInTheDocument();
    expect(port.subscribers.map((s) => s.email)).toEqual(['bob@example.co.uk']);
    expect(screen.getByRole('heading', { name: 'Everyone subscribed' })).toHaveFocus();
  });

  it('says why an erase failed and keeps the subscriber', async () => {
    const port = signedInPort({ subscribers: [buildSubscriber({ email: 'ada@example.co.uk' })] });
    port.failNext('eraseSubscriber', new DataError('unavailable', 'down'));
    const { user } = renderPanel(<SubscribersPanel />, port);
    await user.click(await screen.findByRole('button', { name: /erase the subscriber/i }));
    await user.click(screen.getByRole('button', { name: 'Yes, erase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/not erased: the server did not answer/i);
    expect(port.subscribers).toHaveLength(1);
  });

  it('downloads every subscriber as CSV, from the store rather than the page shown', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const subscribers = Array.from({ length: 21 }, (_, i) =>
      buildSubscriber({ email: `fan${i}@example.co.uk` }),
    );
    const { user } = renderPanel(<SubscribersPanel />, signedInPort({ subscribers }));
    await screen.findByText('1–20 of 21');
    await user.click(screen.getByRole('button', { name: 'Download CSV of subscribers' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await nth(nth(createObjectURL.mock.calls, 0), 0).text();
    expect(text).toContain('email,show,city,confirmed');
    expect(text).toContain('fan20@example.co.uk');
    click.mockRestore();
  });

  it('says plainly when e-mail is not set up: why visitors are not offered the forms, and the setting', async () => {
    renderPanel(<SubscribersPanel />, signedInPort({ mailEnabled: false, subscribers: [buildSubscriber()] }));
    expect(
      await screen.findByText(
        'E-mail is not set up, so visitors are not offered "Tell me when" or "Tell me if seats come back"',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Whoever runs the server sets SMTP_URL and MAIL_FROM/)).toBeInTheDocument();
  });

  it('shows no mail notice when e-mail works, and says when nobody has subscribed', async () => {
    renderPanel(<SubscribersPanel />, signedInPort());
    expect(await screen.findByText('Nobody has subscribed yet.')).toBeInTheDocument();
    expect(screen.queryByText(/e-mail is not set up/i)).toBeNull();
    expect(screen.getByRole('button', { name: 'Download CSV of subscribers' })).toBeDisabled();
  });
});
