const PLAIN_BUTTON = 'button[type="button"]';

/**
 * Keeps the last tap on a button of a section whose code has not arrived yet, and taps that button again once
 * the section has hydrated (its wrapper gets `data-ready`). On a page that arrived as HTML, a home section's
 * buttons show before its code loads, and React drops a click on HTML it has not hydrated: it stops the event
 * at the root and replays no click. Without this, a visitor who taps Next or Pause as soon as a carousel comes
 * into sight has to tap again. Only plain buttons: a link or a form's submit button works without the code.
 *
 * Listens on the window, in the capture phase, so it sees the click before React stops it. Returns the stop.
 */
export function replayEarlyTap(section: HTMLElement): () => void {
  if (section.hasAttribute('data-ready')) return () => {};
  const buttons = () => [...section.querySelectorAll<HTMLButtonElement>(PLAIN_BUTTON)];
  // By position, not by node: if hydration had to replace the section's HTML, the same node is gone.
  let tapped = -1;
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(PLAIN_BUTTON) : null;
    if (button && section.contains(button)) tapped = buttons().indexOf(button as HTMLButtonElement);
  };
  const ready = new MutationObserver(() => {
    if (!section.hasAttribute('data-ready')) return;
    stop();
    const button = buttons()[tapped];
    if (button && !button.disabled) button.click();
  });
  const stop = () => {
    window.removeEventListener('click', remember, true);
    ready.disconnect();
  };
  window.addEventListener('click', remember, true);
  ready.observe(section, { attributes: true, attributeFilter: ['data-ready'] });
  return stop;
}
