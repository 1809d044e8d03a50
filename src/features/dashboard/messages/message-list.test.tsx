import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildContactMessage, buildHostingRequest } from '../../../../tests/builders/dashboard-fakes';
import { nth, renderDashboard, signedInPort } from '../../../../tests/builders/dashboard-render';
import { DASHBOARD_PATHS } from '../../../domain/paths';
import Dashboard from '../shared/dashboard-layout';

afterEach(() => vi.unstubAllGlobals());

describe('hosting requests and contact messages', () => {
  it('shows hosting requests as cards, newest first, with e-mail and phone as links', async () => {
    const port = signedInPort({
      requests: [
        buildHostingRequest({
          venueName: 'Older Hall',
          createdAt: '2025-01-01T09:00:00.000Z',
          venueLink: 'www.olderhall.example.com',
        }),
        buildHostingRequest({
          venueName: 'Newer Hall',
          createdAt: '2025-07-05T13:03:00.000Z',
          venueLink: 'javascript:alert(1)',
          venueNumber: '+44 (0)1792 123456',
        }),
      ],
    });
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.messages);
    const list = await screen.findByRole('list', { name: 'Hosting requests, newest first' });
    const cards = await within(list).findAllByRole('article');
    // What each is about, before it is opened: the show and the venue.
    expect(nth(cards, 0)).toHaveTextContent(/^Newer Hall.*Hosting .+ at Newer Hall/);
    await user.click(within(nth(cards, 0)).getByRole('button', { name: 'Open the enquiry from Newer Hall' }));
    await user.click(within(nth(cards, 1)).getByRole('button', { name: 'Open the enquiry from Older Hall' }));
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Newer Hall',
      'Older Hall',
    ]);
    const newest = within(nth(cards, 0));
    // Received in UK time: 13:03 UTC in July is 14:03 in London.
    expect(newest.getByText(/5 July 2025.*14:03/)).toBeInTheDocument();
    expect(newest.getByRole('link', { name: 'events@seaview.example.com' })).toHaveAttribute(
      'href',
      'mailto:events@seaview.example.com',
    );
    expect(newest.getByRole('link', { name: '+44 (0)1792 123456' })).toHaveAttribute(
      'href',
      'tel:+441792123456',
    );
    // A visitor's javascript: link is shown as text, never as a link.
    expect(newest.getByText('javascript:alert(1)').closest('a')).toBeNull();
    // A website typed without https:// is a link all the same, shown as typed.
    expect(within(nth(cards, 1)).getByRole('link', { name: 'www.olderhall.example.com' })).toHaveAttribute(
      'href',
      'https://www.olderhall.example.com/',
    );
  });

  it('shows contact messages the same way', async () => {
    const { user } = renderDashboard(
      <Dashboard />,
      signedInPort({ messages: [buildContactMessage({ name: 'Ada' })] }),
      DASHBOARD_PATHS.messages,
    );
    const list = await screen.findByRole('list', { name: 'Contact messages, newest first' });
    const card = within(await within(list).findByRole('article'));
    // What it is about, before it is opened: its first words.
    expect(card.getByText('"Is there parking at the venue?"')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Open the message from Ada' }));
    expect(card.getByRole('heading', { name: 'Ada' })).toBeInTheDocument();
    expect(card.getByText('Is there parking at the venue?')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
  });

  it('reads the lists again on Refresh, showing what visitors sent meanwhile', async () => {
    const port = signedInPort({ messages: [buildContactMessage({ name: 'Ada' })] });
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.messages);
    await screen.findByRole('heading', { name: 'Ada' });
    port.messages.unshift(buildContactMessage({ name: 'Grace', createdAt: '2025-09-01T10:00:00.000Z' }));
    await user.click(screen.getByRole('button', { name: 'Refresh contact messages' }));
    expect(await screen.findByRole('heading', { name: 'Grace' })).toBeInTheDocument();
  });

  it('downloads every request as a CSV file', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const port = signedInPort({ requests: [buildHostingRequest({ venueName: '=Evil Hall' })] });
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.messages);
    await screen.findByRole('heading', { name: '=Evil Hall' });
    await user.click(screen.getByRole('button', { name: 'Download CSV of hosting requests' }));

    expect(click).toHaveBeenCalledTimes(1);
    const [blob] = nth(createObjectURL.mock.calls, 0);
    const text = await blob.text();
    expect(text).toContain(
      'Shows,Contact,Venue name,Venue link,Venue number,Venue e-mail,Message,Received\r\n',
    );
    expect(text).toContain("The Queen of the Ocean (Titanic),Megan Price,'=Evil Hall,");
    click.mockRestore();
  });

  it('reads the list from the store a page at a time, and downloads every page as CSV', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const messages = Array.from({ length: 30 }, (_, i) =>
      buildContactMessage({
        name: `Visitor ${i + 1}`,
        createdAt: new Date(Date.UTC(2025, 0, i + 1)).toISOString(),
      }),
    );
    const port = signedInPort({ messages });
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.messages);
    const list = await screen.findByRole('list', { name: 'Contact messages, newest first' });
    await within(list).findByRole('heading', { name: 'Visitor 30' });
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    // Only one page was asked for: the whole list never travels to the browser.
    expect(port.callsOf('listContactMessages')).toEqual([
      { method: 'listContactMessages', args: [{ limit: 12, cursor: null, filter: 'all' }] },
    ]);
    const pager = screen.getByRole('navigation', { name: 'Contact messages pages' });
    expect(pager).toHaveTextContent('1–12 of 30');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(list).findByRole('heading', { name: 'Visitor 18' })).toBeInTheDocument();
    expect(pager).toHaveTextContent('13–24 of 30');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(list).findByRole('heading', { name: 'Visitor 1' })).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await within(list).findByRole('heading', { name: 'Visitor 18' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download CSV of contact messages' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const text = await nth(nth(createObjectURL.mock.calls, 0), 0).text();
    // The header and all 30 messages, not only the page on screen.
    expect(text.trim().split('\r\n')).toHaveLength(31);
    click.mockRestore();
  });

  it('counts a new message beside Messages until it is opened; marked handled, it shows under Handled', async () => {
    const port = signedInPort({
      messages: [
        buildContactMessage({ name: 'Ada', message: 'Is there  parking\nat the venue?' }),
        buildContactMessage({ name: 'Grace', openedAt: '2025-01-02T10:00:00.000Z' }),
      ],
    });
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.messages);
    const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
    expect(await within(nav).findByRole('link', { name: 'Messages 1 new' })).toBeInTheDocument();
    const ada = within(
      (await screen.findByRole('heading', { name: 'Ada' })).closest('article') as HTMLElement,
    );
    expect(ada.getByText('New')).toBeInTheDocument();

    await user.click(ada.getByRole('button', { name: 'Open the message from Ada' }));
    // The pressed Open goes away: the keyboard goes on from the card's first action, Reply (a second Enter
    // does not mark it handled), and Close leads back to Open.
    expect(ada.getByRole('button', { name: 'Reply to the message from Ada' })).toHaveFocus();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Messages' })).toBeInTheDocument());
    expect(ada.queryByText('New')).toBeNull();
    // The reply's subject quotes the message on one line.
    await user.click(ada.getByRole('button', { name: 'Reply to the message from Ada' }));
    expect(ada.getByLabelText('Subject')).toHaveValue(
      'Re: "Is there parking at the venue?" (The Queen of the Ocean)',
    );
    await user.click(ada.getByRole('button', { name: 'Cancel' }));
    await user.click(ada.getByRole('button', { name: 'Mark handled the message from Ada' }));
    expect(await ada.findByText('Handled')).toBeInTheDocument();
    await user.click(ada.getByRole('button', { name: 'Close the message from Ada' }));
    expect(ada.getByRole('button', { name: 'Open the message from Ada' })).toHaveFocus();
    expect(port.messages.find((m) => m.name === 'Ada')).toMatchObject({
      openedAt: expect.any(String),
      handledAt: expect.any(String),
    });

    const filters = screen.getByRole('group', { name: 'Show contact messages' });
    await user.click(within(filters).getByRole('button', { name: 'Handled' }));
    const list = screen.getByRole('list', { name: 'Contact messages, newest first' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['Ada']),
    );
    await user.click(within(filters).getByRole('button', { name: 'New' }));
    expect(await screen.findByText('No new contact messages.')).toBeInTheDocument();
  });
});
