/** What the store returns for a Timestamp (duck-typed so this file needs no SDK import). */
interface TimestampLike {
  toDate(): Date;
}

const isTimestamp = (value: unknown): value is TimestampLike =>
  typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function';

/**
 * Used when a stored `createdAt` cannot be read: nothing public depends on it, so an old document with a
 * mangled timestamp stays readable and simply sorts as the oldest.
 */
export const UNKNOWN_CREATED_AT = new Date(0).toISOString();

/** `createdAt` as ISO: a Firestore Timestamp (this site) or a date string (the old dashboard). */
export function readCreatedAt(value: unknown): string {
  const date = isTimestamp(value) ? value.toDate() : typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : UNKNOWN_CREATED_AT;
}

/** A Timestamp the dashboard wrote, as ISO; null when absent (or not a Timestamp). */
export const readTimestamp = (value: unknown): string | null =>
  isTimestamp(value) ? value.toDate().toISOString() : null;
