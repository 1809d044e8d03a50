/**
 * A fixed-window count of one kind of request from every address together (the per-address limit's
 * backstop: an attacker with many addresses, or a misconfigured proxy, still meets it). Returns how many
 * milliseconds to wait, 0 when the request may go ahead.
 */
export function createSiteWideLimit(max: number, windowMs: number, now: () => Date) {
  let windowStart = Number.NEGATIVE_INFINITY;
  let count = 0;
  return {
    take(): number {
      const at = now().getTime();
      if (at - windowStart >= windowMs) {
        windowStart = at;
        count = 0;
      }
      count += 1;
      return count > max ? windowStart + windowMs - at : 0;
    },
  };
}
