/**
 * How long a read may take before the visitor is told and offered a retry. A request that hangs (a captive
 * portal, a stalled mobile connection, a blocked host) otherwise never settles: neither fetch nor the
 * Firebase SDK gives up by itself in any time a person would wait.
 */
export const READ_DEADLINE_MS = 10_000;

/** `work`, or `timedOut()` as a rejection once `ms` have passed (the work itself carries on unobserved). */
export function withDeadline<T>(work: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
