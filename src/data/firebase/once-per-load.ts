/**
 * A job the manager's browser runs once per page load, the first time the dashboard asks for it (hosted mode
 * has no server to run it on a timer). A failure is warned of and never stops the dashboard; the job runs
 * again the next time it is asked for.
 */
export function oncePerLoad<Args extends unknown[]>(
  job: (...args: Args) => Promise<unknown>,
  failure: string,
): { run: (...args: Args) => Promise<void>; settled: () => Promise<void> } {
  let running: Promise<void> | null = null;
  return {
    run(...args) {
      running ??= Promise.resolve()
        .then(() => job(...args))
        .then(
          () => undefined,
          (error: unknown) => {
            running = null;
            console.warn(failure, error);
          },
        );
      return running;
    },
    /** Resolves once the run under way, if there is one, has ended (it never rejects). */
    settled: async () => {
      await running;
    },
  };
}
