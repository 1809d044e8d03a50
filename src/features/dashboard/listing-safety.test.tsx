import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { standInForDialogs } from '../../../tests/builders/dialog-stand-in';
import { DataError } from '../../data/errors';
import { buildVenue, FAKE_MANAGER } from '../../../tests/builders/dashboard-fakes';
import { renderDashboard, signedInPort } from '../../../tests/builders/dashboard-render';
import { openSection, pickListingToDelete } from '../../../tests/builders/dashboard-steps';
import { DASHBOARD_PATHS } from '../../domain/paths';
import Dashboard from './shared/dashboard-layout';

const grand = buildVenue({ hotelName: 'The Grand', date: '2099-01-26' });
const ritz = buildVenue({ hotelName: 'The Ritz', date: '2099-02-05' });

standInForDialogs();

const section = (name: string) => within(screen.getByRole('region', { name }));

async function deleteGrand(user: UserEvent) {
  const panel = await pickListingToDelete(user, 'Titanic', 'Mon 26 Jan 2099 · The Grand, Brighton');
  await user.click(panel.getByRole('button', { name: 'Delete this listing...' }));
  expect(panel.getByText(/restored for 30 days/)).toHaveFocus();
  await user.click(panel.getByRole('button', { name: 'Yes, delete it' }));
  expect(await panel.findByRole('status')).toHaveTextContent('Document deleted successfully');
}

describe('the trash', () => {
  it('lists a deleted listing with when, by whom and days left, and Restore brings it back', async () => {
    const port = signedInPort({ venues: [grand, ritz] });
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.trash);
    expect(await section('Trash').findByText('The trash is empty.')).toBeInTheDocument();
    await openSection(user, 'Listings');
    await deleteGrand(user);
    await vi.waitFor(() => expect(section('All listings').queryByText('The Grand')).toBeNull());

    await openSection(user, 'Trash and history');
    const trash = section('Trash');
    expect(await trash.findByText('The Grand')).toBeInTheDocument();
    expect(trash.getByText(new RegExp(`Deleted by ${FAKE_MANAGER.email} on`))).toBeInTheDocument();
    expect(trash.getByText('30 days left to restore')).toBeInTheDocument();

    await user.click(trash.getByRole('button', { name: 'Restore: The Grand — Monday 26 January 2099' }));
    expect(await trash.findByRole('status')).toHaveTextContent(
      'Restored: The Grand — Monday 26 January 2099. Visitors can see it again.',
    );
    expect(await trash.findByText('The trash is empty.')).toBeInTheDocument();
    await openSection(user, 'Listings');
    expect(await section('All listings').findByText('The Grand')).toBeInTheDocument();
    expect(port.callsOf('restoreVenue')).toEqual([{ method: 'restoreVenue', args: [grand.id] }]);
  });

  it('brings back the listings deleted in one write together, and leaves one deleted apart', async () => {
    const port = signedInPort({ venues: [] });
    const deletedAt = new Date(Date.now() - 3600 * 1000).toISOString();
    const earlier = new Date(Date.now() - 2 * 3600 * 1000).toISOString();
    const run = ['2099-03-06', '2099-03-13', '2099-03-20'].map((date) =>
      buildVenue({ hotelName: 'The Midland', date }),
    );
    port.trash = [
      ...run.map((venue) => ({ ...venue, deletedAt, deletedBy: FAKE_MANAGER.email })),
      { ...ritz, deletedAt: earlier, deletedBy: FAKE_MANAGER.email },
    ];
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.trash);
    const trash = section('Trash');
    expect(await trash.findByText(/^3 listings deleted together by/)).toBeInTheDocument();
    // One button for the three; the Ritz, deleted on its own, has only its own Restore.
    expect(trash.getAllByRole('button', { name: /^Restore all/ })).toHaveLength(1);
    await user.click(trash.getByRole('button', { name: /^Restore all 3 deleted together on / }));
    expect(await trash.findByRole('status')).toHaveTextContent(
      'Restored 3 listings. Visitors can see them again.',
    );
    expect(port.callsOf('restoreVenues')).toEqual([
      { method: 'restoreVenues', args: [run.map((venue) => venue.id)] },
    ]);
    expect(port.trash.map((venue) => venue.hotelName)).toEqual(['The Ritz']);
  });

  it('counts the days left from the deletion, and says why a restore was refused', async () => {
    const port = signedInPort({ venues: [ritz] });
    const deletedAt = new Date(Date.now() - 29.5 * 24 * 3600 * 1000).toISOString();
    port.trash = [{ ...grand, deletedAt, deletedBy: 'other@example.com' }];
    port.failNext(
      'restoreVenue',
      new DataError(
        'not-found',
        'This listing was deleted more than 30 days ago, so it can no longer be restored.',
      ),
    );
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.trash);
    const trash = section('Trash');
    expect(await trash.findByText('1 day left to restore')).toBeInTheDocument();
    await user.click(trash.getByRole('button', { name: /^Restore/ }));
    expect(await trash.findByRole('alert')).toHaveTextContent(
      'Could not restore The Grand — Monday 26 January 2099: This listing was deleted more than 30 days ago, so it can no longer be restored.',
    );
  });
});

describe('history', () => {
  it("opens from a listing: each change with the manager's e-mail, London time and field by field", async () => {
    const port = signedInPort({ venues: [] });
    const created = await port.createVenue({ ...grand, hotelName: 'The Grand' });
    await port.updateVenue(created.id, { ...grand, hotelName: 'The Grand Hotel', availability: 'sold-out' });
    const { user } = renderDashboard(<Dashboard />, port);

    const listings = section('All listings');
    await user.click(
      await listings.findByRole('button', { name: 'History: The Grand Hotel — Monday 26 January 2099' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: /History: The Grand Hotel/ }));
    const entries = await dialog.findAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByText(/^(Created|Updated)$/).textContent)).toEqual([
      'Updated',
      'Created',
    ]);
    const update = within(entries[0] as HTMLElement);
    expect(update.getByText(new RegExp(`by ${FAKE_MANAGER.email} on`))).toBeInTheDocument();
    // Only what changed, before and after.
    expect(update.getByText('Hotel name').nextElementSibling).toHaveTextContent(
      /^The Grand\s*→\s*changed to The Grand Hotel$/,
    );
    expect(update.getByText('Seats').nextElementSibling).toHaveTextContent(
      /^On sale\s*→\s*changed to Sold out$/,
    );
    expect(update.queryByText('City')).not.toBeInTheDocument();
    expect(within(entries[1] as HTMLElement).getByText('City').nextElementSibling).toHaveTextContent(
      'Brighton',
    );

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(listings.getByRole('button', { name: /^History: The Grand Hotel/ })).toHaveFocus();
  });

  it('lists recent changes across listings, newest first, ten a page', async () => {
    const port = signedInPort({ venues: [] });
    for (let n = 1; n <= 12; n += 1) await port.createVenue({ ...grand, hotelName: `Hotel ${n}` });
    const { user } = renderDashboard(<Dashboard />, port, DASHBOARD_PATHS.trash);
    const recent = section('Recent changes');
    await recent.findByText('Hotel 12 — Monday 26 January 2099');
    expect(recent.getAllByText(/^Hotel \d+ — /).map((name) => name.textContent)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Hotel ${n} — Monday 26 January 2099`),
    );
    expect(recent.getByText(/1–10 of 12/)).toBeInTheDocument();
    await user.click(recent.getByRole('button', { name: 'Next' }));
    expect(await recent.findByText('Hotel 1 — Monday 26 January 2099')).toBeInTheDocument();
    await user.click(recent.getByRole('button', { name: 'History: Hotel 1 — Monday 26 January 2099' }));
    expect(
      await screen.findByRole('dialog', { name: 'History: Hotel 1 — Monday 26 January 2099' }),
    ).toBeVisible();
  });
});

describe('needs attention', () => {
  const oldLink = buildVenue({ hotelName: 'Old Link Inn', bookingUrl: 'www.tickets.example.com' });

  it('lists a listing whose link fails the check with its raw values; Fix opens Update on it', async () => {
    const port = signedInPort({ venues: [grand, oldLink] });
    const { user } = renderDashboard(<Dashboard />, port);
    const attention = within(await screen.findByRole('region', { name: 'Needs attention (1)' }));
    expect(attention.getByText('Booking link must be a web address starting with https:// or http://'));
    expect(attention.getByText('bookingUrl').nextElementSibling).toHaveTextContent('www.tickets.example.com');
    expect(attention.queryByText('The Grand')).not.toBeInTheDocument();

    await user.click(attention.getByRole('button', { name: /^Fix: Old Link Inn/ }));
    const update = within(screen.getByRole('tabpanel'));
    expect(screen.getByRole('tab', { name: 'Update' })).toHaveAttribute('aria-selected', 'true');
    const link = update.getByLabelText(/^Booking link/);
    expect(link).toHaveValue('www.tickets.example.com');
    await user.clear(link);
    await user.type(link, 'https://tickets.example.com/old-link');
    await user.click(update.getByRole('button', { name: /^Update/ }));
    expect(await update.findByText('Document updated successfully')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: /Needs attention/ })).toBeNull());
  });

  it('deletes one there after a confirmation, and shows unreadable documents with no Fix', async () => {
    const port = signedInPort({ venues: [grand, oldLink] });
    port.unreadable = [
      {
        id: 'legacy-7',
        problem: 'unreadable',
        reason: 'The date "next Friday-ish" cannot be read.',
        raw: { hotelName: 'Seaview', date: 'next Friday-ish' },
        venue: null,
      },
    ];
    const { user } = renderDashboard(<Dashboard />, port);
    const attention = within(await screen.findByRole('region', { name: 'Needs attention (2)' }));
    expect(attention.getByText('The date "next Friday-ish" cannot be read.')).toBeInTheDocument();
    expect(attention.queryByRole('button', { name: /^Fix: Seaview/ })).not.toBeInTheDocument();

    await user.click(attention.getByRole('button', { name: /^Delete: Old Link Inn/ }));
    expect(attention.getByText(/Delete Old Link Inn .*restored for 30 days/)).toHaveFocus();
    await user.click(attention.getByRole('button', { name: 'Yes, delete it' }));
    expect(await attention.findByText('Document deleted successfully')).toBeInTheDocument();
    expect(port.venues).toEqual([grand]);
    expect(await screen.findByRole('region', { name: 'Needs attention (1)' })).toBeInTheDocument();
  });
});

describe('a run of dates', () => {
  it('asks how far a delete of a date of a run reaches', async () => {
    const run = ['2099-02-06', '2099-02-13', '2099-02-20'].map((date) =>
      buildVenue({ hotelName: 'The Grand', date, seriesId: 'run-1' }),
    );
    const port = signedInPort({ venues: run });
    const { user } = renderDashboard(<Dashboard />, port);
    const region = within(await screen.findByRole('region', { name: 'All listings' }));
    await user.click(
      await region.findByRole('button', { name: 'Delete: The Grand — Friday 13 February 2099' }),
    );
    const question = within(screen.getByRole('dialog', { name: /which dates of this run\?/ }));
    expect(question.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Only this date',
      'This and later dates (2 dates)',
      'All dates of this run (3 dates)',
      'Cancel',
    ]);
    await user.click(question.getByRole('button', { name: 'This and later dates (2 dates)' }));
    expect(await region.findByText('2 listings moved to the trash.')).toBeInTheDocument();
    expect(port.venues.map((v) => v.date)).toEqual(['2099-02-06']);
  });
});
