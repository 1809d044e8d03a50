import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// findBy and waitFor give up after one second by default: on a busy machine (the gate beside other builds)
// a form or a page can take longer than that to appear, and the test failed for the machine, not the code.
// They still resolve as soon as what they wait for is there; only a failure takes longer to report.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia. A default that matches nothing (a wide screen without reduced motion) keeps a
// late render after a test's own stub was removed from crashing; tests that care stub it themselves.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (media: string): MediaQueryList => ({
      media,
      matches: false,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// A test that makes React (or our code) log an error fails: such logs hide real bugs (epic-stack does this).
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  // A page's title and description stay in the document after it unmounts: empty them, so a test that
  // checks a page's own title cannot pass on the one the previous test left.
  document.title = '';
  document.querySelector('meta[name="description"]')?.remove();
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0)
    throw new Error(
      `console.error was called: ${calls.map((call: unknown[]) => String(call[0])).join('\n')}`,
    );
});

// The files of the 'browser-dom' project share one window (vitest.config.ts; tests/setup/fresh-modules.ts
// does the rest): each leaves it as a new window would be found.
afterAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.head.replaceChildren();
  document.body.replaceChildren();
});
