import pino from 'pino';

/** Where batches go: pino's destination (sonic-boom), or anything that takes text and can finish at once. */
export interface BatchTarget {
  write(chunk: string): unknown;
  flushSync(): void;
}

/**
 * The server's log lines gathered over one turn of the event loop and written with one call, instead of one
 * write per line (docs/decisions/0011-request-logging.md). Under load a turn answers dozens of requests, so
 * their lines cost one system call; a line logged alone goes out at the end of its turn.
 *
 * The batches go to pino's synchronous destination, so nothing is ever half-written: what is gathered when the
 * process exits (a clean shutdown's process.exit, an uncaught exception) is written by the exit handler before
 * the process ends. Only lines of the turn in which the process is killed outright (SIGKILL) can be lost.
 */
export function linesInBatches(target: BatchTarget = pino.destination({ dest: 1, sync: true })) {
  let pending: string[] = [];
  let scheduled = false;
  const writePending = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const chunk = pending.join('');
    pending = [];
    target.write(chunk);
  };
  const flushSync = () => {
    writePending();
    target.flushSync();
  };
  process.on('exit', flushSync);
  return {
    write(line: string): void {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(writePending);
      }
    },
    flushSync,
  };
}
