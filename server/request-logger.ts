import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

/**
 * A request's logger (`request.log`, `reply.log`), made into pino's child only when something logs through it.
 * Fastify asks for a child logger per request, with the request id bound; pino's child turns its bindings into
 * a string and builds a new logger object every time, which the listings API paid on every request though its
 * one line (OneLinePerRequest) is written without it (docs/decisions/0045-listings-api-per-request-cost.md).
 * A line logged through it is pino's child's line, the request id included.
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  // On the prototype (below), not made per request as arrow functions would be.
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;

  /** pino's child, made at the first line logged through this request's logger. */
  get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

for (const name of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const) {
  RequestLogger.prototype[name] = function (this: RequestLogger, ...args: Parameters<LogFn>) {
    this.logger[name](...args);
  };
}

/** Fastify's `childLoggerFactory`: a RequestLogger in place of pino's child. */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}

/**
 * Request ids as Fastify's default makes them (`req-1`, `req-2`, ... counted in base 36, wrapping at 2^31),
 * from one counter that Fastify (its `genReqId`) and the listings answered before its routing
 * (server/venues/early-listings.ts) share, so the ids in the log stay unique and in order.
 */
export function requestIds(): () => string {
  let next = 0;
  return () => {
    next = (next + 1) & 0x7fffffff;
    return `req-${next.toString(36)}`;
  };
}
