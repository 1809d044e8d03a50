import pino from 'pino';

/** Lines waiting for stdout; past this (whatever reads stdout has stalled) lines are dropped, not memory grown. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/** Where batches go: pino's destination (sonic-boom), or anything that takes text and can finish at once. */
export interface BatchTarget {
  write(chunk: Buffer): unknown;
  flushSync(): void;
}

/**
 * pino's asynchronous destination taking bytes, not text: a string handed to an asynchronous fs.write is
 * encoded and copied again for every write (sonic-boom's types say string; its buffer mode takes Buffers).
 */
function bytesDestination(): BatchTarget {
  const destination = pino.destination({
    dest: 1,
    sync: false,
    maxLength: MAX_BUFFERED_BYTES,
    contentMode: 'buffer',
  });
  return {
    write: (chunk) => destination.write(chunk as unknown as string),
    flushSync: () => destination.flushSync(),
  };
}

/**
 * The server's log lines gathered over one turn of the event loop and handed to pino's asynchronous
 * destination (https://getpino.io/#/docs/asynchronous) in one write, instead of one write per line
 * (docs/decisions/0011-request-logging.md): sonic-boom measures its whole pending buffer on every write, so
 * its cost grew with the traffic. Under load a turn answers dozens of requests; a line logged alone goes out
 * at the end of its turn. The file is written off the event loop, so a slow disk never holds a request up.
 *
 * When the process exits (process.exit after a clean shutdown, an uncaught exception), pino's own exit handler
 * first writes what the destination holds; then what is still gathered here is written synchronously to the
 * same file descriptor. Only the last turn's lines of a process killed outright (SIGKILL) can be lost.
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
