import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyTap } from './replay-early-tap';

/**
 * A page's root (where React listens) holding a section sent as HTML, with its Next button. `reactBlocks`:
 * whether React's listener at the root stops a click, as it does while the section's code has not arrived.
 */
function prerenderedSection(reactBlocks: () => boolean) {
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML =
    '<div data-deferred-section="shows"><button type="button">Previous</button>' +
    '<button type="button">Next</button></div>';
  const section = root.firstElementChild as HTMLElement;
  const next = section.querySelectorAll('button')[1] as HTMLButtonElement;
  root.addEventListener('click', (event) => reactBlocks() && event.stopPropagation(), true);
  return { root, section, next };
}

/** What hydration does for the tests: the button works from now on, and the section is marked ready. */
function hydrate(section: HTMLElement, next: HTMLButtonElement, onNext: () => void) {
  next.addEventListener('click', onNext);
  section.setAttribute('data-ready', '');
}

// The replay waits for the click under way to go all the way through: one turn of the event loop.
const aTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a tap on a section whose code has not arrived', () => {
  afterEach(() => document.body.replaceChildren());

  it('is made again, once, when the section has hydrated', async () => {
    const { section, next } = prerenderedSection(() => !section.hasAttribute('data-ready'));
    replayEarlyTap(section);
    const onNext = vi.fn();
    next.click();
    hydrate(section, next, onNext);
    await vi.waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    await aTurn();
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('is not made again when React hydrated the section there and then, and handled the tap itself', async () => {
    const onNext = vi.fn();
    const { root, section, next } = prerenderedSection(() => false);
    // The code is here but not yet hydrated: React hydrates at the tap, then dispatches it.
    root.addEventListener('click', () => hydrate(section, next, onNext), { capture: true, once: true });
    replayEarlyTap(section);
    next.click();
    await aTurn();
    await aTurn();
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('is not made once the section is gone (stopped before it was ready)', async () => {
    const { section, next } = prerenderedSection(() => true);
    const stop = replayEarlyTap(section);
    const onNext = vi.fn();
    next.click();
    stop();
    hydrate(section, next, onNext);
    await aTurn();
    await aTurn();
    expect(onNext).not.toHaveBeenCalled();
  });
});
