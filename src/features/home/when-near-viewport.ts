/** How far below the viewport a section starts loading: about a screen ahead of a scrolling visitor. */
const AHEAD = '600px';
/** Frames to wait for the element to be in the document before giving up and loading anyway. */
const MAX_FRAMES = 120;

/**
 * Settles when the element `selector` finds comes within a screen of the viewport, so a below-the-fold widget
 * loads (and, on a page that arrived as HTML, hydrates) only when the visitor scrolls towards it, and the main
 * thread stays free for what they see first (Astro's `client:visible` idea). Without a browser (the prerender)
 * or without IntersectionObserver it settles at once. The element may not be in the document yet when this is
 * called from a render, so it is looked for on the next frames.
 */
export function whenNearViewport(selector: string): Promise<void> {
  if (typeof window === 'undefined' || typeof window.IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let frames = 0;
    const observe = () => {
      const element = document.querySelector(selector);
      if (!element) {
        if (++frames > MAX_FRAMES) resolve();
        else requestAnimationFrame(observe);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            resolve();
          }
        },
        { rootMargin: `${AHEAD} 0px` },
      );
      observer.observe(element);
    };
    observe();
  });
}
