import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runPageLoader } from '../../tests/builders/page-loader';
import { SUBMISSION_FORM_MARK, formGoesLive } from '../ui/early-submits';
import { switchOnDeferredStylesheets } from './deferred-stylesheets';
import { EARLY_TAP_MARKS } from '../ui/early-taps';

/**
 * A page as the build writes it. The built loader is deferred, so it runs once the document is parsed: here,
 * once #root is in place.
 */
async function runLoader(root: string, fonts: object[] = [], stylesheets: object[] = []) {
  document.body.innerHTML = `<div id="root">${root}</div>`;
  await runPageLoader({
    pageModules: ['/assets/index-1.js', ...PRELOADS].join(' '),
    manifest: '/site.webmanifest',
    ...(fonts.length ? { fonts: JSON.stringify(fonts) } : {}),
    ...(stylesheets.length ? { stylesheets: JSON.stringify(stylesheets) } : {}),
  });
}

/** More than the loader adds in one task (a hosted show page names 43): all of them come, in order. */
const PRELOADS = [
  '/assets/react-1.js',
  '/assets/home-page-1.js',
  ...Array.from({ length: 12 }, (_, i) => `/assets/chunk-${i}.js`),
];

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
    await runLoader('<main><h1>Immersive theatre</h1></main>');
    expect(entry()).toBeNull();
    expect(preloads()).toEqual([]);
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
    await afterFrames(3);
    expect(entry()).toBe('/assets/index-1.js');
    expect(document.head.querySelector('script[type="module"]')).toHaveAttribute('crossorigin', '');
    // The preloads come a task after the entry (the loader's steps): on a busy machine, after the frames.
    await vi.waitFor(() => expect(preloads()).toEqual(PRELOADS));
    expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
  });

  it("adds the stylesheets' rest after the paint, in order and print-only until the entry switches them on", async () => {
    await runLoader(
      '<main><h1>Immersive theatre</h1></main>',
      [],
      [
        { href: '/assets/start-app-1.css', media: 'all' },
        { href: '/assets/next-page-1.css', media: 'all' },
      ],
    );
    const sheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(sheets()).toEqual([]);
    await afterFrames(3);
    expect(sheets().map((link) => [link.getAttribute('href'), link.media])).toEqual([
      ['/assets/start-app-1.css', 'print'],
      ['/assets/next-page-1.css', 'print'],
    ]);
    switchOnDeferredStylesheets();
    expect(sheets().map((link) => link.media)).toEqual(['all', 'all']);
  });

  it("holds a visitor's form sent before the app has made it live, for the form to send once it is", async () => {
    const mark = Object.keys(SUBMISSION_FORM_MARK)[0];
    await runLoader(`<form ${mark} method="post" aria-label="Message us"></form>`);
    const form = document.querySelector('form') as HTMLFormElement;
    /** Sends `form` as its button would; says whether the browser's own sending was stopped before `form`'s handler. */
    const send = (form: HTMLFormElement) => {
      let stoppedBefore: boolean | null = null;
      const handler = (event: Event) => {
        stoppedBefore = event.defaultPrevented;
        event.preventDefault();
      };
      form.addEventListener('submit', handler);
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      form.removeEventListener('submit', handler);
      return { prevented: event.defaultPrevented, reachedTheForm: stoppedBefore !== null };
    };
    const before = Date.now();
    expect(send(form)).toEqual({ prevented: true, reachedTheForm: false });
    // The form, once live, is told when it was sent (src/ui/early-submits.ts), and sends it.
    expect(formGoesLive(form).sentAt).toBeGreaterThanOrEqual(before);
    // Live (as formGoesLive marks it), it is its own handler's: not held again.
    expect(send(form)).toEqual({ prevented: true, reachedTheForm: true });
  });

  it('notes the last tap on a plain button of the page, and when, until the app starts', async () => {
    const { tapped, appStarted } = EARLY_TAP_MARKS;
    await runLoader(
      '<header><button type="button">Open menu</button><a href="/next">Next dates</a></header>' +
        '<main><h1>Immersive theatre</h1><button type="button">Next slide</button></main>',
    );
    const marked = () => [...document.querySelectorAll(`[${tapped}]`)].map((node) => node.textContent);
    const tap = (name: string) => screen.getByText(name).click();
    try {
      const before = Date.now();
      tap('Open menu');
      expect(marked()).toEqual(['Open menu']);
      expect(Number(screen.getByText('Open menu').getAttribute(tapped))).toBeGreaterThanOrEqual(before);
      // The last tap only: the visitor who taps something else, a link or the page, has moved on.
      tap('Next slide');
      expect(marked()).toEqual(['Next slide']);
      tap('Immersive theatre');
      expect(marked()).toEqual([]);
      tap('Next slide');
      tap('Next dates');
      expect(marked()).toEqual([]);
      // Once the app has started, the app keeps taps itself (src/ui/early-taps.ts).
      tap('Next slide');
      document.documentElement.setAttribute(appStarted, '');
      tap('Open menu');
      expect(marked()).toEqual(['Next slide']);
    } finally {
      document.documentElement.removeAttribute(appStarted);
    }
  });

  it('starts them at once on a page with nothing to paint yet (an app shell)', async () => {
    await runLoader('');
    expect(entry()).toBe('/assets/index-1.js');
    expect(preloads()).toEqual(PRELOADS);
  });
});

const LATO = {
  family: 'Lato',
  src: 'url(/assets/lato-400-1.woff2)format("woff2")',
  weight: '400',
  display: 'swap',
  unicodeRange: 'U+??,U+2000-206F',
};

/** The global of jsdom's scripts: Vitest's jsdom environment keeps its JSDOM as `jsdom`. */
const scriptWindow = (): object => (globalThis as unknown as { jsdom: { window: object } }).jsdom.window;

const BOLD = 'url(/assets/lato-700-1.woff2)format("woff2")';

/** jsdom has no FontFace: each face the loader makes is kept, with the file's arrival in the test's hands. */
class RecordedFace {
  static made: RecordedFace[] = [];
  arrive!: () => void;
  loaded = new Promise<void>((resolve) => (this.arrive = resolve));
  asked = false;
  load() {
    this.asked = true;
    return this.loaded;
  }
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    RecordedFace.made.push(this);
  }
}

/** The page the browser says this one was opened from (`document.referrer`). */
const cameFrom = (referrer: string) =>
  Object.defineProperty(document, 'referrer', { configurable: true, value: referrer });

describe("the page loader's brand fonts", () => {
  const added: RecordedFace[] = [];
  beforeEach(() => {
    RecordedFace.made = [];
    added.length = 0;
    Object.defineProperty(scriptWindow(), 'FontFace', { configurable: true, value: RecordedFace });
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { add: (face: RecordedFace) => added.push(face) },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(scriptWindow(), 'FontFace');
    // The window is shared with the next files (tests/setup/fresh-modules.ts): jsdom's own referrer again.
    Reflect.deleteProperty(document, 'referrer');
    for (const added of document.head.querySelectorAll('script, link')) added.remove();
  });

  it('adds the faces after the first paint on a first visit, as the CSS declared them', async () => {
    await runLoader('<main><h1>Immersive theatre</h1></main>', [LATO]);
    expect(added).toEqual([]);
    await afterFrames(3);
    // The faces come two tasks after the entry (the loader's steps): on a busy machine, after the frames.
    await vi.waitFor(() =>
      expect(added.map((face) => [face.family, face.source, face.asked])).toEqual([
        ['Lato', LATO.src, false],
      ]),
    );
    expect(added[0]?.descriptors).toMatchObject({
      weight: '400',
      display: 'swap',
      unicodeRange: LATO.unicodeRange,
    });
  });

  it('adds them at once on a later page of the visit (followed from one of ours), with a short block period', async () => {
    cameFrom(`${location.origin}/whats-on`);
    await runLoader('<main><h1>The Titanic</h1></main>', [LATO]);
    expect(added.map((face) => face.family)).toEqual(['Lato']);
    expect(added[0]?.descriptors).toMatchObject({ weight: '400', display: 'fallback' });
    // Asked for now, not at a layout that may come after the paint.
    expect(added[0]?.asked).toBe(true);
    // Known from the navigation alone: nothing was stored in the browser to know it.
    expect([localStorage.length, sessionStorage.length, document.cookie]).toEqual([0, 0, '']);
  });

  it('waits for the paint on a page reached from another site', async () => {
    cameFrom('https://www.instagram.com/');
    await runLoader('<main><h1>The Titanic</h1></main>', [LATO, { ...LATO, weight: '700', src: BOLD }]);
    expect(added).toEqual([]);
    await afterFrames(3);
    await vi.waitFor(() => expect(added.map((face) => face.descriptors.display)).toEqual(['swap', 'swap']));
  });
});
