/** Thrown when the queue is full: the caller answers "busy, try again shortly" instead of piling up work. */
export class QueueFullError extends Error {
  constructor() {
    super('Too much work queued');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `concurrency` jobs at once and keeps at most `maxWaiting` more in line; beyond that, a job is
 * refused at once. Used for scrypt: each hash holds one of libuv's four threads (the ones static files are
 * read on) and 128 MiB for about half a second, so eight sign-ins at once used to stall every page.
 */
export function createWorkQueue(concurrency: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new QueueFullError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
    /** Jobs running and waiting (for tests and logs). */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

export type WorkQueue = ReturnType<typeof createWorkQueue>;
