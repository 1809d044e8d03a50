import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeDataPort } from '../../../tests/builders/dashboard-fakes';
import { buildVenue } from '../../../tests/builders/fake-data-port';
import { daysFromToday } from '../../../tests/builders/inputs';
import { DataPortProvider } from '../../data/data-port-context';
import { DataError } from '../../data/errors';
import { MIN_FILL_MS } from '../../domain/spam-guard';
import { EVERY_DATE } from '../../domain/whats-on-filters';
import { WhatsOn } from './whats-on';

afterEach(() => {
  vi.useRealTimers();
  // The city chosen is kept for the visit (the tab): each test is a visit of its own.
  sessionStorage.clear();
});

const venues = [
  buildVenue({ show: 'JFK', hotelName: 'Hilton Cardiff', city: 'Cardiff', date: daysFromToday(40) }),
  buildVenue({ show: 'Titanic', hotelName: 'The Grand Hotel', city: 'Brighton', date: daysFromToday(3) }),
  buildVenue({ show: 'Scrooge', hotelName: 'Park Plaza', city: 'Cardiff', date: daysFromToday(10) }),
  buildVenue({ show: 'Scrooge', hotelName: 'Long gone', city: 'Cardiff', date: daysFromToday(-2) }),
];

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderWhatsOn(
  url: string | { pathname: string; state: unknown },
  port = new FakeDataPort({ venues }),
) {
  const user = userEvent.setup({ delay: null });
  render(
    <DataPortProvider port={port}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/whats-on" element={<WhatsOn />} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </DataPortProvider>,
  );
  return { user, port };
}

const hotels = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe("What's on", () => {
  it('lists every upcoming date of every show in date order, by month, with a count', async () => {
    renderWhatsOn('/whats-on');
    expect(await screen.findByText('3 dates')).toBeInTheDocument();
    expect(hotels()).toEqual([
      'The Queen of the Ocean: The Grand Hotel',
      'Scrooge: Park Plaza',
      'JFK: Hilton Cardiff',
    ]);
    const firstMonth = screen.getAllByRole('heading', { level: 2 })[0];
    expect(firstMonth?.textContent).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  });

  it("after a city's own dates, lists those within 50 miles with how far away, the other filters applied", async () => {
    const bristol = buildVenue({
      show: 'Scrooge',
      hotelName: 'The Bristol Hotel',
      city: 'Bristol',
      date: daysFromToday(5),
    });
    renderWhatsOn('/whats-on?city=bristol&show=scrooge', new FakeDataPort({ venues: [...venues, bristol] }));
    // Bristol's one Scrooge date, then Cardiff's (26 miles): not its JFK date, not Brighton's.
    expect(await screen.findByText('1 date, 1 more within 50 miles')).toBeInTheDocument();
    expect(hotels()).toEqual(['Scrooge: The Bristol Hotel', 'Scrooge: Park Plaza']);
    const near = within(screen.getByRole('region', { name: 'Within 50 miles of Bristol' }));
    expect(near.getByText('Cardiff, 26 miles away')).toBeInTheDocument();
    // A city with none of its own says so once, and does not say "no dates match" above dates that do.
    cleanup();
    renderWhatsOn('/whats-on?city=bristol&show=jfk');
    expect(await screen.findByText('1 date within 50 miles of Bristol')).toBeInTheDocument();
    expect(screen.getByText('Nothing in Bristol yet: these are within 50 miles.')).toBeInTheDocument();
    expect(screen.queryByText(/No dates in Bristol/)).not.toBeInTheDocument();
    expect(screen.queryByText('No dates match yet.')).not.toBeInTheDocument();
    // Any city may be chosen, with dates of its own or not.
    expect(
      within(screen.getByLabelText('City')).getByRole('option', { name: 'Sheffield' }),
    ).toBeInTheDocument();
  });

  it('reads the city and show from the address, and links each date to its page', async () => {
    renderWhatsOn('/whats-on?city=cardiff&show=scrooge');
    expect(await screen.findByText('1 date')).toBeInTheDocument();
    expect(hotels()).toEqual(['Scrooge: Park Plaza']);
    expect(screen.getByRole('link', { name: 'Scrooge: Park Plaza' })).toHaveAttribute(
      'href',
      `/Scrooge/${venues[2]?.date}-park-plaza`,
    );
    expect(screen.getByLabelText('City')).toHaveValue('cardiff');
    expect(screen.getByLabelText('Show')).toHaveValue('Scrooge');
  });

  it('opened with no filter, narrows to the city chosen earlier in the visit; Clear filters forgets it', async () => {
    sessionStorage.setItem('chosen-city', 'Cardiff');
    const { user } = renderWhatsOn('/whats-on');
    expect(await screen.findByText('2 dates')).toBeInTheDocument();
    expect(address()).toBe('/whats-on?city=cardiff');

    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(address()).toBe('/whats-on');
    expect(screen.getByText('3 dates')).toBeInTheDocument();
    expect(sessionStorage.getItem('chosen-city')).toBeNull();
    // The link went with the filters: the keyboard is on the first filter, not lost to the page.
    expect(screen.getByLabelText('Show')).toHaveFocus();
  });

  it('opened by a link that promises every date (/next’s), shows every date whatever the visit’s city', async () => {
    sessionStorage.setItem('chosen-city', 'Cardiff');
    renderWhatsOn({ pathname: '/whats-on', state: EVERY_DATE });
    expect(await screen.findByText('3 dates')).toBeInTheDocument();
    expect(address()).toBe('/whats-on');
  });

  it("opened with a filter (a show's button), keeps to it, and remembers a city chosen here", async () => {
    sessionStorage.setItem('chosen-city', 'Brighton');
    const { user } = renderWhatsOn('/whats-on?show=scrooge');
    expect(await screen.findByText('1 date')).toBeInTheDocument();
    expect(address()).toBe('/whats-on?show=scrooge');
    await user.selectOptions(screen.getByLabelText('City'), 'Cardiff');
    expect(sessionStorage.getItem('chosen-city')).toBe('Cardiff');
  });

  it("a show with no date in the city chosen points to that city's dates of the other shows", async () => {
    // The banner's Book a Show opens What's on at its show; the visitor then chooses their city.
    const { user } = renderWhatsOn('/whats-on?show=Titanic&city=cardiff');
    expect(await screen.findByText('0 dates')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See the 2 dates of other shows in Cardiff' }));
    expect(address()).toBe('/whats-on?city=cardiff');
    expect(hotels()).toEqual(['Scrooge: Park Plaza', 'JFK: Hilton Cardiff']);
  });

  it('puts a chosen filter in the address, and Back undoes it', async () => {
    const { user } = renderWhatsOn('/whats-on');
    await screen.findByText('3 dates');
    await user.selectOptions(screen.getByLabelText('City'), 'Cardiff');
    expect(address()).toBe('/whats-on?city=cardiff');
    expect(hotels()).toEqual(['Scrooge: Park Plaza', 'JFK: Hilton Cardiff']);

    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(address()).toBe('/whats-on');
    expect(screen.getByText('3 dates')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('/whats-on?city=cardiff');
    expect(screen.getByText('2 dates')).toBeInTheDocument();
  });

  it('"step-free only" leaving nothing says the entrances are not confirmed, and offers the dates to ask about', async () => {
    const { user } = renderWhatsOn('/whats-on?city=cardiff&access=step-free');
    expect(await screen.findByText('0 dates')).toBeInTheDocument();
    expect(
      screen.getByText('No hotel has confirmed a step-free entrance for these dates yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No dates match yet.')).toBeNull();
    expect(
      screen.getByText(/^2 dates are at hotels whose entrance we have not confirmed either way/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See the 2 dates whose entrance is not confirmed' }));
    expect(address()).toBe('/whats-on?city=cardiff');
    expect(hotels()).toEqual(['Scrooge: Park Plaza', 'JFK: Hilton Cardiff']);
  });

  it('says when nothing matches and offers the "tell me when" form with the filter chosen, consent unticked', async () => {
    renderWhatsOn('/whats-on?city=york&show=jfk');
    expect(await screen.findByText('0 dates')).toBeInTheDocument();
    expect(screen.getByText('No dates match yet.')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'E-mail me about new dates' });
    expect(within(form).getByLabelText(/which show/i)).toHaveValue('JFK');
    expect(within(form).getByLabelText(/which city/i)).toHaveValue('York');
    const consent = within(form).getByRole('checkbox', {
      name: /e-mail me when jfk .*has a new date in york/i,
    });
    expect(consent).not.toBeChecked();
    expect(screen.queryByRole('link', { name: 'Tell me when' })).toBeNull();
  });

  it('sends the subscription from the empty filter with what the visitor chose, once they consent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user, port } = renderWhatsOn('/whats-on?city=york');
    const form = await screen.findByRole('form', { name: 'E-mail me about new dates' });
    await user.type(within(form).getByRole('textbox', { name: /^e-mail/i }), 'ada@example.co.uk');
    await user.click(within(form).getByRole('checkbox'));
    vi.setSystemTime(Date.now() + MIN_FILL_MS + 100);
    await user.click(within(form).getByRole('button', { name: 'Sign me up' }));
    expect(await within(form).findByText(/please click the link in it to confirm/i)).toBeInTheDocument();
    expect(port.callsOf('subscribe').map((call) => call.args[0])).toEqual([
      { email: 'ada@example.co.uk', show: undefined, city: 'York', consent: true, page: '/' },
    ]);
  });

  it('gives way to the dates when the visitor picks a city that has some', async () => {
    const { user } = renderWhatsOn('/whats-on?city=york');
    await screen.findByRole('form', { name: 'E-mail me about new dates' });
    await user.selectOptions(screen.getByLabelText('City'), 'Cardiff');
    expect(address()).toBe('/whats-on?city=cardiff');
    expect(screen.queryByRole('form', { name: 'E-mail me about new dates' })).toBeNull();
  });

  it('offers a retry when the dates cannot be loaded', async () => {
    const port = new FakeDataPort({ venues }).failNext(
      'listAllUpcomingVenues',
      new DataError('unavailable', 'x'),
    );
    const { user } = renderWhatsOn('/whats-on', port);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 dates')).toBeInTheDocument();
  });

  it('marks a sold-out date and gives the others a Book link that says where it goes', async () => {
    const port = new FakeDataPort({
      venues: [buildVenue({ soldOut: true, date: daysFromToday(1) }), buildVenue({ date: daysFromToday(2) })],
    });
    renderWhatsOn('/whats-on', port);
    await screen.findByText('2 dates');
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Book: / })).toHaveLength(1);
  });

  it('offers the calendar of what the filters choose, by webcal, Google Calendar and its https address', async () => {
    renderWhatsOn('/whats-on?city=cardiff');
    await screen.findByText('2 dates');
    const origin = window.location.origin;
    const subscribe = screen.getByRole('link', { name: 'Subscribe: dates in Cardiff' });
    expect(subscribe).toHaveAttribute(
      'href',
      `${origin.replace(/^http/, 'webcal')}/calendars/cities/cardiff.ics`,
    );
    expect(screen.getByRole('link', { name: /^Google Calendar \(dates in Cardiff/ })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(
        `${origin.replace(/^http/, 'webcal')}/calendars/cities/cardiff.ics`,
      )}`,
    );
    expect(screen.getByRole('link', { name: 'Calendar address (dates in Cardiff)' })).toHaveAttribute(
      'href',
      '/calendars/cities/cardiff.ics',
    );
    // The link is counted as a calendar download of that feed.
    expect(subscribe).toHaveAttribute('data-count', 'calendar');
    expect(subscribe).toHaveAttribute('data-listing', '/calendars/cities/cardiff.ics');
    expect(screen.getByRole('link', { name: 'New dates (Atom feed)' })).toHaveAttribute(
      'href',
      '/calendars/new-dates.atom',
    );
  });

  it('offers every date without a filter, and both a city and a show when both are chosen', async () => {
    const { user } = renderWhatsOn('/whats-on');
    await screen.findByText('3 dates');
    expect(screen.getByRole('link', { name: 'Subscribe: every date' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('City'), 'Cardiff');
    await user.selectOptions(screen.getByLabelText('Show'), 'Scrooge');
    await screen.findByText('1 date');
    expect(screen.getAllByRole('link', { name: /^Subscribe:/ }).map((link) => link.textContent)).toEqual([
      'Subscribe: dates in Cardiff',
      'Subscribe: Scrooge dates',
    ]);
  });
});
