import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FakeDataPort } from '../../../tests/builders/dashboard-fakes';
import { buildVenue } from '../../../tests/builders/fake-data-port';
import { daysFromToday } from '../../../tests/builders/inputs';
import { showArt } from '../../content/pictures';
import { DATE_PAGE_COPY } from '../../content/show-dates';
import { DataPortProvider } from '../../data/data-port-context';
import type { DataPort } from '../../data/port';
import { formatDateWithWeekday } from '../../domain/dates';
import { venueSlug } from '../../domain/venue-slug';
import { documentTitle } from '../../ui/use-page-meta';
import ShowDatePage from './show-date-page';

const grand = buildVenue({
  show: 'Titanic',
  hotelName: 'The Grand Hotel',
  hotelLocation: "97-99 King's Road, Brighton BN1 2FW",
  city: 'Brighton',
  date: daysFromToday(12),
});
const midland = buildVenue({
  show: 'Titanic',
  hotelName: 'The Midland',
  city: 'Manchester',
  date: daysFromToday(30),
});
const past = buildVenue({ show: 'Titanic', hotelName: 'The Old Ship', date: daysFromToday(-5) });

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname}</output>;
}

function renderDatePage(path: string, port: DataPort = new FakeDataPort({ venues: [grand, midland, past] })) {
  render(
    <DataPortProvider port={port}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/titanic/:slug" element={<ShowDatePage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </DataPortProvider>,
  );
}

describe('a page per date', () => {
  it('shows the date in full: when, where, Book, calendar and share links, and the other dates', async () => {
    const user = userEvent.setup();
    renderDatePage(`/titanic/${venueSlug(grand)}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'The Queen of the Ocean at The Grand Hotel, Brighton',
      }),
    ).toBeInTheDocument();
    // The weekday, the day and the evening's start and finish (Titanic: 7 pm and three hours).
    expect(screen.getByText(formatDateWithWeekday(grand.date))).toHaveAttribute(
      'datetime',
      expect.stringMatching(new RegExp(`^${grand.date}T19:00:00`)),
    );
    expect(screen.getByText('Time').nextElementSibling).toHaveTextContent(/^7 pm to 10 pm$/);
    expect(screen.getByText("97-99 King's Road, Brighton BN1 2FW")).toBeInTheDocument();
    // The hotel's own booking page, told the visitor came from this site.
    expect(screen.getByRole('link', { name: /Book with the venue/ })).toHaveAttribute(
      'href',
      `${grand.bookingUrl}?utm_source=queenoftheocean`,
    );
    for (const map of screen.getAllByRole('link', { name: /Show on a map/ })) {
      expect(map.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    }
    expect(screen.getByRole('link', { name: 'Download calendar file (.ics)' })).toHaveAttribute(
      'href',
      `/titanic/${venueSlug(grand)}.ics`,
    );
    expect(screen.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')).toMatch(
      /^https:\/\/calendar\.google\.com\//,
    );
    const share = within(screen.getByRole('region', { name: 'Share this date' }));
    expect(share.getAllByRole('link')).toHaveLength(4);
    // For anywhere else (a group chat, Instagram's messages): the date page's own address.
    await user.click(share.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toMatch(new RegExp(`/titanic/${venueSlug(grand)}$`));
    expect(share.getByRole('status')).toHaveTextContent('Link copied.');
    const others = within(screen.getByRole('region', { name: 'Other dates of The Queen of the Ocean' }));
    expect(others.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['The Midland']);
    // Its own title: the show, the hotel, the city and the day. React sets it in an effect that may run
    // after the heading is on screen (a busy machine shows the gap), so the test waits for it like a reader.
    await waitFor(() =>
      expect(document.title).toBe(
        documentTitle(
          `The Queen of the Ocean at The Grand Hotel, Brighton, ${formatDateWithWeekday(grand.date)}`,
        ),
      ),
    );
  });

  it('says "Sold out" instead of a Book link', async () => {
    const soldOut = { ...grand, soldOut: true, availability: 'sold-out' as const };
    renderDatePage(`/titanic/${venueSlug(grand)}`, new FakeDataPort({ venues: [soldOut] }));
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Book with the venue/ })).not.toBeInTheDocument();
  });

  it('says a cancelled date is cancelled, in its heading place, without Book or calendar links', async () => {
    const cancelled = { ...grand, status: 'cancelled' as const };
    renderDatePage(`/titanic/${venueSlug(grand)}`, new FakeDataPort({ venues: [cancelled] }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText(/will not go ahead/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Book with the venue/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /calendar/i })).not.toBeInTheDocument();
  });

  it('says a postponed date is postponed, without a Book link, and a moved date where it moved from', async () => {
    const postponed = { ...grand, status: 'postponed' as const };
    renderDatePage(`/titanic/${venueSlug(grand)}`, new FakeDataPort({ venues: [postponed] }));
    expect(await screen.findByText('Postponed: new date to be announced')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Book with the venue/ })).not.toBeInTheDocument();
  });

  it('says a past date has passed, without Book or calendar, and lists the dates to come', async () => {
    renderDatePage(`/titanic/${venueSlug(past)}`);
    expect(await screen.findByText('This date has passed.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Book with the venue/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add to calendar' })).not.toBeInTheDocument();
    const others = within(screen.getByRole('region', { name: 'Other dates of The Queen of the Ocean' }));
    expect(others.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'The Grand Hotel',
      'The Midland',
    ]);
  });

  it('says an unknown or deleted date is no longer listed, with the upcoming dates and a way to ask', async () => {
    renderDatePage('/titanic/2030-01-01-nowhere');
    expect(await screen.findByText('This date is no longer listed.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(documentTitle(DATE_PAGE_COPY.gone.meta)));
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'The Grand Hotel' })).toBeInTheDocument();
  });

  it("moves a listing's former address to its current one", async () => {
    const port = new FakeDataPort({ venues: [grand] });
    const current = port.findVenueBySlug.bind(port);
    port.findVenueBySlug = async (show, slug) =>
      slug === '2029-01-01-old-name' ? { kind: 'moved', venue: grand } : current(show, slug);
    renderDatePage('/titanic/2029-01-01-old-name', port);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
        `/titanic/${venueSlug(grand)}`,
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: /The Grand Hotel/ })).toBeInTheDocument();
  });

  it("shows the show's picture and the date's layout while the listing is on its way, then fills in the date", async () => {
    const port = new FakeDataPort({ venues: [grand] });
    let answer: (lookup: Awaited<ReturnType<DataPort['findVenueBySlug']>>) => void = () => undefined;
    port.findVenueBySlug = () => new Promise((resolve) => (answer = resolve));
    renderDatePage(`/titanic/${venueSlug(grand)}`, port);
    expect(screen.getByText(DATE_PAGE_COPY.loading)).toBeInTheDocument();
    const card = showArt('Titanic').card;
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
        link.getAttribute('href'),
      );
    expect(preloads()).toContain(card.src);
    const picture = screen.getByRole('img', { name: card.alt });
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByText(DATE_PAGE_COPY.when)).toBeInTheDocument();
    // Nothing about the date itself until it has arrived.
    expect(screen.queryByText(formatDateWithWeekday(grand.date))).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Book with the venue/ })).not.toBeInTheDocument();

    answer({ kind: 'found', venue: grand });
    expect(await screen.findByText(formatDateWithWeekday(grand.date))).toBeInTheDocument();
    expect(screen.queryByText(DATE_PAGE_COPY.loading)).not.toBeInTheDocument();
    // The same picture, not another one painted in its place.
    expect(screen.getByRole('img', { name: card.alt })).toBe(picture);
  });
});
