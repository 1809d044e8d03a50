/** Where a page keeps its main heading: every page renders `<main id="main">` with one `h1`. */
export const findMainHeading = () => document.querySelector<HTMLElement>('#main h1');

/** Puts the keyboard on a page's main heading (focusable for it, out of the Tab order), not scrolling. */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
