import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { fieldErrors, type FieldErrors } from '../src/domain/validation';

/** An error the API reports to its caller in the one shape `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const signedOut = () => new ApiError(401, 'signed_out', 'Sign in as a manager to do this.');
export const forbidden = (message = 'You are not allowed to do this.') =>
  new ApiError(403, 'forbidden', message);
// The dashboard's own wording (the original site's) for a listing that is gone.
export const notFound = (message = 'No matching documents found') => new ApiError(404, 'not_found', message);

/** Checks a request body against a domain schema; a 400 with one message per field when it does not fit. */
export function parseBody<S extends $ZodType>(schema: S, body: unknown): z.output<S> {
  // zod's full build and its small one (a hit, src/domain/hit.ts) share this core parser.
  const result = safeParse(schema, body ?? {});
  if (result.success) return result.data;
  throw new ApiError(400, 'invalid_input', 'Some fields need attention.', fieldErrors(result.error));
}

// Fastify's own client errors (body parsing, limits), reworded for people and mapped to stable codes.
const CLIENT_ERRORS: Record<number, { code: string; message: string }> = {
  400: { code: 'bad_request', message: 'The request body is not valid JSON.' },
  404: { code: 'not_found', message: 'Not found.' },
  413: { code: 'payload_too_large', message: 'The request is too large (at most 16 KiB).' },
  415: {
    code: 'unsupported_media_type',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
};

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  const body = {
    error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
  };
  return reply.code(error.statusCode).header('cache-control', 'no-store').send(body);
}

/** Every failure leaves as the error shape; only genuine faults are 500s, and they are logged. */
export function handleError(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) return sendError(reply, error);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = CLIENT_ERRORS[status] ?? { code: 'bad_request', message: error.message };
    return sendError(reply, new ApiError(status, known.code, known.message));
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(
    reply,
    new ApiError(500, 'internal', 'Something went wrong on our side. Please try again.'),
  );
}
