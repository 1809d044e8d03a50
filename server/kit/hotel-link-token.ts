import { createHash, randomBytes } from 'node:crypto';

/** A hotel's link token: 256 random bits, URL-safe (43 characters), never stored as it is. */
export const newHotelToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: finding a hotel by it needs the token itself. */
export const hashHotelToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The shape every token has; anything else is not looked up at all. */
export const isHotelTokenShape = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
