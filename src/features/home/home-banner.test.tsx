import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_BANNER } from '../../content/home';
import { stubReducedMotion } from '../../../tests/builders/swiper-double';
import { HomeBanner } from './home-banner';

function renderBanner() {
  const { container } = render(
    <MemoryRouter>
      <HomeBanner heading="Immersive theatre" />
    </MemoryRouter>,
  );
  return container;
}

const activeTitle = (container: HTMLElement) => container.querySelector('.is-active h2')?.textContent;

describe('Home banner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('has four slides, one per show, each with a "Book a Show" link to its show\'s dates', () => {
    renderBanner();
    expect(screen.getByRole('heading', { level: 1, name: 'Immersive theatre' })).toBeInTheDocument();
    expect(HOME_BANNER.slides.map((slide) => slide.show).sort()).toEqual([
      'JFK',
      'Scrooge',
      'TheOverlookHotel',
      'Titanic',
    ]);
    const links = screen.getAllByRole('link', { name: /^Book a Show/ });
    expect(links).toHaveLength(4);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      HOME_BANNER.slides.map((slide) => `/whats-on?show=${slide.show}`),
    );
  });

  it('gives the second slide its own picture at 767 px and below', () => {
    const container = renderBanner();
    act(() => vi.advanceTimersByTime(7000)); // the second slide's picture is requested once it is next
    const slides = container.querySelectorAll('.home-banner__slide');
    const source = slides[1]?.querySelector('source');
    expect(source).toHaveAttribute('media', '(max-width: 767px)');
    expect(source?.getAttribute('srcset')).toMatch(/banner-narrow/);
    expect(slides[0]?.querySelector('source')).toBeNull();
  });

  it('says how wide each picture shows wherever its srcset gives widths (HTML requires sizes with w)', () => {
    const container = renderBanner();
    act(() => vi.advanceTimersByTime(7000));
    const described = [...container.querySelectorAll('img[srcset], source[srcset]')];
    expect(described.length).toBeGreaterThan(1);
    for (const element of described) {
      const candidates = (element.getAttribute('srcset') ?? '').split(',').map((part) => part.trim());
      // Either every candidate gives its width and sizes says how wide it shows, or none gives a width.
      if (element.hasAttribute('sizes')) {
        for (const candidate of candidates) expect(candidate, element.outerHTML).toMatch(/ \d+w$/);
      } else {
        for (const candidate of candidates) expect(candidate, element.outerHTML).not.toMatch(/ \d+w$/);
      }
    }
    // Beside an <img> that has sizes, the W3C checker wants a <source>'s sizes too.
    expect(container.querySelector('.home-banner__slide source')).toHaveAttribute('sizes', '100vw');
  });

  it('moves to the next show every 7 seconds and only the visible slide is reachable', () => {
    const container = renderBanner();
    expect(activeTitle(container)).toBe(HOME_BANNER.slides[0]?.title);
    act(() => vi.advanceTimersByTime(6999));
    expect(activeTitle(container)).toBe(HOME_BANNER.slides[0]?.title);
    act(() => vi.advanceTimersByTime(1));
    expect(activeTitle(container)).toBe(HOME_BANNER.slides[1]?.title);
    const hidden = container.querySelectorAll('.home-banner__slide:not(.is-active)');
    for (const slide of hidden) expect(slide).toHaveAttribute('inert');
  });

  it('stops when paused and steps with the arrows', () => {
    const container = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(activeTitle(container)).toBe(HOME_BANNER.slides[0]?.title);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeTitle(container)).toBe(HOME_BANNER.slides[3]?.title);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeTitle(container)).toBe(HOME_BANNER.slides[0]?.title);
  });

  it('does not rotate under reduced motion until the visitor presses play', () => {
    stubReducedMotion(true);
    const container = renderBanner();
    act(() => vi.advanceTimersByTime(30_000));
    expect(activeTitle(container)).toBe(HOME_BANNER.slides[0]?.title);
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    act(() => vi.advanceTimersByTime(7000));
    expect(activeTitle(container)).toBe(HOME_BANNER.slides[1]?.title);
  });
});
