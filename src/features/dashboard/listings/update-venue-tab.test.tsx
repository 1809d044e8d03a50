import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataError } from '../../../data/errors';
import { standInForDialogs } from '../../../../tests/builders/dialog-stand-in';
import { buildVenue } from '../../../../tests/builders/dashboard-fakes';
import { renderDashboard, signedInPort } from '../../../../tests/builders/dashboard-render';
import Dashboard from '../shared/dashboard-layout';

standInForDialogs();

// Two listings of one show on the same date: the original site's Update overwrote both.
const grand = buildVenue({ hotelName: 'The Grand', date: '2099-01-26', city: 'Brighton' });
const majestic = buildVenue({ hotelName: 'The Majestic', date: '2099-01-26', city: 'York' });

const pickGrand = (user: UserEvent, panel: ReturnType<typeof within>) =>
  user.selectOptions(
    panel.getByLabelText('Hotel and date to update'),
    'Mon 26 Jan 2099 · The Grand, Brighton',
  );

async function openUpdate(user: UserEvent) {
  await user.click(await screen.findByRole('tab', { name: 'Update' }));
  const panel = within(screen.getByRole('tabpanel'));
  await user.selectOptions(panel.getByLabelText('Show'), 'Titanic');
  return panel;
}

describe('Update', () => {
  it('lists the show listings as "date · Hotel, City" in date order and pre-fills the one picked', async () => {
    // Given out of order, with a past one: upcoming soonest first, then the past ones, latest first.
    const later = buildVenue({ hotelName: 'The Grand', date: '2099-03-02', city: 'York' });
    const past = buildVenue({ hotelName: 'The Old Inn', date: '2001-05-04', city: 'Bath' });
    const older = buildVenue({ hotelName: 'The Old Inn', date: '2000-05-04', city: 'Bath' });
    const port = signedInPort({ venues: [later, older, grand, past, majestic] });
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await openUpdate(user);
    const picker = panel.getByLabelText('Hotel and date to update');
    const groups = within(picker).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'Upcoming',
      'Past, most recent first',
    ]);
    expect(
      groups.map((group) =>
        within(group)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ),
    ).toEqual([
      [
        'Mon 26 Jan 2099 · The Grand, Brighton',
        'Mon 26 Jan 2099 · The Majestic, York',
        'Mon 2 Mar 2099 · The Grand, York',
      ],
      ['Fri 4 May 2001 · The Old Inn, Bath', 'Thu 4 May 2000 · The Old Inn, Bath'],
    ]);
    await user.selectOptions(picker, 'Mon 26 Jan 2099 · The Majestic, York');
    expect(panel.getByLabelText('Hotel name')).toHaveValue('The Majestic');
    expect(panel.getByLabelText('Show date')).toHaveValue('2099-01-26');
  });

  it('changes only the listing picked, never the other one sharing its date', async () => {
    const other = majestic;
    const port = signedInPort({ venues: [grand, other] });
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await openUpdate(user);
    await pickGrand(user, panel);
    const name = panel.getByLabelText('Hotel name');
    await user.clear(name);
    await user.type(name, 'The Grand Hotel & Spa');
    await user.click(panel.getByRole('button', { name: 'Update listing' }));

    expect(await panel.findByRole('status')).toHaveTextContent('Document updated successfully');
    expect(port.callsOf('updateVenue')).toEqual([
      { method: 'updateVenue', args: [grand.id, expect.anything()] },
    ]);
    expect(port.venues.find((v) => v.id === grand.id)?.hotelName).toBe('The Grand Hotel & Spa');
    expect(port.venues.find((v) => v.id === other.id)).toEqual(other);
  });

  it('shows a moved date as moved right after saving: the form says Moved, the row says where from', async () => {
    const port = signedInPort({ venues: [grand] });
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await openUpdate(user);
    await pickGrand(user, panel);
    expect(panel.getByLabelText('Status')).toHaveDisplayValue('Scheduled');
    const date = panel.getByLabelText('Show date');
    await user.clear(date);
    await user.type(date, '2099-02-02');
    await user.click(panel.getByRole('button', { name: 'Update listing' }));
    const ask = within(
      await screen.findByRole('dialog', {
        name: 'Move The Grand — Monday 26 January 2099 to Monday 2 February 2099?',
      }),
    );
    await user.click(ask.getByRole('button', { name: 'Move the date' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Document updated successfully');

    expect(panel.getByLabelText('Status')).toHaveDisplayValue('Moved');
    const row = within(await screen.findByRole('row', { name: /The Grand/ }));
    expect(await row.findByText('Moved from Monday 26 January 2099')).toBeInTheDocument();
    expect(row.queryByText('On sale')).toBeNull();
    // Saving again keeps the move: nothing sends "Scheduled" back.
    await user.click(panel.getByRole('button', { name: 'Update listing' }));
    await screen.findAllByText('Document updated successfully');
    expect(port.venues[0]).toMatchObject({ status: 'rescheduled', previousDate: '2099-01-26' });
  });

  it('takes a new day as a correction when the manager says the old one was a mistake: no "Moved from"', async () => {
    const port = signedInPort({ venues: [grand] });
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await openUpdate(user);
    await pickGrand(user, panel);
    const mistake = /^The old day was a mistake: do not mark the date as moved/;
    expect(panel.queryByRole('checkbox', { name: mistake })).toBeNull();
    const date = panel.getByLabelText('Show date');
    await user.clear(date);
    await user.type(date, '2099-01-27');
    await user.click(panel.getByRole('checkbox', { name: mistake }));
    await user.click(panel.getByRole('button', { name: 'Update listing' }));
    const ask = within(
      await screen.findByRole('dialog', {
        name: 'Correct The Grand — Monday 26 January 2099 to Tuesday 27 January 2099?',
      }),
    );
    await user.click(ask.getByRole('button', { name: 'Correct the day' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Document updated successfully');

    expect(port.venues[0]).toMatchObject({ date: '2099-01-27', status: 'scheduled' });
    expect(port.venues[0]).not.toHaveProperty('previousDate');
    expect(panel.getByLabelText('Status')).toHaveDisplayValue('Scheduled');
    expect(panel.queryByRole('checkbox', { name: mistake })).toBeNull();
  });

  it('asks before a save that cancels the date, and changes nothing when the answer is no', async () => {
    const port = signedInPort({ venues: [grand] });
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await openUpdate(user);
    await pickGrand(user, panel);
    await user.selectOptions(panel.getByLabelText('Status'), 'Cancelled');
    const update = panel.getByRole('button', { name: 'Update listing' });
    await user.click(update);
    const question = { name: 'Cancel The Grand — Monday 26 January 2099?' };
    await user.click(
      within(await screen.findByRole('dialog', question)).getByRole('button', { name: 'Keep it as it is' }),
    );
    expect(port.callsOf('updateVenue')).toEqual([]);
    expect(port.venues[0]?.status).toBe('scheduled');

    await user.click(update);
    await user.click(
      within(await screen.findByRole('dialog', question)).getByRole('button', { name: 'Cancel the date' }),
    );
    expect(await panel.findByRole('status')).toHaveTextContent('Document updated successfully');
    expect(port.venues[0]?.status).toBe('cancelled');
  });

  it("shows a date's extras as ticked boxes, and saves the ones the manager ticks and unticks", async () => {
    const relaxed = buildVenue({ hotelName: 'The Calm', date: '2099-02-01', extras: ['relaxed'] });
    const port = signedInPort({ venues: [relaxed] });
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await openUpdate(user);
    await user.selectOptions(
      panel.getByLabelText('Hotel and date to update'),
      'Sun 1 Feb 2099 · The Calm, Brighton',
    );
    const extras = within(panel.getByRole('group', { name: 'This performance' }));
    expect(extras.getByLabelText('Relaxed performance')).toBeChecked();
    expect(extras.getByLabelText('Captioned')).not.toBeChecked();
    await user.click(extras.getByLabelText('Captioned'));
    await user.click(extras.getByLabelText('BSL-interpreted'));
    await user.click(extras.getByLabelText('Relaxed performance'));
    await user.click(panel.getByRole('button', { name: 'Update listing' }));

    expect(await panel.findByRole('status')).toHaveTextContent('Document updated successfully');
    expect(port.venues.find((v) => v.id === relaxed.id)?.extras).toEqual(['bsl-interpreted', 'captioned']);
  });

  it('says "Error: No matching documents found" when the listing was deleted meanwhile', async () => {
    const port = signedInPort({ venues: [grand] });
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await openUpdate(user);
    await pickGrand(user, panel);
    port.venues = [];
    await user.click(panel.getByRole('button', { name: 'Update listing' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(/^Error: No matching documents found$/);
    // The form stays, with what was typed.
    expect(panel.getByLabelText('Hotel name')).toHaveValue('The Grand');
  });

  it('gives the reason of any other failure', async () => {
    const port = signedInPort({ venues: [grand] }).failNext(
      'updateVenue',
      new DataError('unknown', 'Database is locked'),
    );
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await openUpdate(user);
    await pickGrand(user, panel);
    await user.click(panel.getByRole('button', { name: 'Update listing' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('Error updating document: Database is locked');
  });

  it('offers a date of a run only this date, this and later, or all dates, and renames them in one save', async () => {
    const run = ['2099-02-06', '2099-02-13', '2099-02-20'].map((date) =>
      buildVenue({ hotelName: 'The Grand', date, seriesId: 'run-1' }),
    );
    const port = signedInPort({ venues: [...run, majestic] });
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await openUpdate(user);
    await user.selectOptions(
      panel.getByLabelText('Hotel and date to update'),
      'Fri 13 Feb 2099 · The Grand, Brighton',
    );
    const scope = within(panel.getByRole('group', { name: 'Change which dates?' }));
    expect(scope.getByLabelText('Only this date')).toBeChecked();
    expect(scope.getByLabelText('This and later dates (2 dates)')).not.toBeChecked();
    await user.click(scope.getByLabelText('All dates of this run (3 dates)'));
    await user.clear(panel.getByLabelText('Hotel name'));
    await user.type(panel.getByLabelText('Hotel name'), 'The Grand & Spa');
    await user.click(panel.getByRole('button', { name: 'Update listing' }));
    expect(
      await panel.findByText('Document updated successfully: 3 dates of the run changed.'),
    ).toBeInTheDocument();
    expect(port.callsOf('updateVenueSeries')).toHaveLength(1);
    expect(port.venues.filter((v) => v.seriesId === 'run-1').map((v) => [v.hotelName, v.date])).toEqual([
      ['The Grand & Spa', '2099-02-06'],
      ['The Grand & Spa', '2099-02-13'],
      ['The Grand & Spa', '2099-02-20'],
    ]);
    expect(port.venues.find((v) => v.id === majestic.id)?.hotelName).toBe('The Majestic');
  });

  it('asks nothing for a listing outside any run', async () => {
    const { user } = renderDashboard(<Dashboard />, signedInPort({ venues: [grand] }));
    const panel = await openUpdate(user);
    await pickGrand(user, panel);
    expect(panel.queryByRole('group', { name: 'Change which dates?' })).not.toBeInTheDocument();
  });
});
