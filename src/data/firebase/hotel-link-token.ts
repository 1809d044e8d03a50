/**
 * A hotel's private link in hosted mode (docs/decisions/0041-hotel-links.md): the same token as the embedded
 * server's (32 random bytes, base64url) made by the dashboard's browser, and kept only as its SHA-256 (hex),
 * the key of its `hotelLinks` document, so a copy of the database opens no hotel's page.
 */
import { sha256Hex } from './sha256';

export const HOTEL_LINKS = 'hotelLinks';
/** Who at a saved hotel sells its dates: managers only (firestore.rules), never in the public `hotels`. */
export const HOTEL_CONTACTS = 'hotelContacts';

export function newHotelToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const hashHotelToken = (token: string): Promise<string> => sha256Hex(token);

/** The shape every token has: anything else is not looked up at all. */
export const isHotelTokenShape = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);
