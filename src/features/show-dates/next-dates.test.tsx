import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeDataPort } from '../../../tests/builders/dashboard-fakes';
import { buildVenue } from '../../../tests/builders/fake-data-port';
import { DataPortProvider } from '../../data/data-port-context';
import { formatDateWithWeekday } from '../../domain/dates';
import { NextDates } from './next-dates';

const venues = [
  buildVenue({ show: 'JFK', hotelName: 'Hilton Cardiff', city: 'Cardiff', date: '2030-03-06' }),
  buildVenue({ show: 'Titanic', hotelName: 'The Grand', city: 'Brighton', date: '2030-01-04' }),
  buildVenue({
    show: 'Scrooge',
    hotelName: 'Park Plaza',
    city: 'Cardiff',
    date: '2030-02-01',
    availability: 'sold-out',
  }),
];

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function renderNext(url = '/next') {
  render(
    <DataPortProvider port={new FakeDataPort({ venues })}>
      <MemoryRouter initialEntries={[url]}>
        <NextDates />
        <Address />
      </MemoryRouter>
    </DataPortProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** Each date's link, as a screen reader reads it. */
const links = () =>
  within(screen.getByRole('list', { name: 'The next dates' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => sessionStorage.clear());

describe('NextDates', () => {
  it("lists every show's dates soonest first, each one link to its page with the weekday and its mark", async () => {
    renderNext();
    expect(await screen.findByText('3 dates')).toBeInTheDocument();
    expect(links()).toEqual([
      `${formatDateWithWeekday('2030-01-04')}, 7 pmThe Queen of the OceanThe Grand, Brighton`,
      `${formatDateWithWeekday('2030-02-01')}, 7 pmScroogePark Plaza, CardiffSold out`,
      `${formatDateWithWeekday('2030-03-06')}, 7:30 pmJFKHilton Cardiff`,
    ]);
    expect(screen.getByRole('link', { name: /Park Plaza/ })).toHaveAttribute(
      'href',
      '/Scrooge/2030-02-01-park-plaza',
    );
  });

  it('shows its link to What’s on below the dates once they are in, not above them while they load', async () => {
    renderNext();
    const whatsOn = { name: "All dates, with filters, on What's on" };
    expect(screen.getByText('Loading dates...')).toBeInTheDocument();
    // Above a list still loading, the arriving dates pushed it down the first screen: a layout shift.
    expect(screen.queryByRole('link', whatsOn)).not.toBeInTheDocument();
    expect(await screen.findByText('3 dates')).toBeInTheDocument();
    expect(screen.getByRole('link', whatsOn)).toHaveAttribute('href', '/whats-on');
  });

  it('narrows to the chosen city, in the address and for the rest of the visit', async () => {
    const user = renderNext();
    await screen.findByText('3 dates');
    await user.selectOptions(screen.getByLabelText('Dates in'), 'Cardiff');
    expect(screen.getByText('2 dates')).toBeInTheDocument();
    expect(links().map((text) => /Park Plaza|Hilton Cardiff|The Grand/.exec(text ?? '')?.[0])).toEqual([
      'Park Plaza',
      'Hilton Cardiff',
    ]);
    expect(screen.getByLabelText('address')).toHaveTextContent('/next?city=cardiff');
    expect(sessionStorage.getItem('chosen-city')).toBe('Cardiff');
  });

  it('offers a city without dates, and lists the dates within 50 miles of it with how far they are', async () => {
    const user = renderNext();
    await screen.findByText('3 dates');
    // Bristol has no dates of its own; Cardiff's are 26 miles away, Brighton's are not near.
    await user.selectOptions(screen.getByLabelText('Dates in'), 'Bristol');
    expect(screen.getByText('2 dates within 50 miles of Bristol')).toBeInTheDocument();
    const near = within(screen.getByRole('region', { name: 'Within 50 miles of Bristol' }));
    expect(near.getAllByRole('link').map((link) => link.textContent)).toEqual([
      `${formatDateWithWeekday('2030-02-01')}, 7 pmScroogePark Plaza, Cardiff, 26 miles awaySold out`,
      `${formatDateWithWeekday('2030-03-06')}, 7:30 pmJFKHilton Cardiff, 26 miles away`,
    ]);
  });
});
