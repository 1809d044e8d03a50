import { isDataError } from '../../../data/errors';

/**
 * The dashboard's result messages. The first six are the original site's words and the production
 * manager knows them by heart, so they stay word for word; the rest are ours, for results it only logged.
 */
export const RESULT_WORDS = {
  added: 'Successfully submitted',
  updated: 'Document updated successfully',
  deleted: 'Document deleted successfully',
  noMatch: 'Error: No matching documents found',
  updateFailedPrefix: 'Error updating document: ',
  deleteFailedPrefix: 'Error deleting document: ',
  addFailedPrefix: 'Error adding document: ',
  fixFields: 'Check the highlighted fields.',
} as const;

/** The reason a manager reads after "Error ...: " (a store's message, or a plain one for the network). */
export function failureReason(error: unknown): string {
  if (isDataError(error, 'unavailable'))
    return 'the server did not answer. Check your connection and try again.';
  if (isDataError(error, 'signed-out'))
    return 'your session has ended. Sign in again (what you typed is kept).';
  if (isDataError(error, 'rate-limited')) return 'too many requests. Wait a minute and try again.';
  if (error instanceof Error && error.message) return error.message;
  return 'an unexpected error occurred.';
}

/** A result shown (and announced) under a form: success in a status region, failure in an alert. */
export type ActionResult = { kind: 'success' | 'error'; text: string } | null;

export const success = (text: string): ActionResult => ({ kind: 'success', text });
export const failure = (text: string): ActionResult => ({ kind: 'error', text });
