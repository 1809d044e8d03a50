import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataError } from '../../data/errors';
import { renderWithPort, signedInPort } from '../../../tests/builders/dashboard-render';
import Dashboard from './dashboard';

async function fillListing(user: UserEvent, bookingUrl = 'https://tickets.example.com/ritz') {
  const panel = within(await screen.findByRole('tabpanel'));
  await user.selectOptions(panel.getByLabelText('Show'), 'Titanic');
  await user.type(panel.getByLabelText('Hotel name'), 'The Ritz');
  await user.type(panel.getByLabelText('Hotel location'), 'Piccadilly, London');
  await user.selectOptions(panel.getByLabelText(/^City/), 'London');
  await user.type(panel.getByLabelText('Show date'), '2099-03-14');
  await user.type(panel.getByLabelText(/^Booking link/), bookingUrl);
  return panel;
}

describe('Add New Show', () => {
  it('offers the canonical cities only, correctly spelt and valued', async () => {
    renderWithPort(<Dashboard />, signedInPort());
    const city = within(await screen.findByRole('tabpanel')).getByLabelText(/^City/);
    const values = within(city)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(values).toContain('Cheltenham');
    expect(values).not.toContain('Cheltnam');
    expect(values).not.toContain('Sold Out');
  });

  it('adds a listing: "Successfully submitted" and a preview of the card', async () => {
    const { user, port } = renderWithPort(<Dashboard />, signedInPort());
    const panel = await fillListing(user);
    await user.click(panel.getByLabelText('Sold out'));
    await user.click(panel.getByRole('button', { name: 'Add listing' }));

    expect(await panel.findByRole('status')).toHaveTextContent('Successfully submitted');
    expect(port.venues).toHaveLength(1);
    expect(port.venues[0]).toMatchObject({
      hotelName: 'The Ritz',
      date: '2099-03-14',
      city: 'London',
      soldOut: true,
    });
    const preview = panel.getByRole('region', { name: 'How visitors will see it' });
    expect(preview).toHaveTextContent('The Ritz');
    expect(preview).toHaveTextContent('14th of March 2099');
    // The lists are read again after the write.
    expect(port.callsOf('listAllVenues').length).toBeGreaterThanOrEqual(2);
  });

  it("stores a listing's own start time, and names the show's usual one as the default", async () => {
    const { user, port } = renderWithPort(<Dashboard />, signedInPort());
    const panel = await fillListing(user);
    const start = panel.getByLabelText('Start time (optional)');
    expect(start).toHaveAccessibleDescription("Leave empty for the show's usual 7 pm.");
    await user.type(start, '14:30');
    await user.click(panel.getByRole('button', { name: 'Add listing' }));

    expect(await panel.findByRole('status')).toHaveTextContent('Successfully submitted');
    expect(port.venues[0]).toMatchObject({ hotelName: 'The Ritz', startTime: '14:30' });
  });

  it('refuses a javascript: booking link, with the message beside the field', async () => {
    const { user, port } = renderWithPort(<Dashboard />, signedInPort());
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
    const { user } = renderWithPort(<Dashboard />, port);
    const panel = await fillListing(user);
    await user.click(panel.getByRole('button', { name: 'Add listing' }));
    expect(await panel.findByText('This hotel is not on our list')).toBeInTheDocument();
    expect(panel.getByLabelText('Hotel name')).toHaveAccessibleDescription('This hotel is not on our list');
  });

  it('says why adding failed, keeping what was typed', async () => {
    const port = signedInPort().failNext('createVenue', new DataError('unknown', 'Disk full'));
    const { user } = renderWithPort(<Dashboard />, port);
    const panel = await fillListing(user);
    await user.click(panel.getByRole('button', { name: 'Add listing' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('Error adding document: Disk full');
    expect(panel.getByLabelText('Hotel location')).toHaveValue('Piccadilly, London');
  });

  it('cannot submit twice while saving', async () => {
    const { user, port } = renderWithPort(<Dashboard />, signedInPort());
    const panel = await fillListing(user);
    const release = port.holdNext('createVenue');
    await user.click(panel.getByRole('button', { name: 'Add listing' }));
    const busy = panel.getByRole('button', { name: 'Adding...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    release();
    await panel.findByText('Successfully submitted');
    expect(port.callsOf('createVenue')).toHaveLength(1);
  });
});
