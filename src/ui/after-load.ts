// A page that is never idle (a carousel playing) still gets its turn, a little later.
const IDLE_WAIT_MS = 2000;

/**
 * Runs `work` once the page has loaded and the browser is idle, so it never competes with the page itself
 * (counting a visit, asking for newer Site content). Returns a cancel function.
 */
export function afterLoad(work: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => !cancelled && work(), { timeout: IDLE_WAIT_MS });
    else setTimeout(() => !cancelled && work(), 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}
