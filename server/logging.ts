import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino from 'pino';
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
 * 14 us of CPU a request, more than half of what the route itself costs (docs/decisions/0011-request-logging.md);
 * the one line, written from a template (below), costs less than a busy machine's noise (decision 0045).
 * Errors and Fastify's other lines are logged as before.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      const line = {
        method: request.method,
        url: redactedUrl(request.url),
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      };
      reply.log.error({ ...line, err: error }, 'request errored');
    } else if (logsRequests(reply.log)) {
      writeRequestLine(request.server.log, {
        reqId: request.id,
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        elapsedMs: reply.elapsedTime,
        ip: request.ip,
      });
    }
  }
}

const INFO = pino.levels.values.info ?? 30;

/** Whether a logger at its present level writes the "request completed" line (an info line). */
export function logsRequests(logger: FastifyBaseLogger): boolean {
  return (pino.levels.values[logger.level] ?? Infinity) <= INFO;
}

/** What the request line says of one answered request. */
export interface RequestLineFields {
  reqId: string;
  method: string;
  /** As asked for: written redacted. */
  url: string;
  statusCode: number;
  elapsedMs: number;
  ip: string | undefined;
}

interface PinoParts {
  levelText: string | undefined;
  time: () => string;
  bindings: string;
  stream: { write(line: string): void };
}
const partsOf = new WeakMap<FastifyBaseLogger, PinoParts>();

/** What pino keeps of a logger's settings, read once with its exported symbols. */
function pinoParts(logger: FastifyBaseLogger): PinoParts {
  let parts = partsOf.get(logger);
  if (!parts) {
    const internals = logger as unknown as Record<symbol, unknown>;
    const { chindingsSym, lsCacheSym, streamSym, timeSym } = pino.symbols;
    parts = {
      levelText: (internals[lsCacheSym] as Record<number, string>)[INFO],
      time: internals[timeSym] as () => string,
      bindings: internals[chindingsSym] as string,
      stream: internals[streamSym] as { write(line: string): void },
    };
    partsOf.set(logger, parts);
  }
  return parts;
}

/**
 * The "request completed" line, the one logged on every request, written as the template pino's `info` fills
 * (its level and time, the pid and hostname, then the request id and the request's fields) straight to the
 * logger's stream: pino's general path walks, types and quotes the fields of a new object per request. The
 * server's logger keeps pino's defaults for these (serverLogger), so the line is the same, field for field.
 */
export function writeRequestLine(logger: FastifyBaseLogger, line: RequestLineFields): void {
  const { levelText, time, bindings, stream } = pinoParts(logger);
  stream.write(
    `${levelText}${time.call(logger)}${bindings},"reqId":${JSON.stringify(line.reqId)},"method":${JSON.stringify(line.method)},"url":${JSON.stringify(redactedUrl(line.url))},"statusCode":${line.statusCode},"responseTime":${Math.round(line.elapsedMs * 10) / 10}${ipField(line.ip)},"msg":"request completed"}\n`,
  );
}

// pino leaves out a field whose value is undefined (a socket already closed has no address): so does the line.
const ipField = (ip: string | undefined) => (ip === undefined ? '' : `,"ip":${JSON.stringify(ip)}`);
