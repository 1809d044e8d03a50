import { isDataError, type DataErrorKind } from '../../src/data/errors';
import type { DataPort } from '../../src/data/port';

/** What an adapter's test gives the contract: two clients of one store, and a way to empty it. */
export interface DataPortHarness {
  /** Nobody signed in. */
  visitor: DataPort;
  /** Signed in as an allowed manager. */
  manager: DataPort;
  /** Empties listings and submissions; the manager stays signed in. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The DataError a call fails with (its kind and per-field messages); a call that succeeds fails the test. */
export async function failureOf(
  work: Promise<unknown>,
): Promise<{ kind: DataErrorKind; fields: Record<string, string>; message: string }> {
  try {
    await work;
  } catch (error) {
    if (isDataError(error)) return { kind: error.kind, fields: error.fields, message: error.message };
    throw error;
  }
  throw new Error('expected a DataError, but the call succeeded');
}
