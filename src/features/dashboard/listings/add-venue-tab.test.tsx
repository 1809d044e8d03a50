import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataError } from '../../../data/errors';
import { buildVenue } from '../../../../tests/builders/dashboard-fakes';
import { renderDashboard, signedInPort } from '../../../../tests/builders/dashboard-render';
import { fillIn } from '../../../../tests/builders/fill-in';
import Dashboard from '../shared/dashboard-layout';

// Two or three hotels filled in: seconds of jsdom on a loaded machine, so
// these get a minute (a bound on a hang, not a speed claim), as Site content's long walks do.
const LONG_FORM = { timeout: 60_000 };

async function fillDetails(user: UserEvent, bookingUrl = 'https://tickets.example.com/ritz') {
  const panel = within(await screen.findByRole('tabpanel'));
  await user.selectOptions(panel.getByLabelText('Show'), 'Titanic');
  await fillIn(user, panel.getByLabelText('Hotel name'), 'The Ritz');
  await fillIn(user, panel.getByLabelText('Hotel location'), 'Piccadilly, London');
  await user.selectOptions(panel.getByLabelText(/^City/), 'London');
  await fillIn(user, panel.getByLabelText(/^Booking link/), bookingUrl);
  return panel;
}

async function fillListing(user: UserEvent, bookingUrl = 'https://tickets.example.com/ritz') {
  const panel = await fillDetails(user, bookingUrl);
  await fillIn(user, panel.getByLabelText('Show date'), '2099-03-14');
  return panel;
}

/** Add another hotel, and fill in its place and booking link; returns its group of fields. */
async function addHotel(
  user: UserEvent,
  panel: ReturnType<typeof within>,
  n: number,
  hotel: { name: string; location: string; url: string },
) {
  await user.click(panel.getByRole('button', { name: 'Add another hotel' }));
  const group = within(panel.getByRole('group', { name: `Hotel ${n}` }));
  await fillIn(user, group.getByLabelText('Hotel name'), hotel.name);
  await fillIn(user, group.getByLabelText('Hotel location'), hotel.location);
  await user.selectOptions(group.getByLabelText('City'), 'London');
  await fillIn(user, group.getByLabelText('Booking link'), hotel.url);
  return group;
}

/** The preview's dates as read: "Friday 4 December 2099". */
const previewed = (panel: ReturnType<typeof within>) =>
  within(panel.getByRole('region', { name: /will be added/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Add New Show', () => {
  it('offers the canonical cities only, correctly spelt and valued', async () => {
    renderDashboard(<Dashboard />, signedInPort());
    const city = within(await screen.findByRole('tabpanel')).getByLabelText(/^City/);
    const values = within(city)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(values).toContain('Cheltenham');
    expect(values).not.toContain('Cheltnam');
    expect(values).not.toContain('Sold Out');
  });

  it('adds a listing: "Successfully submitted", naming it (the form has emptied), and a preview of the card', async () => {
    const { user, port } = renderDashboard(<Dashboard />, signedInPort());
    const panel = await fillListing(user);
    await user.selectOptions(panel.getByLabelText('Seats'), 'Sold out');
    await user.click(panel.getByRole('button', { name: 'Add listing' }));

    expect(await panel.findByRole('status')).toHaveTextContent(
      'Successfully submitted: The Queen of the Ocean (Titanic) at The Ritz — Saturday 14 March 2099.',
    );
    expect(port.venues).toHaveLength(1);
    expect(port.venues[0]).toMatchObject({
      hotelName: 'The Ritz',
      date: '2099-03-14',
      city: 'London',
      availability: 'sold-out',
      soldOut: true,
    });
    const preview = panel.getByRole('region', { name: 'How visitors will see it' });
    expect(preview).toHaveTextContent('The Ritz');
    expect(preview).toHaveTextContent('Saturday 14 March 2099');
    // The lists are read again after the write.
    expect(port.callsOf('listAllVenues').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a date the hotel already has this show on, beside the date, and adds nothing', async () => {
    const ritz = buildVenue({ show: 'Titanic', hotelName: 'The Ritz', date: '2099-03-14' });
    const { user, port } = renderDashboard(<Dashboard />, signedInPort({ venues: [ritz] }));
    // The same hotel as the manager might type it again: another case, a space at the end.
    const panel = await fillDetails(user);
    await user.clear(panel.getByLabelText('Hotel name'));
    await fillIn(user, panel.getByLabelText('Hotel name'), 'the ritz ');
    await fillIn(user, panel.getByLabelText('Show date'), '2099-03-14');
    await user.click(panel.getByRole('button', { name: 'Add listing' }));

    expect(
      await panel.findByText('The Queen of the Ocean (Titanic) at the ritz is already listed on this date'),
    ).toBeVisible();
    expect(panel.getByLabelText('Show date')).toHaveAttribute('aria-invalid', 'true');
    expect(port.callsOf('createVenue')).toEqual([]);
    expect(port.venues).toEqual([ritz]);
    // Another date goes in.
    await user.clear(panel.getByLabelText('Show date'));
    await fillIn(user, panel.getByLabelText('Show date'), '2099-03-21');
    await user.click(panel.getByRole('button', { name: 'Add listing' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Successfully submitted');
    expect(port.venues.map((venue) => venue.date)).toEqual(['2099-03-14', '2099-03-21']);
  });

  it('says so when another tab listed the date after the form read its list, adds nothing, and marks it on the next try', async () => {
    const { user, port } = renderDashboard(<Dashboard />, signedInPort({ venues: [] }));
    const panel = await fillListing(user);
    const meanwhile = buildVenue({ show: 'Titanic', hotelName: 'The Ritz', date: '2099-03-14' });
    port.venues.push(meanwhile);
    await user.click(panel.getByRole('button', { name: 'Add listing' }));

    expect(await panel.findByRole('alert')).toHaveTextContent(
      'The Queen of the Ocean (Titanic) at The Ritz is already listed on Saturday 14 March 2099: leave that date out.',
    );
    expect(port.venues).toEqual([meanwhile]);
    await waitFor(() => expect(port.callsOf('listAllVenues').length).toBeGreaterThan(1));
    await user.click(panel.getByRole('button', { name: 'Add listing' }));
    expect(
      await panel.findByText('The Queen of the Ocean (Titanic) at The Ritz is already listed on this date'),
    ).toBeVisible();
  });

  it('fills a hotel listed before as its dates spell it, so a new date joins that hotel', async () => {
    const midland = buildVenue({
      show: 'JFK',
      hotelName: 'The Midland',
      hotelLocation: '16 Peter Street, Manchester',
      city: 'Manchester',
      date: '2099-01-08',
      bookingUrl: 'https://tickets.example.com/midland-old',
    });
    const newest = {
      ...midland,
      id: 'again',
      bookingUrl: 'https://tickets.example.com/midland',
      startTime: '19:45',
      createdAt: '2099-01-01T10:00:00.000Z',
    };
    const { user, port } = renderDashboard(<Dashboard />, signedInPort({ venues: [midland, newest] }));
    const panel = within(await screen.findByRole('tabpanel'));
    const known = await panel.findByLabelText(/^A hotel listed before/, {}, { timeout: 10_000 });
    // Each hotel once.
    expect(
      within(known)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose one, or type a new hotel below',
      'The Midland, 16 Peter Street, Manchester (Manchester)',
    ]);
    // Another show's link is never taken: the hotel has no Titanic date to take one from.
    await user.selectOptions(panel.getByLabelText('Show'), 'Titanic');
    await user.selectOptions(known, 'The Midland, 16 Peter Street, Manchester (Manchester)');
    expect(panel.getByLabelText('Hotel name')).toHaveValue('The Midland');
    expect(panel.getByLabelText('Hotel location')).toHaveValue('16 Peter Street, Manchester');
    expect(panel.getByLabelText(/^City/)).toHaveValue('Manchester');
    expect(panel.getByLabelText(/^Booking link/)).toHaveValue('');
    // The link the hotel's newest JFK date sells on, for the manager to keep or change.
    await user.selectOptions(panel.getByLabelText('Show'), 'JFK');
    await user.selectOptions(known, '');
    await user.selectOptions(known, 'The Midland, 16 Peter Street, Manchester (Manchester)');
    expect(panel.getByLabelText(/^Booking link/)).toHaveValue('https://tickets.example.com/midland');
    expect(panel.getByLabelText('Start time (optional)')).toHaveValue('19:45');
    await fillIn(user, panel.getByLabelText('Show date'), '2099-01-15');
    await user.click(panel.getByRole('button', { name: 'Add listing' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Successfully submitted');
    expect(port.venues.at(-1)).toMatchObject({
      hotelName: 'The Midland',
      hotelLocation: '16 Peter Street, Manchester',
      bookingUrl: 'https://tickets.example.com/midland',
      startTime: '19:45',
    });
  });

  it('keeps a booking link typed before a hotel listed before is chosen', async () => {
    const midland = buildVenue({
      hotelName: 'The Midland',
      hotelLocation: '16 Peter Street',
      city: 'Manchester',
    });
    const { user } = renderDashboard(<Dashboard />, signedInPort({ venues: [midland] }));
    const panel = within(await screen.findByRole('tabpanel'));
    const known = await panel.findByLabelText(/^A hotel listed before/, {}, { timeout: 10_000 });
    await fillIn(user, panel.getByLabelText(/^Booking link/), 'https://tickets.example.com/this-date');
    await user.selectOptions(known, 'The Midland, 16 Peter Street (Manchester)');
    expect(panel.getByLabelText('Hotel name')).toHaveValue('The Midland');
    expect(panel.getByLabelText(/^Booking link/)).toHaveValue('https://tickets.example.com/this-date');
  });

  it("stores a listing's own start time, and names the show's usual one as the default", async () => {
    const { user, port } = renderDashboard(<Dashboard />, signedInPort());
    const panel = await fillListing(user);
    const start = panel.getByLabelText('Start time (optional)');
    expect(start).toHaveAccessibleDescription("Leave empty for the show's usual 7 pm.");
    await user.type(start, '14:30');
    await user.click(panel.getByRole('button', { name: 'Add listing' }));

    expect(await panel.findByRole('status')).toHaveTextContent('Successfully submitted');
    expect(port.venues[0]).toMatchObject({ hotelName: 'The Ritz', startTime: '14:30' });
  });

  it('refuses a javascript: booking link, with the message beside the field', async () => {
    const { user, port } = renderDashboard(<Dashboard />, signedInPort());
    const panel = await fillListing(user, 'javascript:alert(1)');
    await user.click(panel.getByRole('button', { name: 'Add listing' }));

    const link = panel.getByLabelText(/^Booking link/);
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(/must be a web address starting with https:\/\/ or http:\/\//);
    expect(link).toHaveFocus();
    expect(panel.getByRole('alert')).toHaveTextContent(
      'Error adding document: Check the highlighted fields.',
    );
    expect(port.callsOf('createVenue')).toHaveLength(0);
    // What was typed is kept.
    expect(panel.getByLabelText('Hotel name')).toHaveValue('The Ritz');
  });

  it('shows the server field errors beside their fields', async () => {
    const port = signedInPort().failNext(
      'createVenue',
      new DataError('invalid', 'Bad input', { hotelName: 'This hotel is not on our list' }),
    );
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await fillListing(user);
    await user.click(panel.getByRole('button', { name: 'Add listing' }));
    expect(await panel.findByText('This hotel is not on our list')).toBeInTheDocument();
    expect(panel.getByLabelText('Hotel name')).toHaveAccessibleDescription('This hotel is not on our list');
  });

  it('says why adding failed, keeping what was typed', async () => {
    const port = signedInPort().failNext('createVenue', new DataError('unknown', 'Disk full'));
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await fillListing(user);
    await user.click(panel.getByRole('button', { name: 'Add listing' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('Error adding document: Disk full');
    expect(panel.getByLabelText('Hotel location')).toHaveValue('Piccadilly, London');
  });

  it('cannot submit twice while saving', async () => {
    const { user, port } = renderDashboard(<Dashboard />, signedInPort());
    const panel = await fillListing(user);
    const release = port.holdNext('createVenue');
    await user.click(panel.getByRole('button', { name: 'Add listing' }));
    const busy = panel.getByRole('button', { name: 'Adding...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    release();
    await panel.findByText(/^Successfully submitted/);
    expect(port.callsOf('createVenue')).toHaveLength(1);
  });

  it('adds a list of dates in one go, previewed with their weekdays first', async () => {
    const { user, port } = renderDashboard(<Dashboard />, signedInPort());
    const panel = await fillDetails(user);
    await fillIn(user, panel.getByLabelText('Show date'), '2099-12-04');
    await user.click(panel.getByRole('button', { name: 'Add another date' }));
    // The keyboard lands in the new row.
    expect(panel.getByLabelText('Show date 2')).toHaveFocus();
    await fillIn(user, panel.getByLabelText('Show date 2'), '2099-12-18');
    await user.click(panel.getByRole('button', { name: 'Add another date' }));
    await fillIn(user, panel.getByLabelText('Show date 3'), '2099-12-11');
    // A matinee among the evenings: its own start beside its date; the removed row's goes with it.
    await fillIn(user, panel.getByLabelText('Start time of show date 2 (optional)'), '14:00');
    await fillIn(user, panel.getByLabelText('Start time of show date 3 (optional)'), '13:00');

    expect(panel.getByText('3 dates will be added')).toBeInTheDocument();
    // In date order, each with its own start where it has one.
    expect(previewed(panel)).toEqual([
      'Friday 4 December 2099',
      'Friday 11 December 2099, 1 pm',
      'Friday 18 December 2099, 2 pm',
    ]);
    await user.click(panel.getByRole('button', { name: 'Remove show date 3' }));
    expect(previewed(panel)).toHaveLength(2);

    await user.click(panel.getByRole('button', { name: 'Add 2 listings' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Successfully submitted: 2 dates added.');
    expect(port.callsOf('createVenues')).toHaveLength(1);
    expect(port.callsOf('createVenue')).toHaveLength(0);
    expect(port.venues.map((v) => [v.hotelName, v.date, v.startTime])).toEqual([
      ['The Ritz', '2099-12-04', undefined],
      ['The Ritz', '2099-12-18', '14:00'],
    ]);
  });

  it('adds every Friday of a run, and says when a run holds none', async () => {
    const { user, port } = renderDashboard(<Dashboard />, signedInPort());
    const panel = await fillDetails(user);
    await user.click(panel.getByLabelText('Every week'));
    expect(panel.getByLabelText('Friday')).toBeChecked();
    await fillIn(user, panel.getByLabelText('From'), '2099-12-02');
    await fillIn(user, panel.getByLabelText('To'), '2099-12-03');
    await user.click(panel.getByRole('button', { name: 'Add listing' }));
    expect(panel.getByLabelText('To')).toHaveAccessibleDescription('There is no Friday in that run');
    expect(panel.getByLabelText('To')).toHaveFocus();

    await user.clear(panel.getByLabelText('To'));
    await fillIn(user, panel.getByLabelText('To'), '2100-01-08');
    expect(previewed(panel)).toEqual([
      'Friday 4 December 2099',
      'Friday 11 December 2099',
      'Friday 18 December 2099',
      'Friday 25 December 2099',
      'Friday 1 January 2100',
      'Friday 8 January 2100',
    ]);
    await user.click(panel.getByRole('button', { name: 'Add 6 listings' }));
    expect(await panel.findByRole('status')).toHaveTextContent('6 dates added');
    expect(port.venues).toHaveLength(6);
    expect(new Set(port.venues.map((v) => v.hotelName))).toEqual(new Set(['The Ritz']));
  });

  it('adds Fridays and Saturdays at two hotels in one go, less an unticked date', LONG_FORM, async () => {
    const { user, port } = renderDashboard(<Dashboard />, signedInPort());
    const panel = await fillDetails(user);
    await user.click(panel.getByRole('button', { name: 'Add another hotel' }));
    // The keyboard lands in the new hotel's name.
    expect(within(panel.getByRole('group', { name: 'Hotel 2' })).getByLabelText('Hotel name')).toHaveFocus();
    await user.click(panel.getByRole('button', { name: 'Remove hotel 2' }));
    await addHotel(user, panel, 2, { name: 'The Savoy', location: 'Strand', url: 'https://t.example.com/s' });
    await user.click(panel.getByLabelText('Every week'));
    await user.click(panel.getByLabelText('Saturday'));
    await fillIn(user, panel.getByLabelText('From'), '2099-12-04');
    await fillIn(user, panel.getByLabelText('To'), '2099-12-19');
    expect(previewed(panel)).toHaveLength(6);
    await user.click(panel.getByLabelText('Saturday 12 December 2099'));
    expect(panel.getByText(/5 dates will be added/)).toHaveTextContent('(1 left out)');

    await user.click(panel.getByRole('button', { name: 'Add 10 listings' }));
    expect(await panel.findByRole('status')).toHaveTextContent(
      'Successfully submitted: 10 dates added at 2 hotels.',
    );
    // One batch per hotel: each hotel's dates are a run of their own.
    expect(port.callsOf('createVenues')).toHaveLength(2);
    const fridaysAndSaturdays = ['2099-12-04', '2099-12-05', '2099-12-11', '2099-12-18', '2099-12-19'];
    for (const hotel of ['The Ritz', 'The Savoy'])
      expect(port.venues.filter((v) => v.hotelName === hotel).map((v) => v.date)).toEqual(
        fridaysAndSaturdays,
      );
  });

  it('keeps the show after a save and offers the same dates for another hotel', LONG_FORM, async () => {
    const { user, port } = renderDashboard(<Dashboard />, signedInPort());
    const panel = await fillDetails(user);
    await user.click(panel.getByLabelText('Every week'));
    await fillIn(user, panel.getByLabelText('From'), '2099-12-04');
    await fillIn(user, panel.getByLabelText('To'), '2099-12-18');
    await user.click(panel.getByLabelText('Friday 11 December 2099'));
    await user.click(panel.getByRole('button', { name: 'Add 2 listings' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Successfully submitted: 2 dates added.');

    // The show stays; the hotel and the dates go, and the dates come back for the next hotel.
    expect(panel.getByLabelText('Show')).toHaveDisplayValue('The Queen of the Ocean (Titanic)');
    expect(panel.getByLabelText('Hotel name')).toHaveValue('');
    expect(panel.getByText('No dates chosen yet')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Another hotel, same dates' }));
    expect(panel.getByLabelText('Hotel name')).toHaveFocus();
    expect(panel.getByLabelText('Friday 11 December 2099')).not.toBeChecked();
    await fillIn(user, panel.getByLabelText('Hotel name'), 'Claridges');
    await fillIn(user, panel.getByLabelText('Hotel location'), 'Mayfair');
    await user.selectOptions(panel.getByLabelText(/^City/), 'London');
    await fillIn(user, panel.getByLabelText(/^Booking link/), 'https://t.example.com/c');
    await user.click(panel.getByRole('button', { name: 'Add 2 listings' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Successfully submitted: 2 dates added.');
    expect(port.venues.map((v) => [v.hotelName, v.date])).toEqual([
      ['The Ritz', '2099-12-04'],
      ['The Ritz', '2099-12-18'],
      ['Claridges', '2099-12-04'],
      ['Claridges', '2099-12-18'],
    ]);
  });

  it(
    'refuses the same hotel twice, and a further hotel with a field missing, sending nothing',
    LONG_FORM,
    async () => {
      const { user, port } = renderDashboard(<Dashboard />, signedInPort());
      const panel = await fillListing(user);
      const second = await addHotel(user, panel, 2, {
        name: 'the ritz',
        location: 'Piccadilly, London',
        url: 'https://tickets.example.com/ritz',
      });
      await user.click(panel.getByRole('button', { name: 'Add another hotel' }));
      const third = within(panel.getByRole('group', { name: 'Hotel 3' }));
      await fillIn(user, third.getByLabelText('Hotel name'), 'The Savoy');
      await user.click(panel.getByRole('button', { name: 'Add 3 listings' }));

      expect(second.getByLabelText('Hotel name')).toHaveAccessibleDescription(
        'This hotel is already in the form',
      );
      expect(third.getByLabelText('City')).toHaveAccessibleDescription('Choose a city from the list');
      expect(port.callsOf('createVenue')).toHaveLength(0);
      expect(port.callsOf('createVenues')).toHaveLength(0);
    },
  );

  it(
    'keeps the hotels not yet saved when a later hotel is refused, and names those saved',
    LONG_FORM,
    async () => {
      const port = signedInPort();
      // The first hotel's write goes through; the second is refused.
      const create = port.createVenue.bind(port);
      let calls = 0;
      port.createVenue = async (input) => {
        calls += 1;
        if (calls === 2) throw new DataError('unavailable', 'The store is not answering');
        return create(input);
      };
      const { user } = renderDashboard(<Dashboard />, port);
      const panel = await fillListing(user);
      await addHotel(user, panel, 2, {
        name: 'The Savoy',
        location: 'Strand, London',
        url: 'https://tickets.example.com/savoy',
      });
      await user.click(panel.getByRole('button', { name: 'Add 2 listings' }));

      const alert = await panel.findByRole('alert');
      expect(alert).toHaveTextContent('Error adding document: the server did not answer.');
      expect(alert).toHaveTextContent('Saved before the error: The Ritz.');
      expect(port.venues.map((v) => v.hotelName)).toEqual(['The Ritz']);
      // The hotel still to add is the form's, with the dates; nothing saved is offered twice.
      expect(panel.getByLabelText('Hotel name')).toHaveValue('The Savoy');
      expect(panel.getByLabelText(/^Booking link/)).toHaveValue('https://tickets.example.com/savoy');
      expect(panel.getByLabelText('Show date')).toHaveValue('2099-03-14');
      expect(panel.queryByRole('group', { name: 'Hotel 2' })).not.toBeInTheDocument();
    },
  );

  it('marks a past date in the preview as it is typed, and refuses it beside the date on sending', async () => {
    const { user, port } = renderDashboard(<Dashboard />, signedInPort());
    const panel = await fillDetails(user);
    await fillIn(user, panel.getByLabelText('Show date'), '2099-12-04');
    await user.click(panel.getByRole('button', { name: 'Add another date' }));
    await fillIn(user, panel.getByLabelText('Show date 2'), '2020-12-11');
    expect(previewed(panel)).toEqual([
      'Friday 11 December 2020: in the past, not added',
      'Friday 4 December 2099',
    ]);
    await user.click(panel.getByRole('button', { name: 'Add 2 listings' }));
    expect(panel.getByLabelText('Show date 2')).toHaveAccessibleDescription(
      expect.stringMatching(/^This date is in the past: today is \w+day \d+ \w+ \d{4} in London$/),
    );
    expect(port.callsOf('createVenues')).toHaveLength(0);
  });

  it('refuses a date listed twice before sending anything', async () => {
    const { user, port } = renderDashboard(<Dashboard />, signedInPort());
    const panel = await fillDetails(user);
    await fillIn(user, panel.getByLabelText('Show date'), '2099-12-04');
    await user.click(panel.getByRole('button', { name: 'Add another date' }));
    await fillIn(user, panel.getByLabelText('Show date 2'), '2099-12-04');
    await user.click(panel.getByRole('button', { name: 'Add listing' }));
    expect(panel.getByLabelText('Show date 2')).toHaveAccessibleDescription(
      'This date is already in the list',
    );
    expect(port.callsOf('createVenues')).toHaveLength(0);
  });

  it('saves several dates all or nothing: a refused batch writes none and keeps every date typed', async () => {
    const port = signedInPort().failNext(
      'createVenues',
      new DataError('invalid', 'Check the highlighted fields', { 'dates.1': 'That date is taken' }),
    );
    const { user } = renderDashboard(<Dashboard />, port);
    const panel = await fillDetails(user);
    await fillIn(user, panel.getByLabelText('Show date'), '2099-12-04');
    await user.click(panel.getByRole('button', { name: 'Add another date' }));
    await fillIn(user, panel.getByLabelText('Show date 2'), '2099-12-11');
    await user.click(panel.getByRole('button', { name: 'Add 2 listings' }));

    expect(await panel.findByRole('alert')).toHaveTextContent(
      'Error adding document: Check the highlighted fields.',
    );
    expect(panel.getByLabelText('Show date 2')).toHaveAccessibleDescription('That date is taken');
    expect(panel.getByLabelText('Show date 2')).toHaveFocus();
    expect(panel.getByLabelText('Show date 1')).toHaveValue('2099-12-04');
    expect(panel.getByLabelText('Hotel name')).toHaveValue('The Ritz');
    expect(port.venues).toEqual([]);
  });

  it('duplicates a listing to a new date through Add', async () => {
    const original = buildVenue({
      hotelName: 'The Lanesborough',
      hotelLocation: 'Hyde Park Corner, London',
      city: 'London',
      show: 'JFK',
      date: '2099-05-01',
      startTime: '18:30',
      bookingUrl: 'https://tickets.example.com/lanesborough',
    });
    const { user, port } = renderDashboard(<Dashboard />, signedInPort({ venues: [original] }));
    await user.click(await screen.findByRole('button', { name: /^Duplicate: The Lanesborough/ }));

    const panel = within(screen.getByRole('tabpanel'));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Add New Show');
    expect(panel.getByText(/A copy of/)).toHaveTextContent('A copy of The Lanesborough');
    expect(panel.getByLabelText('Show date')).toHaveFocus();
    expect(panel.getByLabelText('Hotel name')).toHaveValue('The Lanesborough');
    await fillIn(user, panel.getByLabelText('Show date'), '2099-05-08');
    await user.click(panel.getByRole('button', { name: 'Add listing' }));

    expect(await panel.findByRole('status')).toHaveTextContent('Successfully submitted');
    const copy = port.venues.find((v) => v.date === '2099-05-08');
    expect(copy).toMatchObject({
      show: 'JFK',
      hotelName: 'The Lanesborough',
      hotelLocation: 'Hyde Park Corner, London',
      city: 'London',
      startTime: '18:30',
      bookingUrl: 'https://tickets.example.com/lanesborough',
    });
    expect(copy?.id).not.toBe(original.id);
    expect(port.venues.find((v) => v.id === original.id)?.date).toBe('2099-05-01');
  });

  it('duplicates the listing open in Update, as saved', async () => {
    const original = buildVenue({ hotelName: 'The Lanesborough', show: 'JFK', date: '2099-05-01' });
    const { user, port } = renderDashboard(<Dashboard />, signedInPort({ venues: [original] }));
    await user.click(await screen.findByRole('button', { name: /^Edit: The Lanesborough/ }));
    await user.click(screen.getByRole('button', { name: 'Duplicate to another date...' }));

    const panel = within(screen.getByRole('tabpanel'));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Add New Show');
    expect(panel.getByLabelText('Show date')).toHaveFocus();
    await fillIn(user, panel.getByLabelText('Show date'), '2099-05-15');
    await user.click(panel.getByRole('button', { name: 'Add listing' }));
    expect(await panel.findByText(/^Successfully submitted: /)).toBeInTheDocument();
    expect(port.venues.map((v) => [v.hotelName, v.show, v.date])).toEqual([
      ['The Lanesborough', 'JFK', '2099-05-01'],
      ['The Lanesborough', 'JFK', '2099-05-15'],
    ]);
  });
});
