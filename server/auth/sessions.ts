import { createHash, randomBytes } from 'node:crypto';
import type { Manager } from '../../src/domain/manager';
import type { SignInMethod } from '../db/sessions-repository';
import type { Store } from '../db/store';

export const SESSION_COOKIE = 'sid';
/** Signed out after 2 hours without a request... */
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** ...and 12 hours after signing in, however active (OWASP Session Management Cheat Sheet ranges). */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
// Refreshing last_seen_at on every request would turn every dashboard read into a write; a minute's
// precision is plenty for a two-hour idle timeout.
const TOUCH_EVERY_MS = 60 * 1000;

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

export interface SessionServiceOptions {
  store: Store;
  now: () => Date;
  /** Whether a Google-signed-in email is still on the allow-list (ADMIN_EMAILS may change between restarts). */
  isAllowedGoogleEmail: (email: string) => boolean;
}

export function createSessionService({ store, now, isAllowedGoogleEmail }: SessionServiceOptions) {
  return {
    /** Starts a session and returns the cookie's value: 128 random bits, stored only as their SHA-256. */
    start(manager: Manager, method: SignInMethod): string {
      const id = randomBytes(16).toString('base64url');
      const at = now().getTime();
      store.sessions.deleteStale(at, at - IDLE_TIMEOUT_MS);
      store.sessions.create({
        idHash: hashId(id),
        email: manager.email,
        name: manager.name,
        method,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: at + ABSOLUTE_TIMEOUT_MS,
      });
      return id;
    },

    /** The manager a cookie belongs to, or null when it is unknown, expired, or the account lost access. */
    resolve(id: string | undefined): Manager | null {
      if (!id) return null;
      const session = store.sessions.find(hashId(id));
      if (!session) return null;
      const at = now().getTime();
      const stillAllowed =
        session.method === 'google'
          ? isAllowedGoogleEmail(session.email)
          : store.managers.find(session.email) !== null;
      if (at >= session.expiresAt || at - session.lastSeenAt >= IDLE_TIMEOUT_MS || !stillAllowed) {
        store.sessions.delete(session.idHash);
        return null;
      }
      if (at - session.lastSeenAt >= TOUCH_EVERY_MS) store.sessions.touch(session.idHash, at);
      return { email: session.email, name: session.name };
    },

    end(id: string | undefined): void {
      if (id) store.sessions.delete(hashId(id));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
