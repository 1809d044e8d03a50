import { afterEach, describe, expect, it } from 'vitest';
import { buildPageLoader } from '../../scripts/page-loader-plugin';

const { code } = await buildPageLoader(process.cwd());

/**
 * A page as the build writes it, the loader's code inline in place of its file (jsdom fetches no script). The
 * built loader is deferred, so it runs once the document is parsed: here, once #root is in place.
 */
function runLoader(root: string) {
  document.body.innerHTML = `<div id="root">${root}</div>`;
  const script = document.createElement('script');
  script.dataset.pageModules = '/assets/index-1.js /assets/react-1.js /assets/home-page-1.js';
  script.dataset.manifest = '/site.webmanifest';
  script.textContent = code;
  document.body.append(script);
}

const entry = () => document.head.querySelector('script[type="module"]')?.getAttribute('src') ?? null;
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

/** Resolves once the window has drawn `frames` frames and run the tasks they queued. */
const afterFrames = (frames: number): Promise<void> =>
  new Promise((done) => {
    const next = (left: number) =>
      left === 0 ? setTimeout(done, 0) : requestAnimationFrame(() => next(left - 1));
    next(frames);
  });

describe('the page loader', () => {
  afterEach(() => {
    for (const added of document.head.querySelectorAll('script, link')) added.remove();
  });

  // jsdom has no paint timing: the loader waits for frames, as in a browser without it.
  it("starts the page's modules only after the page has painted: the entry, then the preloads", async () => {
    runLoader('<main><h1>Immersive theatre</h1></main>');
    expect(entry()).toBeNull();
    expect(preloads()).toEqual([]);
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
    await afterFrames(3);
    expect(entry()).toBe('/assets/index-1.js');
    expect(document.head.querySelector('script[type="module"]')).toHaveAttribute('crossorigin', '');
    expect(preloads()).toEqual(['/assets/react-1.js', '/assets/home-page-1.js']);
    expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
  });

  it('starts them at once on a page with nothing to paint yet (an app shell)', () => {
    runLoader('');
    expect(entry()).toBe('/assets/index-1.js');
    expect(preloads()).toEqual(['/assets/react-1.js', '/assets/home-page-1.js']);
  });
});
