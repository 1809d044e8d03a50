import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDataPort } from '../../../tests/builders/fake-data-port';
import { stubReducedMotion } from '../../../tests/builders/swiper-double';

/** A stand-in for the browser's IntersectionObserver that the test moves into view by hand. */
class ViewportDouble {
  static observers: ViewportDouble[] = [];
  readonly observed: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ViewportDouble.observers.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  scrollIntoReach() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

describe('home sections below the fold', () => {
  beforeEach(() => {
    ViewportDouble.observers = [];
    vi.stubGlobal('IntersectionObserver', ViewportDouble);
    // Each test gets its own lazy sections: React.lazy remembers a section once it has loaded.
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('load only when the visitor scrolls near them, keeping their space until then', async () => {
    const { LazyHomeContact } = await import('./lazy-home-sections');
    // After resetModules, the provider must come from the same fresh module graph as the section.
    const { DataPortProvider } = await import('../../data/data-port-context');
    // The contact form links to the statements, so it needs a router (from the same fresh modules).
    const { MemoryRouter } = await import('react-router-dom');
    // The section's module is already here, so only the wait for the viewport can hold it back.
    await import('./home-contact');
    render(
      <MemoryRouter>
        <DataPortProvider port={fakeDataPort().port}>
          <LazyHomeContact />
        </DataPortProvider>
      </MemoryRouter>,
    );

    // Give the section every chance to appear: without the visitor near, it must not.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(document.querySelector('.section-placeholder--contact')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(document.querySelector('[data-deferred-section]')).not.toHaveAttribute('data-ready');

    const observer = ViewportDouble.observers[0];
    expect(observer?.observed[0]).toHaveAttribute('data-deferred-section', 'contact');
    // Loading starts ahead of the visitor, not when the section is already on screen.
    expect(observer?.options?.rootMargin).toMatch(/^[1-9]\d*px/);

    act(() => observer?.scrollIntoReach());
    expect(await screen.findByRole('heading', { level: 2 }, { timeout: 8000 })).toBeInTheDocument();
    expect(document.querySelector('.section-placeholder')).toBeNull();
    // Marked once its code has run (its effect, which may come a moment after the heading), for what waits
    // to use it (the browser tests).
    await waitFor(() =>
      expect(document.querySelector('[data-deferred-section]')).toHaveAttribute('data-ready', ''),
    );
  });

  it('load at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { LazyHomeContact } = await import('./lazy-home-sections');
    const { DataPortProvider } = await import('../../data/data-port-context');
    const { MemoryRouter } = await import('react-router-dom');
    render(
      <MemoryRouter>
        <DataPortProvider port={fakeDataPort().port}>
          <LazyHomeContact />
        </DataPortProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 2 }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('tap a button again once their code arrives, when a visitor tapped it before (a page sent as HTML)', async () => {
    stubReducedMotion(false);
    const { noteAppStarts } = await import('../../ui/early-taps');
    const { Suspense } = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { renderToString } = await import('react-dom/server');
    const { LazyTestimonialsCarousel } = await import('./lazy-home-sections');
    const { TestimonialsCarousel } = await import('../carousels/testimonials-carousel');
    // The prerendered page's HTML: the section inside its wrapper and its Suspense boundary.
    const container = document.body.appendChild(document.createElement('div'));
    container.id = 'root';
    container.innerHTML = renderToString(
      <div data-deferred-section="testimonials">
        <Suspense fallback={null}>
          <TestimonialsCarousel />
        </Suspense>
      </div>,
    );
    // As src/app/start-app.tsx: from here a tap React stops is kept (src/ui/early-taps.ts).
    const stopNoting = noteAppStarts();
    const root = hydrateRoot(container, <LazyTestimonialsCarousel />);
    const section = container.querySelector('[data-deferred-section]');
    if (!section) throw new Error('the prerendered HTML has no section');
    const observer = await waitFor(() => {
      const found = ViewportDouble.observers.find((candidate) => candidate.observed.includes(section));
      if (!found) throw new Error('the section is not watched yet');
      return found;
    });

    // The button is there as HTML, but its code is not: the tap does nothing yet.
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Next review' }));
    // swiper/react is the project's double (vitest.config.ts): after resetModules, the one this fresh module
    // graph hands the carousel.
    const { swiperDouble } = await import('../../../tests/builders/swiper-double');
    const next = () => swiperDouble.instance.slideNext;
    expect(section).not.toHaveAttribute('data-ready');
    expect(next()).not.toHaveBeenCalled();

    act(() => observer.scrollIntoReach());
    await waitFor(() => expect(section).toHaveAttribute('data-ready', ''), { timeout: 8000 });
    // Once, as tapped: not lost, and not twice (a turn of the event loop later, still once).
    await waitFor(() => expect(next()).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(next()).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    stopNoting();
    container.remove();
  });
});
