import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildVenue } from '../../../tests/builders/dashboard-fakes';
import { nth, renderWithPort, signedInPort } from '../../../tests/builders/dashboard-render';
import Dashboard from './dashboard';

const listings = () => screen.getByRole('region', { name: 'All listings' });
const rows = () => within(listings()).getAllByRole('row').slice(1);

describe('All listings', () => {
  it('shows upcoming and past apart, sold out visible, filtered by show', async () => {
    const port = signedInPort({
      venues: [
        buildVenue({ hotelName: 'Future Titanic', date: '2099-05-01', soldOut: true }),
        buildVenue({ hotelName: 'Future JFK', show: 'JFK', date: '2099-06-01' }),
        buildVenue({ hotelName: 'Old Titanic', date: '2001-05-01' }),
      ],
    });
    const { user } = renderWithPort(<Dashboard />, port);
    const region = within(await screen.findByRole('region', { name: 'All listings' }));
    await region.findByText('Future Titanic');
    expect(region.queryByText('Old Titanic')).not.toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Upcoming (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(nth(rows(), 0)).getByText('Sold out')).toBeInTheDocument();

    await user.selectOptions(region.getByLabelText('Show'), 'JFK');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Future JFK');

    await user.selectOptions(region.getByLabelText('Show'), 'Titanic');
    await user.click(region.getByRole('button', { name: 'Past (1)' }));
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Old Titanic');
  });

  it('marks one listing sold out, and back, with the result announced', async () => {
    const venue = buildVenue({ hotelName: 'The Grand', date: '2099-01-26' });
    const other = buildVenue({ hotelName: 'The Ritz', date: '2099-01-26' });
    const port = signedInPort({ venues: [venue, other] });
    const { user } = renderWithPort(<Dashboard />, port);
    const region = within(await screen.findByRole('region', { name: 'All listings' }));
    await user.click(
      await region.findByRole('button', { name: 'Mark sold out: The Grand — 26th of January 2099' }),
    );

    expect(await region.findByRole('status')).toHaveTextContent(
      'The Grand — 26th of January 2099 is now sold out',
    );
    expect(port.venues.find((v) => v.id === venue.id)?.soldOut).toBe(true);
    expect(port.venues.find((v) => v.id === other.id)?.soldOut).toBe(false);
    await user.click(
      await region.findByRole('button', { name: 'Mark available: The Grand — 26th of January 2099' }),
    );
    await region.findByText(/is now available/);
    expect(port.venues.find((v) => v.id === venue.id)?.soldOut).toBe(false);
  });

  it('pages through thousands of listings, 25 at a time, with counts', async () => {
    const venues = Array.from({ length: 1234 }, (_, i) =>
      buildVenue({ hotelName: `Hotel ${String(i + 1).padStart(4, '0')}`, date: '2099-01-01' }),
    );
    const { user } = renderWithPort(<Dashboard />, signedInPort({ venues }));
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
    const { user } = renderWithPort(<Dashboard />, signedInPort({ venues: [venue] }));
    await user.click(await screen.findByRole('button', { name: 'Edit: The Grand — 26th of January 2099' }));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Update');
    expect(within(screen.getByRole('tabpanel')).getByLabelText('Hotel name')).toHaveValue('The Grand');
  });
});
