/**
 * Resolves in a later task of the browser's event loop. Work awaited after it runs as a task of its own, so
 * a page's start-up is several short tasks rather than one long one: Lighthouse counts each task over 50 ms
 * (after its 4x CPU slowdown) as blocking time (decision 0044). A timer rather than `scheduler.yield()`: the
 * browser may paint or answer a tap between the two, which is the point.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
