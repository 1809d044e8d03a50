import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDataPort } from '../../../tests/builders/fake-data-port';

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
    // Marked once its code has run, for what waits to use it (the browser tests).
    expect(document.querySelector('[data-deferred-section]')).toHaveAttribute('data-ready', '');
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
});
