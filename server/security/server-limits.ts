import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyHttpOptions, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, sendError } from '../errors';

/** How long one client may hold the server; every number is far above what a person's browser needs. */
export interface ServerLimits {
  /** The whole request, headers and body, must arrive within this (a 1-byte-per-10-s body is cut). */
  requestTimeoutMs: number;
  /** The headers alone (slowloris). */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all is closed after this. */
  connectionTimeoutMs: number;
  /** How often Node checks the two timeouts above it (its default, 30 s, would let a slow body linger). */
  checkIntervalMs: number;
  /** Longer request targets are answered 414 before any routing (our longest real URL is < 300). */
  maxUrlLength: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  requestTimeoutMs: 15_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  connectionTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
  maxUrlLength: 2048,
};

const errorBody = (code: string, message: string) => JSON.stringify({ error: { code, message } });

const URI_TOO_LONG = errorBody('uri_too_long', 'The address is too long.');

// What Node reports before Fastify sees a request (malformed HTTP, oversized headers, a timeout): written to
// the socket in the one error shape, as Fastify's default handler does in its own.
const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request headers are too large.'],
};

function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'bad_request',
    'The request is malformed.',
  ];
  const body = errorBody(code, message);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

// Fastify's own routing failures (a bad %-escape: 400, an over-long path parameter: 414) in the one shape.
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void sendError(
    reply,
    tooLong
      ? new ApiError(414, 'uri_too_long', 'The address is too long.')
      : new ApiError(400, 'bad_request', 'The address is not valid.'),
  );
}

/** Answers a request before Fastify's routing, or returns false to leave it to Fastify. */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Fastify options that bound what one client can hold: the timeouts above, a URL cap checked before Fastify
 * does any work (a length compare, nothing on the hot path), and Node's and Fastify's own errors in the one
 * error shape. `early.answer`, once the app sets it, sees each request within the URL cap before Fastify.
 */
export function serverLimitOptions(
  limits: ServerLimits,
  early: { answer: EarlyAnswer | null } = { answer: null },
): Partial<FastifyHttpOptions<Server>> {
  return {
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    clientErrorHandler,
    frameworkErrors,
    serverFactory: (handler) => {
      const server = createServer(
        {
          requestTimeout: limits.requestTimeoutMs,
          headersTimeout: limits.headersTimeoutMs,
          keepAliveTimeout: limits.keepAliveTimeoutMs,
          connectionsCheckingInterval: limits.checkIntervalMs,
        },
        (request: IncomingMessage, response: ServerResponse) => {
          if ((request.url?.length ?? 0) <= limits.maxUrlLength) {
            if (early.answer?.(request, response)) return;
            return handler(request, response);
          }
          response.writeHead(414, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(URI_TOO_LONG),
            'cache-control': 'no-store',
          });
          response.end(URI_TOO_LONG);
        },
      );
      server.setTimeout(limits.connectionTimeoutMs);
      return server;
    },
  };
}
