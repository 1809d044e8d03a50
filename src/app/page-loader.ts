/**
 * The page loader: the one script a built page names in its HTML, a classic deferred script (fetched at low
 * priority, so nothing counts it as holding up the first paint). It starts the page's JavaScript (the entry
 * and the chunks to preload, listed in its `data-page-modules` attribute, src/render/page-modules.ts, and
 * the web app manifest's link, `data-manifest`) only
 * once the page has painted: the server's HTML and its inline CSS paint on their own, and module scripts
 * fetched beside them would take the bandwidth and the main thread the first paint and the largest picture
 * need (decision 0044). A page with nothing to paint yet (an app shell's empty #root) starts them at once.
 *
 * The brand font faces come the same way (`data-fonts`, FontFace descriptors the critical-CSS step took out
 * of the inline CSS): the first paint is drawn with the metric-matched fallbacks, and the files are fetched
 * after it. Once a face has loaded, the browser has the files in its cache: a later page of the visit adds
 * the faces at once, with a short block period, so it does not flash from the fallback (decision 0026).
 * The stylesheets' rest (`data-stylesheets`: what the page's inline CSS left out) is added then too, so the
 * browser fetches nothing but the document and its pictures before the first paint.
 * It also holds a visitor's form sent before the app has made it live (src/ui/early-submits.ts), and notes a
 * tap on a button before the app has started (src/ui/early-taps.ts), from the moment the document is parsed:
 * it runs well before the entry does.
 * Built on its own as a classic script by scripts/page-loader-plugin.ts: no imports, nothing global.
 */
(() => {
  // The document, named once: the minifier shortens a local name, never a global one.
  const doc = document;
  // A visitor's form sent before the app's script has made it live is held from now on, not sent by the
  // browser to a page that takes no forms; the form sends it once it is live. The marks and the property are
  // src/ui/early-submits.ts's.
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as (HTMLFormElement & { sentEarlyAt?: number }) | null;
      if (!form?.matches('form[data-submission-form]:not([data-interactive])')) return;
      event.preventDefault();
      event.stopPropagation();
      form.sentEarlyAt ??= Date.now();
    },
    true,
  );
  // A tap on a plain button of the page before the app has started is noted on the button, with when (the
  // last tap only: one elsewhere clears it), for the app to make again once it has hydrated the page. The
  // marks are src/ui/early-taps.ts's.
  const TAPPED = 'data-early-tap';
  doc.addEventListener(
    'click',
    (event) => {
      if (doc.documentElement.hasAttribute('data-app-started')) return;
      doc.querySelector(`[${TAPPED}]`)?.removeAttribute(TAPPED);
      (event.target as Element)
        .closest?.('#root button[type="button"]')
        ?.setAttribute(TAPPED, `${Date.now()}`);
    },
    true,
  );
  const script = doc.currentScript;
  const [entry, ...preloads] = (script?.dataset.pageModules ?? '').split(' ').filter(Boolean);
  if (!entry) return;
  const fonts: (FontFaceDescriptors & { family: string; src: string })[] = JSON.parse(
    script?.dataset.fonts ?? '[]',
  );
  const sheets: { href: string; media: string }[] = JSON.parse(script?.dataset.stylesheets ?? '[]');
  const PRELOADS_PER_TASK = 6;
  /** How long after load a page that reports paints waits for its first one before starting anyway. */
  const NO_PAINT_AFTER_LOAD_MS = 3000;
  const groups = (items: string[], size: number) =>
    Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
  let fontsAdded = false;
  const addFonts = (cached: boolean) => {
    if (fontsAdded || typeof FontFace !== 'function') return;
    fontsAdded = true;
    for (const face of fonts) {
      // Cached: the text waits up to 100 ms (`fallback`) for a file the cache hands over in a few, asked for
      // now rather than at the next layout, which may come after the first paint.
      const font = new FontFace(face.family, face.src, cached ? { ...face, display: 'fallback' } : face);
      doc.fonts.add(font);
      if (cached) font.load().catch(() => {});
    }
  };
  // A later page of a visit (followed from one of ours, reloaded, or gone back to) finds the files in the
  // browser's cache, where the first page's faces put them: its faces are added at once. Known from the
  // page's own navigation, so nothing is stored in the browser to know it (no cookie, no storage).
  const navigation = performance.getEntriesByType?.('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined;
  const laterPage =
    doc.referrer.startsWith(`${location.origin}/`) ||
    navigation?.type === 'reload' ||
    navigation?.type === 'back_forward';
  if (laterPage) addFonts(true);
  /**
   * What starts after the paint, in several tasks rather than one: a page names up to 45 modules, and adding
   * them with the sheets and faces took one task of 20-40 ms, which Total Blocking Time charges four times
   * over. The sheets go with the entry, which switches them on as it runs (src/app/deferred-stylesheets.ts).
   */
  /** Adds an element with these properties to the head; each link or script starts its fetch as it is added. */
  const addToHead = <Tag extends 'link' | 'script'>(
    tag: Tag,
    properties: Partial<HTMLElementTagNameMap[Tag]>,
  ): HTMLElementTagNameMap[Tag] => {
    const element = Object.assign(doc.createElement(tag), properties);
    doc.head.append(element);
    return element;
  };
  const steps = [
    () => {
      // The rest of the page's stylesheets, which its inline CSS did not need for the first paint: still
      // print-only, as the HTML had them.
      for (const { href, media } of sheets) {
        addToHead('link', {
          rel: 'stylesheet',
          crossOrigin: '',
          href,
          media: 'print',
        }).dataset.beastiesMedia = media;
      }
      addToHead('script', { type: 'module', crossOrigin: '', src: entry });
      const manifest = script?.dataset.manifest;
      if (manifest) addToHead('link', { rel: 'manifest', href: manifest });
    },
    // A few preloads a task: each link starts its fetch as it is added (about 0.5 ms here), and the 43 of a
    // hosted show page in one task took 90 ms at Lighthouse's 4x slowdown.
    ...groups(preloads, PRELOADS_PER_TASK).map((group) => () => {
      for (const href of group) addToHead('link', { rel: 'modulepreload', crossOrigin: '', href });
    }),
    () => addFonts(false),
  ];
  let started = false;
  /** `atOnce`: a page with nothing painted to keep responsive starts everything in one go. */
  const start = (atOnce = false) => {
    if (started) return;
    started = true;
    const next = () => {
      steps.shift()?.();
      if (steps.length) setTimeout(next, 0);
    };
    if (atOnce) for (const step of steps.splice(0)) step();
    else next();
  };
  const startLater = (ms = 0) => setTimeout(() => start(), ms);
  /** Starts two frames and a task from now: once a frame drawn then is on screen. */
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => startLater()));
  // A hidden tab paints nothing until it is shown; an empty #root waits for the app to paint anything.
  if (doc.visibilityState === 'hidden' || !doc.getElementById('root')?.firstElementChild) {
    start(true);
    return;
  }
  // The paint entry arrives once the frame is on screen; a browser without paint timing waits two frames.
  const Observer = self.PerformanceObserver as typeof PerformanceObserver | undefined;
  const paintTimed = Observer?.supportedEntryTypes?.includes('paint');
  // A page that never paints anything contentful (no text, no picture) must still start: some time after
  // load where the browser reports paints, two frames after it where it does not. Not two frames after it
  // in both: on a busy machine load came before the first paint, and two frames later the paint was still
  // not on screen, so the faces were asked for before it (fonts.spec.ts caught both).
  window.addEventListener('load', paintTimed ? () => startLater(NO_PAINT_AFTER_LOAD_MS) : afterTwoFrames);
  if (Observer && paintTimed) {
    new Observer((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      startLater();
    }).observe({ type: 'paint', buffered: true });
  } else {
    afterTwoFrames();
  }
})();
