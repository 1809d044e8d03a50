import type { SignInProblem } from '../domain/sign-in-problem';
import type { FieldErrors } from '../domain/validation';

export type DataErrorKind =
  | 'invalid' // 400: bad input, with a message per field
  | 'signed-out' // 401
  | 'forbidden' // 403
  | 'not-found' // 404: the listing is gone (deleted meanwhile)
  | 'conflict' // 409: someone changed it since it was read
  | 'rate-limited' // 429
  | 'unavailable' // the network or the store did not answer
  | 'unknown';

/** Every adapter reports failures as a DataError, so pages never see a store's own errors. */
export class DataError extends Error {
  constructor(
    readonly kind: DataErrorKind,
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
    this.name = 'DataError';
  }
}

export function isDataError(error: unknown, kind?: DataErrorKind): error is DataError {
  return error instanceof DataError && (kind === undefined || error.kind === kind);
}

const SIGN_IN_KINDS: Record<SignInProblem, DataErrorKind> = {
  offline: 'unavailable',
  unreachable: 'unavailable',
  'no-answer': 'unavailable',
  'popup-blocked': 'unknown',
  'popup-closed': 'unknown',
  'unauthorised-domain': 'forbidden',
  'not-a-manager': 'forbidden',
};

export type { SignInProblem };

/** A sign-in that did not happen, and why. */
export class SignInError extends DataError {
  constructor(
    readonly problem: SignInProblem,
    detail = '',
  ) {
    super(SIGN_IN_KINDS[problem], `Sign-in failed: ${problem}${detail ? ` (${detail})` : ''}`);
    this.name = 'SignInError';
  }
}

/** The problem a network failure means: the device is offline, or Google is out of reach. */
export const networkProblem = (): SignInProblem =>
  typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'unreachable';
