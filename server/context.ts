import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Manager } from '../src/domain/manager';
import type { GoogleKeys } from './auth/google';
import type { ScryptParams } from './auth/password';
import type { SessionCookies } from './auth/session-cookie';
import type { SignInBackoff } from './auth/sign-in-backoff';
import type { SessionService } from './auth/sessions';
import type { BackupKind } from './db/backups';
import type { Store } from './db/store';
import type { MailService } from './mail/mail-service';
import type { VenueWrites } from './venues/venue-writes';
import type { VisitorCounts } from './insights/visitor-counts';

/** What the route modules share; built once by buildApp. */
export interface AppContext {
  store: Store;
  /** Every listing write, each with its history entry. */
  venueWrites: VenueWrites;
  /** An online backup of the database into DATA_DIR/backups (before an import, for one). */
  takeBackup: (kind: BackupKind) => Promise<string>;
  now: () => Date;
  sessions: SessionService;
  /** Reads and writes the session cookie (Secure and `__Host-` per COOKIE_SECURE). */
  cookies: SessionCookies;
  /** Per-account waits after repeated failed sign-ins. */
  signInBackoff: SignInBackoff;
  /** Set when GOOGLE_CLIENT_ID is configured. */
  google: { clientId: string; adminEmails: ReadonlySet<string>; keys: GoogleKeys } | null;
  scrypt: ScryptParams;
  /** A hash no password matches, compared when the e-mail is unknown (same timing as a wrong password). */
  dummyHash: Promise<string>;
  rateLimits: RateLimits;
  /** E-mail through the outbox (server/mail/mail-service.ts); `enabled` is false without SMTP settings. */
  mail: MailService;
  /** Insights: what visitors do, counted per day without keeping anything of them (decision 0028). */
  counts: VisitorCounts;
  /** preHandler for manager-only routes: 401 without a live session. */
  requireManager: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export interface RateLimits {
  /** Sign-in attempts per minute per address. */
  signInPerMinute: number;
  /** Sign-in attempts per minute from all addresses together (an attacker may have many). */
  signInSiteWidePerMinute: number;
  /** Public form submissions (hosting requests, contact messages) per minute per address. */
  submissionsPerMinute: number;
  /** Submissions of each form per 24 hours from all addresses together: storage cannot be flooded. */
  submissionsPerDay: number;
  /**
   * Pages the server renders with their data (show pages, What's on, date pages) per minute per address
   * (per /56 for IPv6): far above anyone's reading, so only a script meets it (decision 0024).
   */
  pagesPerMinute: number;
  /** Beacons (page views, Book clicks) per minute per address: a quick reader sends a few. */
  hitsPerMinute: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in manager, set by requireManager on manager routes. */
    manager: Manager | null;
  }
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerMinute: 10,
  signInSiteWidePerMinute: 30,
  submissionsPerMinute: 5,
  submissionsPerDay: 500,
  pagesPerMinute: 300,
  hitsPerMinute: 120,
};
