import type { FieldErrors } from '../domain/validation';

export type DataErrorKind =
  | 'invalid' // 400: bad input, with a message per field
  | 'signed-out' // 401
  | 'forbidden' // 403
  | 'not-found' // 404: the listing is gone (deleted meanwhile)
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

/**
 * Why a sign-in did not happen, told apart so the panel can say what to do (src/content/sign-in.ts words
 * each one). `offline`: the device has no network; `unreachable`: Google refused or could not be connected
 * to; `no-answer`: Google did not answer in time; the rest are the browser's or the account's doing.
 */
export type SignInProblem =
  | 'offline'
  | 'unreachable'
  | 'no-answer'
  | 'popup-blocked'
  | 'popup-closed'
  | 'unauthorised-domain'
  | 'not-a-manager';

const SIGN_IN_KINDS: Record<SignInProblem, DataErrorKind> = {
  offline: 'unavailable',
  unreachable: 'unavailable',
  'no-answer': 'unavailable',
  'popup-blocked': 'unknown',
  'popup-closed': 'unknown',
  'unauthorised-domain': 'forbidden',
  'not-a-manager': 'forbidden',
};

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
