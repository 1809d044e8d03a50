import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { COMPANY_DETAILS } from '../../content/company';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { formatDateWithWeekday } from '../../domain/dates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_MANAGER, FakeDataPort } from '../../../tests/builders/dashboard-fakes';
import { aHotelInput, aVenueInput, daysFromToday } from '../../../tests/builders/inputs';
import { DataPortProvider } from '../../data/data-port-context';
import HotelKitPage from './hotel-kit-page';
import type { PageData } from '../../domain/page-data';
import { PageDataProvider, PageDataStore } from '../../ui/page-data';

const GRAND = { hotelName: 'The Grand Hotel', city: 'Brighton' } as const;

/** A port with the Grand's two dates and another hotel's, and the token of the Grand's link. */
async function grandWithLink() {
  const port = new FakeDataPort({ manager: FAKE_MANAGER });
  const soon = await port.createVenue(aVenueInput({ ...GRAND, date: daysFromToday(10) }));
  await port.createVenue(aVenueInput({ ...GRAND, show: 'JFK', date: daysFromToday(20) }));
  await port.createVenue(aVenueInput({ hotelName: 'Elsewhere', city: 'Leeds', date: daysFromToday(11) }));
  const [grand] = (await port.listHotels()).filter((hotel) => hotel.name === GRAND.hotelName);
  const contact = { name: 'Ada', email: 'events@grand.example.test' };
  const saved = await port.updateHotel(
    grand?.id ?? '',
    aHotelInput({ name: GRAND.hotelName, address: soon.hotelLocation, city: 'Brighton', contact }),
  );
  const sent = await port.sendHotelLink(saved.id);
  port.manager = null;
  return { port, soon, token: sent.url?.split('/').pop() ?? '' };
}

/** The manager makes the Grand a new link: the one the page was opened with opens nothing now. */
async function replaceLink(port: FakeDataPort) {
  port.manager = FAKE_MANAGER;
  await port.sendHotelLink((await port.listHotels()).find((h) => h.name === GRAND.hotelName)?.id ?? '');
  port.manager = null;
}

/** The Grand's page open, its first date's card, and what the page saves as downloads. */
async function openFirstDateSaving() {
  const { port, token } = await grandWithLink();
  const saved = catchDownloads();
  const user = openPage(port, token);
  const [seats] = await screen.findAllByRole('group', { name: 'Seats left' });
  const date = seats?.closest('li');
  if (!date) throw new Error('the page lists no date');
  return { port, user, date, saved };
}

/** What the page saves as downloads (jsdom saves nothing): each file's name and its bytes as text. */
function catchDownloads() {
  const saved: { name: string; text: string }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) void blob.text().then((text) => saved.push({ name: this.download, text }));
  });
  return saved;
}

function openPage(port: FakeDataPort, token: string, pageData: PageData = {}) {
  const user = userEvent.setup({ delay: null });
  render(
    <PageDataProvider store={new PageDataStore(pageData)}>
      <MemoryRouter initialEntries={[`/hotel-kit/${token}`]}>
        <DataPortProvider port={port}>
          <Routes>
            <Route path="/hotel-kit/:token" element={<HotelKitPage />} />
          </Routes>
        </DataPortProvider>
      </MemoryRouter>
    </PageDataProvider>,
  );
  return user;
}

describe('the hotel’s page', () => {
  // The download catcher's spies (catchDownloads) end with their test: the worker's next files share them.
  afterEach(() => vi.restoreAllMocks());
  it('lists the hotel’s own dates, each with its files and words to copy', async () => {
    const { port, token } = await grandWithLink();
    const user = openPage(port, token);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your dates at The Grand Hotel' }),
    ).toBeVisible();
    const dates = screen.getAllByRole('listitem').filter((item) => item.classList.contains('kit-date'));
    // Each named by its date (its show under it), the page's first level of headings after its title.
    // The time's "pm" joined to its number by a no-break space, so a narrow heading never splits them.
    expect(dates.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      `${formatDateWithWeekday(daysFromToday(10))}, 7\u00a0pm`,
      `${formatDateWithWeekday(daysFromToday(20))}, 7:30\u00a0pm`,
    ]);
    expect(dates.map((item) => item.querySelector('.kit-date__when')?.textContent?.trim())).toEqual([
      'The Queen of the Ocean',
      'JFK',
    ]);
    expect(screen.queryByText(/Elsewhere/)).toBeNull();
    const first = dates[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Post, square 1080x1080 (PNG)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/feed\.png$/),
    );
    // The words are closed until asked for (six texts a date would make a phone's page very long).
    const copyHashtags = within(first).getByRole('button', { name: 'Copy the hashtags' });
    expect(copyHashtags).not.toBeVisible();
    await user.click(within(first).getByText('Words to copy'));
    expect(copyHashtags).toBeVisible();
    await user.click(copyHashtags);
    expect(await navigator.clipboard.readText()).toMatch(/^#TheQueenOfTheOcean /);
    expect(within(first).getByText('Hashtags copied.')).toBeVisible();
    // The snippet for the hotel's own website is the hotel's to paste: here, not only in the dashboard, in
    // the words of the rest of its page.
    expect(screen.getByRole('heading', { name: 'Your dates on your own website' })).toBeVisible();
    const snippet = screen.getByRole('textbox', {
      name: 'Snippet for The Grand Hotel',
    }) as HTMLTextAreaElement;
    expect(snippet.value).toMatch(
      /^<iframe src="[^"]*\/widgets\/hotels\/[^"]+" title="Show dates at The Grand Hotel"/,
    );
    // Questions go to the company by one tap.
    expect(screen.getByRole('link', { name: COMPANY_DETAILS.email })).toHaveAttribute(
      'href',
      `mailto:${COMPANY_DETAILS.email}`,
    );
  });

  it('marks a date sold out with one choice, and says so', async () => {
    const { port, soon, token } = await grandWithLink();
    const user = openPage(port, token);
    const [first] = (await screen.findAllByRole('group', { name: 'Seats left' })) as HTMLElement[];
    const soldOut = within(first as HTMLElement).getByRole('button', { name: 'Sold out' });
    expect(soldOut).toHaveAttribute('aria-pressed', 'false');
    await user.click(soldOut);
    expect(await screen.findByText(/now shows "Sold out"\.$/)).toBeVisible();
    expect(soldOut).toHaveAttribute('aria-pressed', 'true');
    // Still there, under the keyboard: nothing was disabled while it saved.
    expect(soldOut).toHaveFocus();
    expect(port.venues.find((venue) => venue.id === soon.id)?.availability).toBe('sold-out');
  });

  it('a link replaced while the page is open: a seats press changes nothing and the page says the link no longer opens', async () => {
    const { port, soon, token } = await grandWithLink();
    const user = openPage(port, token);
    const [first] = (await screen.findAllByRole('group', { name: 'Seats left' })) as HTMLElement[];
    // The manager makes a new link (the Grand's contact has the old one open).
    await replaceLink(port);
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Few seats left' }));
    expect(
      await screen.findByText(/^If this is your hotel’s private link: it no longer opens/),
    ).toBeVisible();
    expect(screen.queryByText(/No such|api\/hotel-kit/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(port.venues.find((venue) => venue.id === soon.id)?.availability).toBe('on-sale');
  });

  it('saves a file asked for by its link, with the date in its name, and says where it went', async () => {
    const { user, date, saved } = await openFirstDateSaving();
    await user.click(within(date).getByRole('link', { name: 'A4 poster (PDF)' }));
    expect(await within(date).findByText('The A4 poster (PDF) is in your downloads.')).toBeVisible();
    await waitFor(() =>
      expect(saved).toEqual([
        { name: `${daysFromToday(10)}-titanic-poster-a4.pdf`, text: expect.stringMatching(/^poster-a4/) },
      ]),
    );
  });

  it('a link replaced while the page is open: a file asked for says the link no longer opens, and saves nothing', async () => {
    const { port, user, date, saved } = await openFirstDateSaving();
    await replaceLink(port);
    await user.click(within(date).getByRole('link', { name: 'A4 poster (PDF)' }));
    expect(
      await screen.findByText(/^If this is your hotel’s private link: it no longer opens/),
    ).toBeVisible();
    // The press was far down a page now replaced: the keyboard, and the screen, go to what replaced it.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(saved).toEqual([]);
  });

  it('a date moved off the hotel while the page is open: a seats press says so and the dates are read again', async () => {
    const { port, soon, token } = await grandWithLink();
    const user = openPage(port, token);
    const [first] = (await screen.findAllByRole('group', { name: 'Seats left' })) as HTMLElement[];
    port.manager = FAKE_MANAGER;
    await port.deleteVenue(soon.id);
    port.manager = null;
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Sold out' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'This date is no longer one of your hotel’s upcoming dates: your dates are shown again as they are now.',
    );
    expect(notice).toHaveFocus();
    // Read again: the JFK date alone is left.
    await waitFor(() => expect(screen.getAllByRole('group', { name: 'Seats left' })).toHaveLength(1));
  });

  it('promises visitors of a sold-out date the "seats come back" list only where the site sends e-mail', async () => {
    const { port, token } = await grandWithLink();
    openPage(port, token);
    const [mailOn] = await screen.findAllByRole('group', { name: 'Seats left' });
    expect(mailOn).toHaveAccessibleDescription(/Sold out offers visitors "tell me if seats come back"/);
    cleanup();
    openPage(port, token, { mailOff: true });
    const [mailOff] = await screen.findAllByRole('group', { name: 'Seats left' });
    expect(mailOff).toHaveAccessibleDescription(
      'Shows on the site at once. On a sold-out date, visitors are asked to contact you about returns.',
    );
  });

  it('says which dates are coming up this week: Tomorrow, In 5 days, and nothing further off', async () => {
    const { port, token } = await grandWithLink();
    port.manager = FAKE_MANAGER;
    await port.createVenue(aVenueInput({ ...GRAND, date: daysFromToday(1) }));
    await port.createVenue(aVenueInput({ ...GRAND, show: 'Scrooge', date: daysFromToday(5) }));
    port.manager = null;
    openPage(port, token);
    await screen.findByRole('heading', { level: 1, name: 'Your dates at The Grand Hotel' });
    const marks = await screen.findAllByText(/^(Today|Tomorrow|In \d+ days)$/);
    expect(marks.map((mark) => mark.textContent)).toEqual(['Tomorrow', 'In 5 days']);
  });

  it('shows the not-found page for a link that opens nothing, saying what a hotel does about it', async () => {
    const { port } = await grandWithLink();
    openPage(port, 'no-such-token');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Sorry, we can't find that page" }),
    ).toBeVisible();
    // The same words for any token, replaced or never made: they tell nobody which it was.
    expect(screen.getByText(/^If this is your hotel’s private link: it no longer opens/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
