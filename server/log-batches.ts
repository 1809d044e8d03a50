import pino from 'pino';

/** Where batches go: pino's destination (sonic-boom), or anything that takes text and can finish at once. */
export interface BatchTarget {
  write(chunk: Buffer): unknown;
  flushSync(): void;
}

/**
 * pino's synchronous destination taking bytes, not text (sonic-boom's buffer mode; its types say string).
 * Synchronous, so a batch handed over is in the file before the next line is logged: an asynchronous write
 * still in flight when the process crashed was lost with it (a test of that failed on a busy machine).
 */
function bytesDestination(): BatchTarget {
  const destination = pino.destination({
    dest: 1,
    sync: true,
    contentMode: 'buffer',
  });
  return {
    write: (chunk) => destination.write(chunk as unknown as string),
    flushSync: () => destination.flushSync(),
  };
}

/**
 * The server's log lines gathered over one turn of the event loop and written with one call
 * (docs/decisions/0011-request-logging.md), instead of one write per line: under load a turn answers dozens
 * of requests; a line logged alone goes out at the end of its turn. The write blocks, as pino's default
 * destination does, so nothing handed over is lost; a stalled reader of stdout holds the server up, as it did
 * before batching (pino's asynchronous mode lost a batch in flight when the process crashed).
 *
 * When the process exits (process.exit after a clean shutdown, an uncaught exception), what is still gathered
 * here is written synchronously to the same file descriptor. Only the last turn's lines of a process killed
 * outright (SIGKILL) can be lost.
 */
export function linesInBatches(target: BatchTarget = bytesDestination(), fd = 1) {
  let pending: string[] = [];
  let scheduled = false;
  const take = () => {
    const chunk = pending.join('');
    pending = [];
    return chunk;
  };
  const writePending = () => {
    scheduled = false;
    if (pending.length > 0) target.write(Buffer.from(take()));
  };
  // Registered after the destination's exit handler (pino adds it as the destination is made), so it runs after.
  process.on('exit', () => {
    if (pending.length > 0) pino.destination({ dest: fd, sync: true }).write(take());
  });
  return {
    write(line: string): void {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(writePending);
      }
    },
    flushSync(): void {
      writePending();
      target.flushSync();
    },
  };
}
