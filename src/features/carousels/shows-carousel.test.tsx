import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShowsCarousel } from './shows-carousel';
import { stubReducedMotion, type SwiperDouble } from '../../../tests/builders/swiper-double';

const swiper = vi.hoisted(() => ({ current: null as SwiperDouble | null }));
vi.mock('swiper/react', async () => {
  const { createSwiperDouble } = await import('../../../tests/builders/swiper-double');
  swiper.current = createSwiperDouble();
  return swiper.current.module;
});
vi.mock('swiper/modules', () => ({ A11y: { name: 'A11y' }, Autoplay: { name: 'Autoplay' } }));

function double() {
  if (!swiper.current) throw new Error('swiper/react was not mocked');
  return swiper.current;
}

function renderCarousel() {
  render(
    <MemoryRouter>
      <ShowsCarousel />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('Our shows carousel', () => {
  beforeEach(() => {
    stubReducedMotion(false);
    double().renders.length = 0;
    vi.clearAllMocks();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('passes Swiper its settings: 4/3/2/1 per view, spacing, 7 s autoplay, loop', () => {
    renderCarousel();
    const options = double().renders.at(-1);
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

  it('shows six cards with title, venue, a year-month-day date and a Book link that goes somewhere', () => {
    renderCarousel();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      const inCard = within(card);
      expect(inCard.getByRole('heading', { level: 3 })).toHaveTextContent(/\w/);
      expect(inCard.getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
      const book = inCard.getByRole('link', { name: /^Book/ });
      expect(book.getAttribute('href')).toMatch(/^\/\w/);
    }
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(
      expect.arrayContaining(['/Menuone', '/Menutwo', '/menuthree']),
    );
  });

  it('never shows a date that has passed: read in mid-2028, every card is dated ahead, in date order', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2028-06-01T12:00:00Z'));
    try {
      renderCarousel();
      const dates = screen
        .getAllByRole('article')
        .map((card) => within(card).getByText(/^\d{4}-\d{2}-\d{2}$/).textContent ?? '');
      expect(dates).toHaveLength(6);
      for (const date of dates) expect(date >= '2028-06-01', date).toBe(true);
      expect(dates).toEqual([...dates].sort());
      // The content's own days of the year are kept (Scrooge in York on 12 December).
      expect(dates).toContain('2028-12-12');
    } finally {
      vi.useRealTimers();
    }
  });

  it('has a "view all shows" link to /About', () => {
    renderCarousel();
    expect(screen.getByRole('link', { name: /view all shows/i })).toHaveAttribute('href', '/About');
  });

  it('moves with its previous and next buttons', async () => {
    const user = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next show' }));
    await user.click(screen.getByRole('button', { name: 'Previous show' }));
    expect(double().instance.slideNext).toHaveBeenCalledTimes(1);
    expect(double().instance.slidePrev).toHaveBeenCalledTimes(1);
  });

  it('autoplays until paused, and plays again on request', async () => {
    const user = renderCarousel();
    const { autoplay } = double().instance;
    expect(autoplay.start).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pause the shows carousel' }));
    expect(autoplay.stop).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Play the shows carousel' }));
    expect(autoplay.start).toHaveBeenCalledTimes(2);
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    renderCarousel();
    expect(double().instance.autoplay.stop).toHaveBeenCalled();
    expect(double().instance.autoplay.start).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play the shows carousel' })).toBeInTheDocument();
  });
});
