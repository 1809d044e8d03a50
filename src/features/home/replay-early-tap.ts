const PLAIN_BUTTON = 'button[type="button"]';

/**
 * Keeps the last tap on a button of a section whose code has not arrived yet, and taps that button again once
 * the section has hydrated (its wrapper gets `data-ready`). On a page that arrived as HTML, a home section's
 * buttons show before its code loads, and React drops a click on HTML it cannot hydrate yet: it stops the
 * event at the root and replays no click. Without this, a visitor who taps Next or Pause as soon as a
 * carousel comes into sight has to tap again. Only plain buttons: a link or a form's submit button works
 * without the code.
 *
 * It listens from the moment the page itself has hydrated (the wrapper's effect); a tap before that is not
 * kept. The window's listener, in the capture phase, sees the click before React can stop it; the section's
 * own listener sees only a click React let through (it hydrated the section there and then, and handled
 * the tap itself), which is then not kept. Returns the stop.
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
  const handledAlready = () => {
    tapped = -1;
  };
  let replay: number | undefined;
  const ready = new MutationObserver(() => {
    if (!section.hasAttribute('data-ready')) return;
    ready.disconnect();
    // After the click under way, if any, has gone all the way through (handledAlready may forget it).
    replay = window.setTimeout(() => {
      stop();
      const button = buttons()[tapped];
      if (button && !button.disabled) button.click();
    }, 0);
  });
  const stop = () => {
    window.clearTimeout(replay);
    window.removeEventListener('click', remember, true);
    section.removeEventListener('click', handledAlready, true);
    ready.disconnect();
  };
  window.addEventListener('click', remember, true);
  section.addEventListener('click', handledAlready, true);
  ready.observe(section, { attributes: true, attributeFilter: ['data-ready'] });
  return stop;
}
