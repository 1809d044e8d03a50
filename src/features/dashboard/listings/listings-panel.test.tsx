import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { standInForDialogs } from '../../../../tests/builders/dialog-stand-in';
import { buildVenue } from '../../../../tests/builders/dashboard-fakes';
import { nth, renderDashboard, signedInPort } from '../../../../tests/builders/dashboard-render';
import Dashboard from '../shared/dashboard-layout';

const listings = () => screen.getByRole('region', { name: 'All listings' });
const rows = () => within(listings()).getAllByRole('row').slice(1);

standInForDialogs();

describe('All listings', () => {
  it('finds as typed, filters by show and status, upcoming first in date order', async () => {
    const port = signedInPort({
      venues: [
        buildVenue({
          hotelName: 'Future JFK',
          show: 'JFK',
          city: 'York',
          date: '2099-06-01',
          startTime: '19:30',
        }),
        buildVenue({ hotelName: 'Future Titanic', date: '2099-05-01', soldOut: true }),
        buildVenue({ hotelName: 'Old Titanic', date: '2001-05-01' }),
      ],
    });
    const { user } = renderDashboard(<Dashboard />, port);
    const region = within(await screen.findByRole('region', { name: 'All listings' }));
    await region.findByText('Future Titanic');
    expect(rows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      expect.stringContaining('Future Titanic'),
      expect.stringContaining('Future JFK'),
    ]);
    expect(within(nth(rows(), 0)).getByText('Sold out')).toBeInTheDocument();
    expect(nth(rows(), 0)).toHaveTextContent('Friday 1 May 2099');
    // A date's own start time shows under it; one at the show's usual time says nothing more.
    expect(nth(rows(), 1)).toHaveTextContent('Monday 1 June 2099Starts 7:30 pm');
    expect(nth(rows(), 0)).not.toHaveTextContent('Starts');

    await user.type(region.getByLabelText('Search hotel or city'), 'york');
    expect(rows()).toHaveLength(1);
    expect(nth(rows(), 0)).toHaveTextContent('Future JFK');
    await user.clear(region.getByLabelText('Search hotel or city'));

    await user.selectOptions(region.getByLabelText('Show'), 'Titanic');
    await user.selectOptions(region.getByLabelText('Status'), 'Past');
    expect(rows()).toHaveLength(1);
    expect(nth(rows(), 0)).toHaveTextContent('Old Titanic');
    await user.selectOptions(region.getByLabelText('Status'), 'Sold out');
    expect(rows()).toHaveLength(1);
    expect(nth(rows(), 0)).toHaveTextContent('Future Titanic');

    // Nothing found is said once, with no count or stray word under it.
    await user.type(region.getByLabelText('Search hotel or city'), 'nowhere');
    expect(region.getByText('No listings match these filters.')).toBeInTheDocument();
    expect(region.queryByText('None')).not.toBeInTheDocument();
    expect(region.queryByRole('navigation', { name: 'Listings pages' })).not.toBeInTheDocument();
  });

  it('shows on each sold-out date how many people wait for its seats', async () => {
    const full = buildVenue({ hotelName: 'Full Titanic', date: '2099-05-01', soldOut: true });
    const quiet = buildVenue({ hotelName: 'Quiet Titanic', date: '2099-05-02', soldOut: true });
    const open = buildVenue({ hotelName: 'Open JFK', show: 'JFK', date: '2099-05-03' });
    const port = signedInPort({ venues: [full, quiet, open] });
    port.seatsBackWaiting = { [full.id]: 3 };
    renderDashboard(<Dashboard />, port);
    const region = within(await screen.findByRole('region', { name: 'All listings' }));
    await region.findByText('3 people to e-mail if seats come back', {}, { timeout: 5000 });
    expect(nth(rows(), 0)).toHaveTextContent('3 people to e-mail if seats come back');
    expect(nth(rows(), 1)).toHaveTextContent('Nobody to e-mail if seats come back');
    expect(nth(rows(), 2)).not.toHaveTextContent(/if seats come back/);
  });

  it("sets one date's status from its row in two clicks, says so with an undo, and undo puts it back", async () => {
    const venue = buildVenue({ hotelName: 'The Grand', date: '2099-01-26' });
    const other = buildVenue({ hotelName: 'The Ritz', date: '2099-01-26' });
    const port = signedInPort({ venues: [venue, other] });
    const { user } = renderDashboard(<Dashboard />, port);
    const region = within(await screen.findByRole('region', { name: 'All listings' }));
    const label = 'The Grand — Monday 26 January 2099';
    const row = () => within(nth(region.getAllByRole('row'), 1));

    await user.click(await region.findByRole('button', { name: `Status: ${label}` }));
    const menu = within(region.getByRole('group', { name: `Set the status of ${label}` }));
    // Opening the menu takes the keyboard to its first action.
    expect(menu.getByRole('button', { name: 'Few seats left' })).toHaveFocus();
    port.noticeAudience[venue.id] = 3;
    await user.click(menu.getByRole('button', { name: 'Cancel this date' }));

    // Asked first, naming how many people will be told; the safe answer has the keyboard.
    const ask = within(await screen.findByRole('dialog', { name: `Cancel ${label}?` }));
    expect(
      await ask.findByText(
        "3 people will be told by e-mail in 10 minutes, unless you undo this or choose Don't send before then.",
      ),
    ).toBeInTheDocument();
    expect(ask.getByRole('button', { name: 'Keep it as it is' })).toHaveFocus();
    await user.click(ask.getByRole('button', { name: 'Cancel the date' }));

    expect(await screen.findByText(`${label}: cancelled.`, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(port.venues.find((v) => v.id === venue.id)?.status).toBe('cancelled');
    expect(port.venues.find((v) => v.id === other.id)?.status).toBe('scheduled');
    expect(port.callsOf('updateVenues')).toEqual([
      { method: 'updateVenues', args: [[venue.id], { status: 'cancelled' }] },
    ]);
    expect(row().getByText('Cancelled')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(`${label}: put back as it was.`)).toBeInTheDocument();
    expect(port.venues.find((v) => v.id === venue.id)?.status).toBe('scheduled');
    // The toast has gone: the keyboard is back on the date's Status button, not lost to the page.
    await waitFor(() => expect(region.getByRole('button', { name: `Status: ${label}` })).toHaveFocus());

    await user.click(region.getByRole('button', { name: `Status: ${label}` }));
    await user.click(region.getByRole('button', { name: 'Few seats left' }));
    expect(await screen.findByText(`${label}: few seats left.`)).toBeInTheDocument();
    expect(port.venues.find((v) => v.id === venue.id)?.availability).toBe('few-left');
    expect(row().getByText('Few seats left')).toBeInTheDocument();

    // It never went off sale, so the way back is not "Back on sale".
    await user.click(region.getByRole('button', { name: `Status: ${label}` }));
    expect(region.queryByRole('button', { name: 'Back on sale' })).not.toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Plenty of seats' }));
    expect(await screen.findByText(`${label}: on sale, no longer few seats left.`)).toBeInTheDocument();
    expect(port.venues.find((v) => v.id === venue.id)?.availability).toBe('on-sale');
  });

  it('says under the Status actions that nobody is e-mailed where e-mail is off', async () => {
    const port = signedInPort({ venues: [buildVenue({ hotelName: 'The Grand' })], mailEnabled: false });
    const { user } = renderDashboard(<Dashboard />, port);
    const region = within(await screen.findByRole('region', { name: 'All listings' }));
    await user.click(await region.findByRole('button', { name: /^Status: The Grand/ }));
    expect(
      await region.findByText('E-mail is not set up, so a change here e-mails nobody.'),
    ).toBeInTheDocument();
    expect(region.queryByText(/^Cancel and postpone e-mail/)).not.toBeInTheDocument();
  });

  it('keeps the date as it is when the question is answered no, and says when nobody is told', async () => {
    const venue = buildVenue({ hotelName: 'The Grand', date: '2099-01-26' });
    const port = signedInPort({ venues: [venue] });
    const { user } = renderDashboard(<Dashboard />, port);
    const region = within(await screen.findByRole('region', { name: 'All listings' }));
    await user.click(await region.findByRole('button', { name: /^Status: The Grand/ }));
    await user.click(region.getByRole('button', { name: 'Postpone' }));
    const ask = within(await screen.findByRole('dialog', { name: /^Postpone The Grand/ }));
    expect(
      await ask.findByText('Nobody has asked to hear about this show in this city, so nobody is e-mailed.'),
    ).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Keep it as it is' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(port.callsOf('updateVenues')).toEqual([]);
    expect(port.venues[0]?.status).toBe('scheduled');

    // Three people asked, but the date's "new date" e-mails still wait: nobody has heard of it.
    port.noticeAudience[venue.id] = 3;
    port.pendingNotices.notices = [
      {
        id: `${venue.id}:new-date`,
        listingId: venue.id,
        kind: 'new-date',
        people: 3,
        dueAt: '2099-01-01T10:00:00.000Z',
      },
    ];
    await user.click(region.getByRole('button', { name: /^Status: The Grand/ }));
    await user.click(region.getByRole('button', { name: 'Postpone' }));
    const again = within(await screen.findByRole('dialog', { name: /^Postpone The Grand/ }));
    expect(
      await again.findByText(
        'Its "new date" e-mails have not gone yet, so nobody has heard of this date: they are withdrawn, and nobody is e-mailed.',
      ),
    ).toBeInTheDocument();
  });

  it('closes the status menu with Escape, back on its button', async () => {
    const venue = buildVenue({ hotelName: 'The Grand', date: '2099-01-26', status: 'postponed' });
    const { user } = renderDashboard(<Dashboard />, signedInPort({ venues: [venue] }));
    const region = within(await screen.findByRole('region', { name: 'All listings' }));
    const button = await region.findByRole('button', { name: 'Status: The Grand — Monday 26 January 2099' });
    await user.click(button);
    // A postponed date is first put back on, or cancelled.
    expect(
      within(region.getByRole('group', { name: /^Set the status/ }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Back on (not cancelled)', 'Cancel this date']);
    await user.keyboard('{Escape}');
    expect(region.queryByRole('group', { name: /^Set the status/ })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('acts on the chosen rows, or on all the filters match, in one write', async () => {
    const venues = ['Alpha', 'Bravo', 'Charlie'].map((hotelName, i) =>
      buildVenue({ hotelName, date: `2099-03-0${i + 1}` }),
    );
    const port = signedInPort({ venues: [...venues, buildVenue({ hotelName: 'Delta', city: 'York' })] });
    const { user } = renderDashboard(<Dashboard />, port);
    const region = within(await screen.findByRole('region', { name: 'All listings' }));
    await user.click(await region.findByRole('checkbox', { name: /^Choose Alpha/ }));
    await user.click(region.getByRole('checkbox', { name: /^Choose Bravo/ }));
    const bar = within(region.getByRole('region', { name: 'Act on the chosen listings' }));
    expect(bar.getByText('2 listings chosen')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Mark sold out' }));
    expect(await region.findByText('2 listings marked sold out.')).toBeInTheDocument();
    expect(port.callsOf('updateVenues')).toHaveLength(1);
    expect(port.venues.filter((v) => v.soldOut).map((v) => v.hotelName)).toEqual(['Alpha', 'Bravo']);

    // All the filters match: Brighton's three, not York's Delta; then moved a week later at once.
    await user.selectOptions(region.getByLabelText('City'), 'Brighton');
    await user.click(region.getByRole('checkbox', { name: /^Choose Alpha/ }));
    await user.click(region.getByRole('button', { name: 'Choose all 3 listings matching the filters' }));
    await user.type(region.getByLabelText('Move by days'), '7');
    port.noticeAudience[venues[0]?.id ?? ''] = 2;
    port.noticeAudience[venues[1]?.id ?? ''] = 2;
    await user.click(region.getByRole('button', { name: 'Move' }));
    // Asked first: moving tells each date's subscribers (one address may have asked about several).
    const ask = within(await screen.findByRole('dialog', { name: 'Move 3 dates 7 days later?' }));
    expect(
      await ask.findByText(
        "Up to 4 people will be told by e-mail in 10 minutes, unless you undo this or choose Don't send before then.",
      ),
    ).toBeInTheDocument();
    expect(port.callsOf('updateVenues')).toHaveLength(1);
    await user.click(ask.getByRole('button', { name: 'Move them' }));
    expect(await region.findByText('3 listings moved 7 days later.')).toBeInTheDocument();
    expect(port.venues.map((v) => v.date).sort()).toEqual([
      '2099-01-26',
      '2099-03-08',
      '2099-03-09',
      '2099-03-10',
    ]);
  });

  it('deletes from a row to the trash, and Undo brings it back', async () => {
    const venue = buildVenue({ hotelName: 'The Grand', date: '2099-01-26' });
    const port = signedInPort({ venues: [venue] });
    const { user } = renderDashboard(<Dashboard />, port);
    const region = within(await screen.findByRole('region', { name: 'All listings' }));
    // Open in Update, then deleted from its row: the form says so, keeping what it shows.
    await user.click(await region.findByRole('button', { name: 'Edit: The Grand — Monday 26 January 2099' }));
    await user.click(region.getByRole('button', { name: 'Delete: The Grand — Monday 26 January 2099' }));
    const undo = await region.findByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    expect(region.getByText('1 listing moved to the trash.')).toBeInTheDocument();
    expect(port.venues).toHaveLength(0);
    const update = within(screen.getByRole('tabpanel'));
    expect(
      await update.findByText(/^The Grand — Monday 26 January 2099 is no longer listed/),
    ).toBeInTheDocument();
    expect(update.getByLabelText('Hotel name')).toHaveValue('The Grand');
    await user.click(undo);
    expect(await region.findByText('1 listing restored: visitors see it again.')).toBeInTheDocument();
    expect(port.venues.map((v) => v.id)).toEqual([venue.id]);
    await waitFor(() =>
      expect(
        region.getByRole('button', { name: 'Status: The Grand — Monday 26 January 2099' }),
      ).toHaveFocus(),
    );
    expect(update.queryByText(/is no longer listed/)).not.toBeInTheDocument();
  });

  it('pages through thousands of listings, 25 at a time, with counts', async () => {
    const venues = Array.from({ length: 1234 }, (_, i) =>
      buildVenue({ hotelName: `Hotel ${String(i + 1).padStart(4, '0')}`, date: '2099-01-01' }),
    );
    const { user } = renderDashboard(<Dashboard />, signedInPort({ venues }));
    await within(await screen.findByRole('region', { name: 'All listings' })).findByText('Hotel 0001');
    expect(rows()).toHaveLength(25);
    const pager = within(screen.getByRole('navigation', { name: 'Listings pages' }));
    expect(pager.getByText(/1–25 of 1,234/)).toHaveTextContent('page 1 of 50');
    expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(pager.getByRole('button', { name: 'Next' }));
    expect(pager.getByText(/26–50 of 1,234/)).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Hotel 0026');
  });

  it('Edit opens the listing in the Update tab', async () => {
    const venue = buildVenue({ hotelName: 'The Grand', date: '2099-01-26', show: 'Scrooge' });
    const { user } = renderDashboard(<Dashboard />, signedInPort({ venues: [venue] }));
    await user.click(await screen.findByRole('button', { name: 'Edit: The Grand — Monday 26 January 2099' }));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Update');
    expect(within(screen.getByRole('tabpanel')).getByLabelText('Hotel name')).toHaveValue('The Grand');
  });
});
