/**
 * A page that arrived as HTML shows its buttons (the menu, a carousel's Next, Add to calendar) from the
 * first paint, before the code that answers them: the app's script comes after the paint (decision 0044),
 * and a home section's code only as the visitor scrolls near it. A tap in that gap did nothing, and was lost:
 * before the app starts nothing listens, and after it React drops a click on HTML it has not hydrated yet
 * (it stops the event at its root). So the last such tap on a plain button (`type="button"`: a link or a
 * form's submit works without the code, src/ui/early-submits.ts) is kept, and made again, once, when the
 * page or the section holding the button is marked ready (`data-ready`), until it reaches the button:
 * - before the app starts, the page loader (src/app/page-loader.ts, run as soon as the document is parsed)
 *   notes it on the button (`data-early-tap`); the app takes it as it starts (noteAppStarts);
 * - from then on, a tap that React stopped before it reached its button is kept here.
 * A newer tap of the visitor's replaces it. The loader cannot import this module: the marks' names are its
 * contract (src/app/page-loader.dom.test.ts).
 */

const PLAIN_BUTTON = 'button[type="button"]';
/** On the button tapped before the app started: the last one only. */
const TAPPED = 'data-early-tap';
/** On the document element once the app has started: the loader notes no tap after it. */
const APP_STARTED = 'data-app-started';
/** On the document element once the page has hydrated, on a home section's wrapper once it has. */
const READY = 'data-ready';
export const EARLY_TAP_MARKS = { tapped: TAPPED, appStarted: APP_STARTED } as const;

/** The button of the last tap that has not reached it yet. */
let kept: HTMLButtonElement | null = null;
/** The visitor's taps so far: a tap's check finds out whether a newer one came meanwhile. */
let taps = 0;
/** True while a kept tap is made again: that tap is not the visitor's. */
let replaying = false;

/** Taps `button` and says whether the tap reached it (React stops one on HTML it has not hydrated). */
function tapAgain(button: HTMLButtonElement): boolean {
  let reached = false;
  const arrive = () => (reached = true);
  button.addEventListener('click', arrive, true);
  replaying = true;
  try {
    button.click();
  } finally {
    replaying = false;
    button.removeEventListener('click', arrive, true);
  }
  return reached;
}

/** When the page or a section is ready: the kept tap is made again, after what is under way has run. */
function retry(): void {
  setTimeout(() => {
    const button = kept;
    if (!button) return;
    if (!button.isConnected || button.disabled || tapAgain(button)) kept = null;
  }, 0);
}

/** Every tap of the visitor's from the app's start: one React did not let reach its plain button is kept. */
function watch(event: MouseEvent): void {
  if (replaying) return;
  const mine = ++taps;
  kept = null;
  const button =
    event.target instanceof Element ? event.target.closest<HTMLButtonElement>(PLAIN_BUTTON) : null;
  if (!button || !document.getElementById('root')?.contains(button)) return;
  let reached = false;
  const arrive = () => (reached = true);
  button.addEventListener('click', arrive, true);
  // Once the tap has gone all the way through (React answers it, or stops it at its root).
  setTimeout(() => {
    button.removeEventListener('click', arrive, true);
    if (!reached && mine === taps) kept = button;
  }, 0);
}

/**
 * Called as React takes the page (src/app/start-app.tsx): the loader stops noting taps, the one it noted is
 * kept here, and from now on a tap React stops is kept. Returns the stop (for tests).
 */
export function noteAppStarts(): () => void {
  const root = document.documentElement;
  root.setAttribute(APP_STARTED, '');
  kept = document.querySelector<HTMLButtonElement>(`[${TAPPED}]`);
  // Taken off before React hydrates the button: it would find an attribute it did not render.
  kept?.removeAttribute(TAPPED);
  document.addEventListener('click', watch, true);
  const ready = new MutationObserver((records) => {
    if (records.some((record) => (record.target as Element).hasAttribute(READY))) retry();
  });
  ready.observe(root, { subtree: true, attributes: true, attributeFilter: [READY] });
  return () => {
    ready.disconnect();
    document.removeEventListener('click', watch, true);
    root.removeAttribute(APP_STARTED);
    kept = null;
  };
}
