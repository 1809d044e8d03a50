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
