/**
 * A visitor's form is in the page's HTML, on screen, before the script that sends it has hydrated it: What's
 * on's keep-in-touch form waits for a chunk of its own, the home page's contact form for its section to come
 * near. Sent in that gap, the browser would send it itself, to a page that does not take forms, and what the
 * visitor wrote would be lost. So the page loader (src/app/page-loader.ts, a built page's only script, run as
 * soon as the document is parsed) holds such a submit, and notes on the form when it was sent; the form sends
 * it once it is live (useSubmission, through formGoesLive below), with what the visitor had typed. Before the
 * loader runs, the form's `method="post"` at least keeps the visitor's address out of the URL, the history
 * and the request log. The dev server's pages are not prerendered: their forms are live as soon as they show.
 */

const MARK = 'data-submission-form';
/** The attributes every visitor's form carries (SubmissionForm): the mark the page loader looks for. */
export const SUBMISSION_FORM_MARK = { [MARK]: '' } as const;
/** Set once the form's own submit handler is on: the page loader holds no submit of a form that has it. */
const LIVE = 'data-interactive';

/** Forms in the page's first HTML: on screen since its first paint (epoch ms), not since they hydrated. */
const shownSince = new WeakMap<HTMLFormElement, number>();
/**
 * When a form was sent before it was live (epoch ms), as the page loader notes it on the form (it cannot import
 * this module: the name is its contract, src/app/page-loader.dom.test.ts).
 */
type HeldForm = HTMLFormElement & { sentEarlyAt?: number };

/** When the page first painted, on Date.now()'s clock (the navigation's start where the browser cannot say). */
function firstPaintAt(): number {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return Date.now() - performance.now() + (paint?.startTime ?? 0);
}

/**
 * Notes the visitor's forms in the page's first HTML as on screen since its first paint (called once, by
 * src/main.tsx, before the app starts): a visitor may have typed the whole form before it was live.
 */
export function noteFormsOnScreen(doc: Document = document): void {
  const paintedAt = firstPaintAt();
  for (const form of doc.querySelectorAll<HTMLFormElement>(`form[${MARK}]`)) {
    shownSince.set(form, paintedAt);
  }
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
