import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { buildVenue, fakeDataPort } from '../../../tests/builders/fake-data-port';
import { PageDataProvider, PageDataStore } from '../../ui/page-data';
import { DataPortProvider } from '../../data/data-port-context';
import { DataError } from '../../data/errors';
import type { DataPort } from '../../data/port';
import type { Venue } from '../../domain/venue';
import { VenueGrid } from './venue-grid';

function renderGrid(overrides: Partial<DataPort>, seed: Venue[] = []) {
  render(
    <MemoryRouter>
      <DataPortProvider port={fakeDataPort(overrides, seed).port}>
        <VenueGrid show="Titanic" />
      </DataPortProvider>
    </MemoryRouter>,
  );
}

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent?.replace(/ \(.*\)$/, ''));

describe('VenueGrid', () => {
  it('shows the dates the page arrived with at once, without asking the port; a later visit asks', async () => {
    const embedded = [buildVenue({ hotelName: 'From The Page' })];
    const listUpcomingVenues = vi.fn(async () => [buildVenue({ hotelName: 'From The Port' })]);
    const store = new PageDataStore({ listings: { Titanic: embedded } });
    const grid = (
      <MemoryRouter>
        <DataPortProvider port={fakeDataPort({ listUpcomingVenues }).port}>
          <PageDataProvider store={store}>
            <VenueGrid show="Titanic" />
          </PageDataProvider>
        </DataPortProvider>
      </MemoryRouter>
    );
    const first = render(grid);
    // The first render, like the server's HTML, already lists them: nothing to load.
    expect(names()).toEqual(['From The Page', 'Coming soon']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 upcoming date');
    await waitFor(() => expect(store.peek('listings')).toBeUndefined());
    expect(listUpcomingVenues).not.toHaveBeenCalled();

    first.unmount();
    render(grid);
    expect(await screen.findByRole('heading', { name: /from the port/i })).toBeInTheDocument();
    expect(listUpcomingVenues).toHaveBeenCalledTimes(1);
  });

  it('says "Loading..." in a status region until the dates arrive', async () => {
    renderGrid({}, [buildVenue({ hotelName: 'The Grand' })]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: /the grand/i })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 upcoming date');
  });

  it('lists the listings in the order the port returns them, then the Coming soon card', async () => {
    const ordered = [
      buildVenue({ hotelName: 'First', date: '2030-01-02' }),
      buildVenue({ hotelName: 'Second', date: '2030-02-01' }),
      buildVenue({ hotelName: 'Third', date: '2030-12-01' }),
    ];
    renderGrid({ listUpcomingVenues: async () => ordered });
    await screen.findByRole('heading', { name: /first/i });
    expect(names()).toEqual(['First', 'Second', 'Third', 'Coming soon']);
  });

  it('says when no dates are announced, with ways to ask or host', async () => {
    renderGrid({});
    expect(await screen.findByText(/no dates announced yet/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Host this show' })).toHaveAttribute('href', '/eventContact');
    expect(names()).toEqual(['Coming soon']);
  });

  it('explains a failure and loads again on Retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderGrid({
      listUpcomingVenues: async () => {
        calls += 1;
        if (calls === 1) throw new DataError('unavailable', 'offline');
        return [buildVenue({ hotelName: 'The Grand' })];
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn't load the dates/i);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /the grand/i })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
