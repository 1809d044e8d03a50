/**
 * A page that arrived as HTML shows its buttons (the menu, a carousel's Next, Add to calendar) from the
 * first paint, before the code that answers them: the app's script comes after the paint (decision 0044),
 * and a home section's code only as the visitor scrolls near it. A tap in that gap did nothing, and was lost:
 * before the app starts nothing listens, and after it React drops a click on HTML it has not hydrated yet
 * (it stops the event at its root). So the last such tap on a plain button (`type="button"`: a link or a
 * form's submit works without the code, early-submits.ts) is kept, and made again, once, when the
 * page or the section holding the button is marked ready (`data-ready`), until it reaches the button:
 * - before the app starts, the page loader (src/app/page-loader.ts, run as soon as the document is parsed)
 *   notes it on the button (`data-early-tap`); the app takes it as it starts (noteAppStarts);
 * - from then on, a tap that React stopped before it reached its button is kept here.
 * Any newer tap of the visitor's replaces it; it is dropped after KEEP_TAP_MS, if its button is gone (a part
 * hydration had to render anew) or disabled, or if the button says something else once hydrated. The loader
 * cannot import this module: the marks' names are its contract (src/app/page-loader.dom.test.ts).
 */

const PLAIN_BUTTON = 'button[type="button"]';
/** On the button tapped before the app started (the last one only), with when (epoch ms). */
const TAPPED = 'data-early-tap';
/** On the document element once the app has started: the loader notes no tap after it. */
const APP_STARTED = 'data-app-started';
/** On the document element once the page has hydrated, on a home section's wrapper once it has. */
const READY = 'data-ready';
export const EARLY_TAP_MARKS = { tapped: TAPPED, appStarted: APP_STARTED } as const;

/**
 * How long a tap is kept: later, the visitor has likely moved on (and Chromium no longer counts the tap as
 * theirs, for what needs one).
 */
export const KEEP_TAP_MS = 5000;

/** The last tap that has not reached its button yet: the button, what it said then, and when. */
interface Kept {
  button: HTMLButtonElement;
  label: string;
  at: number;
}
let kept: Kept | null = null;
/** The visitor's taps so far: a tap's check finds out whether a newer one came meanwhile. */
let taps = 0;
/** True while a kept tap is made again: that tap is not the visitor's (nor its time theirs). */
let replaying = false;

/** What a button says: a tap is made again only on a button that still says it ("Pause", not "Play"). */
const labelOf = (button: HTMLButtonElement) =>
  `${button.getAttribute('aria-label') ?? ''}|${button.textContent}`;

/** Dispatches `event` at `button` as a replay; says whether it reached it (React stops it on HTML it holds). */
function reaches(button: HTMLButtonElement, event: Event): boolean {
  let reached = false;
  const arrive = () => (reached = true);
  button.addEventListener(event.type, arrive, true);
  replaying = true;
  try {
    button.dispatchEvent(event);
  } finally {
    replaying = false;
    button.removeEventListener(event.type, arrive, true);
  }
  return reached;
}

/**
 * Makes the kept tap again, and says whether that is settled (made, or dropped as meant for something else),
 * or must wait: React still holds the button's HTML. First an event that does nothing of itself (a middle
 * button's `auxclick`), at which React hydrates the button there and then if its code is here: only then does
 * the button say what a tap will do (the server's HTML cannot know a visitor's settings: its Pause is Play
 * once hydrated where motion is reduced), and the tap is made only if it still says what was tapped.
 */
function makeAgain({ button, label }: Kept): boolean {
  const probe = new MouseEvent('auxclick', { bubbles: true, cancelable: true, composed: true, button: 1 });
  if (!reaches(button, probe)) return false;
  if (labelOf(button) === label)
    reaches(button, new MouseEvent('click', { bubbles: true, cancelable: true }));
  return true;
}

/**
 * When the page or a section is ready: the kept tap is made again, after what is under way has run, unless
 * it is too old or its button is gone or disabled.
 */
function retry(): void {
  setTimeout(() => {
    if (!kept) return;
    const { button, at } = kept;
    const stale = Date.now() - at > KEEP_TAP_MS || !button.isConnected || button.disabled;
    if (stale || makeAgain(kept)) kept = null;
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
  const tapped = { button, label: labelOf(button), at: Date.now() };
  let reached = false;
  const arrive = () => (reached = true);
  button.addEventListener('click', arrive, true);
  // Once the tap has gone all the way through (React answers it, or stops it at its root).
  setTimeout(() => {
    button.removeEventListener('click', arrive, true);
    if (!reached && mine === taps) kept = tapped;
  }, 0);
}

/**
 * Called as React takes the page (src/app/start-app.tsx): the loader stops noting taps, the one it noted is
 * kept here, and from now on a tap React stops is kept. Returns the stop (for tests).
 */
export function noteAppStarts(): () => void {
  const root = document.documentElement;
  root.setAttribute(APP_STARTED, '');
  // The loader's mark holds when the tap was made. Taken off before React hydrates the button: it would find
  // an attribute it did not render. What the button says is still the server's HTML here.
  const button = document.querySelector<HTMLButtonElement>(`[${TAPPED}]`);
  kept = button && { button, label: labelOf(button), at: Number(button.getAttribute(TAPPED)) };
  button?.removeAttribute(TAPPED);
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
