import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
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

/** The cards of the show's own list (dates near a chosen city follow in a list of their own). */
const names = () =>
  within(screen.getAllByRole('list')[0] as HTMLElement)
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
    const user = userEvent.setup({ delay: null });
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

  describe('city chooser', () => {
    const twoCities = () => [
      buildVenue({ hotelName: 'Cardiff Castle', city: 'Cardiff', date: '2030-01-02' }),
      buildVenue({ hotelName: 'Brighton Grand', city: 'Brighton', date: '2030-01-03' }),
      buildVenue({ hotelName: 'Cardiff Bay', city: 'Cardiff', date: '2030-02-01' }),
    ];
    function Address() {
      const { pathname, search } = useLocation();
      return <output aria-label="address">{`${pathname}${search}`}</output>;
    }
    const renderAt = (url: string, venues: Venue[]) =>
      render(
        <MemoryRouter initialEntries={[url]}>
          <DataPortProvider port={fakeDataPort({ listUpcomingVenues: async () => venues }).port}>
            <VenueGrid show="Titanic" />
            <Address />
          </DataPortProvider>
        </MemoryRouter>,
      );

    it("narrows the cards to the chosen city, in the address, and keeps it for the visit's next show page", async () => {
      sessionStorage.clear();
      const user = userEvent.setup({ delay: null });
      const first = renderAt('/titanic', twoCities());
      await screen.findByRole('heading', { name: /cardiff castle/i });
      expect(names()).toEqual(['Cardiff Castle', 'Brighton Grand', 'Cardiff Bay', 'Coming soon']);

      await user.selectOptions(screen.getByLabelText('Dates in'), 'Cardiff');
      expect(names()).toEqual(['Cardiff Castle', 'Cardiff Bay', 'Coming soon']);
      expect(screen.getByLabelText('address')).toHaveTextContent('/titanic?city=cardiff');
      expect(screen.getByText('Showing 2 upcoming dates')).toBeInTheDocument();

      // Another page of the same visit, opened without a city: it narrows to the one chosen.
      first.unmount();
      renderAt('/titanic', twoCities());
      await waitFor(() =>
        expect(screen.getByLabelText('address')).toHaveTextContent('/titanic?city=cardiff'),
      );
      await waitFor(() => expect(names()).toEqual(['Cardiff Castle', 'Cardiff Bay', 'Coming soon']));

      await user.selectOptions(screen.getByLabelText('Dates in'), 'All cities');
      expect(names()).toHaveLength(4);
      expect(sessionStorage.getItem('chosen-city')).toBeNull();
    });

    it("says when the chosen city has none of the show's dates, and offers every city", async () => {
      sessionStorage.clear();
      const user = userEvent.setup({ delay: null });
      renderAt('/titanic?city=york', twoCities());
      expect(
        await screen.findByText('No dates in York at the moment.', { selector: 'p.fw-bold' }),
      ).toBeVisible();
      // The status says the same, not "Showing 0 upcoming dates".
      expect(screen.getAllByRole('status')[0]).toHaveTextContent('No dates in York at the moment.');
      await user.click(screen.getByRole('button', { name: 'See its 3 dates in other cities' }));
      expect(names()).toHaveLength(4);
      // The button has gone: the keyboard is at the chooser, not lost to the page.
      expect(screen.getByLabelText('Dates in')).toHaveFocus();
    });

    it("offers every city, and after the chosen one's own dates lists the show's dates within 50 miles of it", async () => {
      sessionStorage.clear();
      const user = userEvent.setup({ delay: null });
      const north = [
        buildVenue({ hotelName: 'Leeds Queens', city: 'Leeds', date: '2030-01-02' }),
        buildVenue({ hotelName: 'Bristol Harbour', city: 'Bristol', date: '2030-01-03' }),
        buildVenue({ hotelName: 'York Grand', city: 'York', date: '2030-02-01' }),
      ];
      renderAt('/titanic', north);
      await screen.findByRole('heading', { name: /leeds queens/i });
      // Sheffield has no date of this show, yet a visitor there can choose it.
      await user.selectOptions(screen.getByLabelText('Dates in'), 'Sheffield');
      expect(screen.getByText('Nothing in Sheffield yet: these are within 50 miles.')).toBeInTheDocument();
      expect(screen.getByText('2 dates within 50 miles of Sheffield')).toBeInTheDocument();
      const near = within(screen.getByRole('region', { name: 'Within 50 miles of Sheffield' }));
      expect(near.getByRole('heading', { level: 2 })).toHaveTextContent('Within 50 miles of Sheffield');
      expect(
        near.getAllByRole('heading', { level: 3 }).map((h) => h.textContent?.replace(/ \(.*\)$/, '')),
      ).toEqual(['Leeds Queens', 'York Grand']);
      // No empty list of Sheffield's own is left for a screen reader to announce.
      expect(screen.getAllByRole('list').filter((list) => list.children.length === 0)).toEqual([]);
      expect(near.getByText('Leeds, 29 miles away')).toBeInTheDocument();
      expect(near.getByText('York, 43 miles away')).toBeInTheDocument();

      // York has one of its own, then Leeds's, 22 miles away; Bristol's is too far for either.
      await user.selectOptions(screen.getByLabelText('Dates in'), 'York');
      // The Coming soon card follows the dates near York, not the city's own.
      expect(names()).toEqual(['York Grand']);
      expect(screen.getAllByRole('list').at(-1)).toHaveTextContent(/^Coming soon/);
      expect(screen.getByText('Showing 1 upcoming date, 1 more within 50 miles')).toBeInTheDocument();
      expect(screen.getByText('Leeds, 22 miles away')).toBeInTheDocument();
      expect(screen.queryByText(/Bristol Harbour/)).not.toBeInTheDocument();
    });

    it('is left out while the show plays in one city', async () => {
      sessionStorage.clear();
      renderAt('/titanic', [buildVenue({ hotelName: 'Only One', city: 'Cardiff' })]);
      await screen.findByRole('heading', { name: /only one/i });
      expect(screen.queryByLabelText('Dates in')).not.toBeInTheDocument();
    });
  });
});
