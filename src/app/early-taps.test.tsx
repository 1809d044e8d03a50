import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runPageLoader } from '../../tests/builders/page-loader';
import { ReadyMark } from './app-root';
import { KEEP_TAP_MS, noteAppStarts } from '../ui/early-taps';
import { SidePanel } from './header/side-panel';
import { polyfillDialog } from './header/test-support';

/** What src/app/start-app.tsx does as React takes the page; stopped after each test. */
let stopNoting: (() => void) | null = null;
const appStarts = () => (stopNoting = noteAppStarts());

// A kept tap is made again a turn of the event loop after the mark that it may reach its button now.
const aTurn = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  stopNoting?.();
  stopNoting = null;
  document.documentElement.removeAttribute('data-ready');
});

describe('a tap before the app has started', () => {
  /** The header's menu and the page's mark, as a page the server rendered has them. */
  const page = (
    <MemoryRouter>
      <SidePanel />
      <ReadyMark />
    </MemoryRouter>
  );
  let root: Root | null = null;

  /** The built page: its HTML, then the page loader (run as soon as the document is parsed). */
  async function prerendered() {
    document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
    await runPageLoader();
    return document.getElementById('root') as HTMLElement;
  }

  /** The app's code has come: React takes the page, as src/app/start-app.tsx has it. */
  async function hydrate(container: HTMLElement) {
    await act(async () => {
      root = hydrateRoot(container, page);
    });
  }

  const menu = () => screen.getByRole('button', { name: 'Open menu' });
  const menuOpen = () => screen.queryByRole('dialog', { name: 'Menu' });

  beforeAll(polyfillDialog);
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
  });

  it('is made again once the page has hydrated: the menu tapped too early opens', async () => {
    const container = await prerendered();
    menu().click();
    expect(menuOpen()).toBeNull();

    appStarts();
    await hydrate(container);
    await waitFor(() => expect(menuOpen()).toHaveAttribute('open'));
    expect(menu()).toHaveAttribute('aria-expanded', 'true');
  });

  it('is not made again when the visitor has tapped since', async () => {
    const container = await prerendered();
    menu().click();
    appStarts();
    // Elsewhere, once React has the page: the visitor has moved on, and the menu must not open behind them.
    document.body.click();
    await hydrate(container);
    await aTurn();
    expect(document.documentElement).toHaveAttribute('data-ready');
    expect(menuOpen()).toBeNull();
  });

  it('is not made on a page where nothing was tapped', async () => {
    const container = await prerendered();
    appStarts();
    await hydrate(container);
    await aTurn();
    expect(document.documentElement).toHaveAttribute('data-ready');
    expect(menuOpen()).toBeNull();
  });
});

describe('a tap React stops, on a section whose code has not arrived', () => {
  /**
   * The page's root (where React listens) holding a section sent as HTML, with its Previous and Next.
   * `reactBlocks`: whether React's listener stops a click on this button at the root, as it does until the
   * section hydrates.
   */
  function prerenderedSection(reactBlocks: (button: Element) => boolean) {
    document.body.innerHTML =
      '<div id="root"><div data-deferred-section="shows"><button type="button">Previous</button>' +
      '<button type="button">Next</button></div></div>';
    const root = document.getElementById('root') as HTMLElement;
    const section = root.firstElementChild as HTMLElement;
    const [previous, next] = section.querySelectorAll('button') as unknown as HTMLButtonElement[];
    // React holds every event it would hydrate for (a click, a middle button's auxclick) alike.
    for (const type of ['click', 'auxclick']) {
      root.addEventListener(
        type,
        (event) =>
          reactBlocks((event.target as Element).closest('button') as Element) && event.stopPropagation(),
        true,
      );
    }
    return { root, section, previous: previous as HTMLButtonElement, next: next as HTMLButtonElement };
  }
  /** React stops every tap on the section until it is marked ready. */
  const untilReady = () =>
    document.querySelector('[data-deferred-section]')?.hasAttribute('data-ready') !== true;

  /** What hydration does for the tests: the buttons work from now on, and the section is marked ready. */
  function hydrate(section: HTMLElement, handlers: [HTMLButtonElement, () => void][]) {
    for (const [button, handler] of handlers) button.addEventListener('click', handler);
    section.setAttribute('data-ready', '');
  }

  afterEach(() => vi.useRealTimers());

  it('is made again, once, when the section has hydrated, though the page was ready before it', async () => {
    const { section, next } = prerenderedSection(untilReady);
    appStarts();
    const onNext = vi.fn();
    next.click();
    await aTurn();
    // The page is ready first (its mark comes before the section's code): tried, stopped again, still kept.
    document.documentElement.setAttribute('data-ready', '');
    await aTurn();
    await aTurn();
    expect(onNext).not.toHaveBeenCalled();
    hydrate(section, [[next, onNext]]);
    await vi.waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    await aTurn();
    await aTurn();
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('is not made again when React hydrated the section there and then, and answered the tap itself', async () => {
    const onNext = vi.fn();
    const { root, section, next } = prerenderedSection(() => false);
    // The code is here but not yet hydrated: React hydrates at the tap, then dispatches it.
    root.addEventListener('click', () => hydrate(section, [[next, onNext]]), { capture: true, once: true });
    appStarts();
    next.click();
    await aTurn();
    await aTurn();
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('keeps only the last tap, whether or not React answered the newer one', async () => {
    // Previous is in a part React has hydrated: it answers it; Next waits for the section.
    const { section, previous, next } = prerenderedSection(
      (button) => button === next && !section.hasAttribute('data-ready'),
    );
    appStarts();
    const onPrevious = vi.fn();
    const onNext = vi.fn();
    previous.addEventListener('click', onPrevious);
    next.click();
    previous.click();
    await aTurn();
    hydrate(section, [[next, onNext]]);
    await aTurn();
    await aTurn();
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('is not made on a button that says something else once hydrated (Pause on the server, Play here)', async () => {
    const { section, next } = prerenderedSection(untilReady);
    appStarts();
    next.click();
    await aTurn();
    const onNext = vi.fn();
    next.textContent = 'Play';
    hydrate(section, [[next, onNext]]);
    await aTurn();
    await aTurn();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('is not made when React, hydrating the button there and then, has it say something else', async () => {
    const onNext = vi.fn();
    let codeHere = false;
    // As React: once the section's code is here, the next event it would hydrate for hydrates the section
    // there and then (where motion is reduced, Pause becomes Play), and goes on to the button.
    const { section, next } = prerenderedSection(() => {
      if (codeHere && !section.hasAttribute('data-ready')) {
        next.textContent = 'Play';
        hydrate(section, [[next, onNext]]);
      }
      return !section.hasAttribute('data-ready');
    });
    appStarts();
    next.click();
    await aTurn();
    codeHere = true;
    document.documentElement.setAttribute('data-ready', '');
    await aTurn();
    await aTurn();
    expect(onNext).not.toHaveBeenCalled();
  });

  it(`is dropped ${KEEP_TAP_MS / 1000} s after the visitor made it, however often it was tried meanwhile`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { section, next } = prerenderedSection(untilReady);
    appStarts();
    next.click();
    await aTurn();
    // Tried and stopped again a few seconds on: that try is not the visitor's tap, nor its time theirs.
    vi.setSystemTime(Date.now() + KEEP_TAP_MS - 1000);
    document.documentElement.setAttribute('data-ready', '');
    await aTurn();
    await aTurn();
    vi.setSystemTime(Date.now() + 2000);
    const onNext = vi.fn();
    hydrate(section, [[next, onNext]]);
    await aTurn();
    await aTurn();
    expect(onNext).not.toHaveBeenCalled();
  });
});
