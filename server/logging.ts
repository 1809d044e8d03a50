import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { linesInBatches } from './log-batches';

/** The fields of a request line, shown in a terminal as its message instead of after it. */
const REQUEST_FIELDS = 'reqId,method,url,statusCode,responseTime,ip';

/**
 * The running server's logger, Fastify's pino on stdout.
 *
 * Piped (a file, a log shipper, a service manager): one JSON object a line, each turn of the event loop's lines
 * written together (log-batches.ts); what is waiting when the process exits, cleanly or by a crash, is written
 * before it ends.
 *
 * In a terminal: pino-pretty, one readable line each ("GET /titanic 200 in 1.2 ms"). It is loaded only then,
 * so a piped server never pays for pretty printing.
 */
export async function serverLogger(
  level: string,
  stdoutIsTerminal = false,
): Promise<FastifyServerOptions['logger']> {
  if (!stdoutIsTerminal) {
    return { level, stream: linesInBatches() };
  }
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: `pid,hostname,${REQUEST_FIELDS}`,
    messageFormat: (line, messageKey) =>
      typeof line.method === 'string'
        ? `${line.method} ${String(line.url)} ${String(line.statusCode)} in ${String(line.responseTime)} ms`
        : String(line[messageKey]),
  });
  return { level, stream };
}

/**
 * The request's address as logged: the secret of a confirm or unsubscribe link (`token=`) is replaced, so the
 * log, which more people and tools read than the database, holds nothing that acts for a subscriber.
 */
export function redactedUrl(url: string): string {
  return url.includes('token=') ? url.replace(/([?&;]token=)[^&#;]*/gi, '$1[redacted]') : url;
}

/**
 * Request logging, on by default: one line per answered request (method, path, status, time, client address)
 * instead of Fastify's two (one on arrival, one on completion). Those two lines cost the listings API about
 * 14 us of CPU a request, more than half of what the route itself costs; the one line costs about 6
 * (docs/decisions/0011-request-logging.md). Errors and Fastify's other lines are logged as before.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: redactedUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
