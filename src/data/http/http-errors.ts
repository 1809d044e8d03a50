import type { FieldErrors } from '../../domain/validation';
import { DataError, type DataErrorKind } from '../errors';

const KIND_BY_STATUS: Record<number, DataErrorKind> = {
  400: 'invalid',
  401: 'signed-out',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'invalid',
  415: 'invalid',
  429: 'rate-limited',
  502: 'unavailable',
  503: 'unavailable',
  504: 'unavailable',
};

const FALLBACK_MESSAGES: Record<DataErrorKind, string> = {
  invalid: 'Some fields need attention.',
  'signed-out': 'Please sign in again.',
  forbidden: 'You are not allowed to do this.',
  'not-found': 'No matching documents found',
  conflict: 'Someone changed this since you opened it.',
  'rate-limited': 'Too many attempts. Please wait a minute and try again.',
  unavailable: 'The site is not answering just now. Please try again in a moment.',
  unknown: 'Something went wrong. Please try again.',
};

export const NETWORK_FAILURE_MESSAGE = 'We could not reach the server. Check your connection and try again.';

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

function readFields(fields: unknown): FieldErrors {
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Turns the API's error shape `{ error: { code, message, fields? } }` (or anything else) into a DataError. */
export async function toDataError(response: Response): Promise<DataError> {
  const kind = KIND_BY_STATUS[response.status] ?? (response.status >= 500 ? 'unavailable' : 'unknown');
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // A proxy's HTML error page, or an empty body: the status alone decides.
  }
  const message =
    typeof body.error?.message === 'string' && kind !== 'unavailable'
      ? body.error.message
      : FALLBACK_MESSAGES[kind];
  return new DataError(kind, message, readFields(body.error?.fields));
}
