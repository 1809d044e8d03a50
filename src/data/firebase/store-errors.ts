import { DataError, isDataError } from '../errors';

/** Who was asking when the store refused: decides whether "permission denied" means "sign in" or "not you". */
export type Caller = 'visitor' | 'signed-in';

interface CodedError {
  code: string;
  message: string;
}

const hasCode = (error: unknown): error is CodedError =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';

/**
 * Turns a Firestore error (or anything else thrown by the SDK) into the port's DataError, so pages never see
 * the store's own errors. Codes: https://firebase.google.com/docs/reference/js/firestore_.firestoreerrorcode
 */
export function toDataError(error: unknown, caller: Caller): DataError {
  if (isDataError(error)) return error;
  // Keep the store's detail for whoever reads the console; the person sees a plain sentence.
  console.warn('[firestore]', error);
  if (!hasCode(error)) return new DataError('unknown', 'Something went wrong. Please try again.');
  switch (error.code) {
    case 'permission-denied':
      return caller === 'signed-in'
        ? new DataError('forbidden', 'Your account is not allowed to do this.')
        : new DataError('signed-out', 'Please sign in first.');
    case 'unauthenticated':
      return new DataError('signed-out', 'Please sign in first.');
    case 'not-found':
      return new DataError('not-found', 'That listing no longer exists.');
    case 'unavailable':
    case 'deadline-exceeded':
    case 'cancelled':
      return new DataError(
        'unavailable',
        'The listings service did not answer. Please try again in a moment.',
      );
    case 'resource-exhausted':
      return new DataError('rate-limited', 'Too many requests just now. Please wait a minute and try again.');
    case 'invalid-argument':
    case 'failed-precondition':
      return new DataError('invalid', 'The store refused this data.');
    default:
      return new DataError('unknown', 'Something went wrong. Please try again.');
  }
}
