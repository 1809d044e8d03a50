import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShowsCarousel } from './shows-carousel';
import { stubReducedMotion, swiperDouble } from '../../../tests/builders/swiper-double';
import { FakeDataPort } from '../../../tests/builders/dashboard-fakes';
import { buildVenue } from '../../../tests/builders/fake-data-port';
import { daysFromToday } from '../../../tests/builders/inputs';
import { DataPortProvider } from '../../data/data-port-context';
import type { Venue } from '../../domain/venue';
import { PageDataProvider, PageDataStore } from '../../ui/page-data';

const listed = [
  buildVenue({ show: 'JFK', hotelName: 'Hilton Cardiff', city: 'Cardiff', date: daysFromToday(40) }),
  buildVenue({ show: 'Titanic', hotelName: 'The Grand Hotel', city: 'Brighton', date: daysFromToday(3) }),
  buildVenue({
    show: 'Titanic',
    hotelName: 'The Marina',
    city: 'Swansea',
    date: daysFromToday(9),
    soldOut: true,
  }),
  buildVenue({ show: 'Scrooge', hotelName: 'Long gone', city: 'York', date: daysFromToday(-2) }),
];

function renderCarousel(venues: Venue[] = listed, embedded?: Venue[], container?: HTMLElement) {
  const port = new FakeDataPort({ venues });
  render(
    <DataPortProvider port={port}>
      <PageDataProvider store={new PageDataStore(embedded ? { homeDates: embedded } : {})}>
        <MemoryRouter>
          <ShowsCarousel />
        </MemoryRouter>
      </PageDataProvider>
    </DataPortProvider>,
    { container },
  );
  return userEvent.setup({ delay: null });
}

describe('Our shows carousel', () => {
  beforeEach(() => {
    stubReducedMotion(false);
    swiperDouble.renders.length = 0;
    vi.clearAllMocks();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('passes Swiper its settings: 4/3/2/1 per view, spacing, 7 s autoplay, loop', () => {
    renderCarousel();
    const options = swiperDouble.renders.at(-1);
    expect(options).toMatchObject({
      loop: true,
      slidesPerView: 1,
      spaceBetween: 30,
      breakpoints: {
        768: { slidesPerView: 2, spaceBetween: 30 },
        992: { slidesPerView: 3, spaceBetween: 45 },
        1200: { slidesPerView: 4, spaceBetween: 45 },
      },
      autoplay: { delay: 7000 },
    });
    expect(options?.modules).toEqual(expect.arrayContaining([{ name: 'Autoplay' }]));
  });

  it('shows the upcoming listings, in date order, each with hotel, city, the date in words and Book to its page', async () => {
    renderCarousel();
    const cards = await screen.findAllByRole('article');
    const dated = cards.slice(0, 3).map((card) => within(card));
    expect(dated.map((card) => card.getByRole('heading', { level: 3 }).textContent)).toEqual([
      'The Queen of the Ocean',
      'The Queen of the Ocean',
      'JFK',
    ]);
    expect(dated[0]?.getByText('The Grand Hotel, Brighton')).toBeInTheDocument();
    expect(dated[0]?.getByRole('link', { name: /^Book/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/titanic\/\d{4}-\d{2}-\d{2}-the-grand-hotel$/),
    );
    expect(dated[1]?.getByText('Sold out')).toBeInTheDocument();
    // The town once: the hotel is named with it.
    expect(dated[2]?.getByText('Hilton Cardiff')).toBeInTheDocument();
    // Dates in words, never as year-month-day; a past listing is never shown.
    expect(screen.queryByText(/\d{4}-\d{2}-\d{2}/)).toBeNull();
    expect(screen.queryByText(/Long gone/)).toBeNull();
    expect(dated[2]?.getByText(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeInTheDocument();
  });

  it('gives a show without upcoming dates a card that says so and offers to tell the visitor when', async () => {
    renderCarousel();
    const cards = await screen.findAllByRole('article');
    const coming = cards.slice(3).map((card) => within(card));
    expect(coming.map((card) => card.getByRole('heading', { level: 3 }).textContent)).toEqual([
      'The Overlook Hotel',
      'Scrooge',
    ]);
    expect(coming[1]?.getByText('New dates are coming soon.')).toBeInTheDocument();
    expect(coming[1]?.getByRole('link', { name: /Tell me when/ })).toHaveAttribute(
      'href',
      '/whats-on?show=Scrooge',
    );
  });

  it('shows the dates the server rendered into the page without asking the data port', () => {
    const embedded = [buildVenue({ show: 'JFK', hotelName: 'Rendered Hotel', date: daysFromToday(5) })];
    renderCarousel([], embedded);
    expect(screen.getByText('Rendered Hotel, Brighton')).toBeInTheDocument();
  });

  it('has a "view all shows" link to What\'s on', () => {
    renderCarousel();
    expect(screen.getByRole('link', { name: /view all shows/i })).toHaveAttribute('href', '/whats-on');
  });

  it('moves with its previous and next buttons', async () => {
    const user = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next show' }));
    await user.click(screen.getByRole('button', { name: 'Previous show' }));
    expect(swiperDouble.instance.slideNext).toHaveBeenCalledTimes(1);
    expect(swiperDouble.instance.slidePrev).toHaveBeenCalledTimes(1);
  });

  it('autoplays until paused, and plays again on request', async () => {
    const user = renderCarousel();
    const { autoplay } = swiperDouble.instance;
    expect(autoplay.start).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pause the shows carousel' }));
    expect(autoplay.stop).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Play the shows carousel' }));
    expect(autoplay.start).toHaveBeenCalledTimes(2);
  });

  it('rotates only while it is on screen: further down the page it waits on its first slide', () => {
    const seen: { report?: (entries: { isIntersecting: boolean }[]) => void } = {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(report: (entries: { isIntersecting: boolean }[]) => void) {
          seen.report = report;
        }
        observe() {}
        disconnect() {}
      },
    );
    swiperDouble.instance.el = document.createElement('div');
    try {
      renderCarousel();
      const { autoplay } = swiperDouble.instance;
      act(() => seen.report?.([{ isIntersecting: false }]));
      expect(autoplay.stop).toHaveBeenCalled();
      autoplay.start.mockClear();
      act(() => seen.report?.([{ isIntersecting: true }]));
      expect(autoplay.start).toHaveBeenCalledTimes(1);
    } finally {
      swiperDouble.instance.el = null;
    }
  });

  it('waits while the keyboard is on a card, and plays again once it leaves the carousel', async () => {
    // Swiper's element, as the carousel gets it: here the element the whole carousel renders into.
    const carousel = document.body.appendChild(document.createElement('div'));
    swiperDouble.instance.el = carousel;
    try {
      const user = renderCarousel(listed, undefined, carousel);
      const { autoplay } = swiperDouble.instance;
      await screen.findByText('The Grand Hotel, Brighton');
      autoplay.start.mockClear();
      act(() => carousel.querySelector<HTMLElement>('.swiper-slide a')?.focus());
      expect(autoplay.stop).toHaveBeenCalled();
      expect(autoplay.start).not.toHaveBeenCalled();
      await user.click(document.body);
      expect(autoplay.start).toHaveBeenCalledTimes(1);
    } finally {
      swiperDouble.instance.el = null;
    }
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    renderCarousel();
    expect(swiperDouble.instance.autoplay.stop).toHaveBeenCalled();
    expect(swiperDouble.instance.autoplay.start).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play the shows carousel' })).toBeInTheDocument();
  });
});
