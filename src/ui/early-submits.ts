/**
 * A visitor's form is in the page's HTML, on screen, before the script that sends it has hydrated it: What's
 * on's keep-in-touch form waits for a chunk of its own, the home page's contact form for its section to come
 * near. Sent in that gap, the browser would send it itself, to a page that does not take forms, and what the
 * visitor wrote would be lost. So such a submit is held, and the form sends it once it is live
 * (useSubmission), with what the visitor had typed. The page loader (src/app/page-loader.ts, a built page's
 * first script, run as soon as the document is parsed) holds it from then on, and src/main.tsx holds it too
 * (the dev server's pages and the tests have no loader). Before the loader runs, the form's `method="post"` at
 * least keeps the visitor's address out of the URL, the history and the request log.
 */

const MARK = 'data-submission-form';
/** The attributes every visitor's form carries (SubmissionForm): the mark this module looks for. */
export const SUBMISSION_FORM_MARK = { [MARK]: '' } as const;
/** Set once the form's own submit handler is on; browser tests may wait for it. */
const LIVE = 'data-interactive';

/** Forms in the page's first HTML: on screen since its first paint (epoch ms), not since they hydrated. */
const shownSince = new WeakMap<HTMLFormElement, number>();
/**
 * When a form was sent before it was live (epoch ms), kept on the form itself: the page loader, which cannot
 * import this module, writes it there too (the name is the loader's contract, src/app/page-loader.dom.test.ts).
 */
type HeldForm = HTMLFormElement & { sentEarlyAt?: number };

const isHeldForm = (target: EventTarget | null): target is HTMLFormElement =>
  target instanceof HTMLFormElement && target.hasAttribute(MARK) && !target.hasAttribute(LIVE);

/** When the page first painted, on Date.now()'s clock (the navigation's start where the browser cannot say). */
function firstPaintAt(): number {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return Date.now() - performance.now() + (paint?.startTime ?? 0);
}

/**
 * Holds every submit of a visitor's form that is not live yet (called once, by src/main.tsx, before the
 * app starts); returns what stops holding them.
 */
export function holdEarlySubmits(doc: Document = document): () => void {
  const paintedAt = firstPaintAt();
  for (const form of doc.querySelectorAll<HTMLFormElement>(`form[${MARK}]`)) {
    shownSince.set(form, paintedAt);
  }
  const hold = (event: Event) => {
    if (!isHeldForm(event.target)) return;
    // Before React's own listener on the root: the form's handler, once on, must not send it a second time.
    event.preventDefault();
    event.stopPropagation();
    (event.target as HeldForm).sentEarlyAt ??= Date.now();
  };
  doc.addEventListener('submit', hold, { capture: true });
  return () => doc.removeEventListener('submit', hold, { capture: true });
}

/**
 * Marks a visitor's form live, its handler on. Says since when the visitor has seen it (for the minimum time
 * a person takes to fill it in) and, if they sent it before it was live, when they did: the caller sends it.
 */
export function formGoesLive(form: HTMLFormElement): { shownAt: number; sentAt: number | null } {
  form.setAttribute(LIVE, '');
  const held: HeldForm = form;
  const sentAt = held.sentEarlyAt ?? null;
  delete held.sentEarlyAt;
  return { shownAt: shownSince.get(form) ?? Date.now(), sentAt };
}
