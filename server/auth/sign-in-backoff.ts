/**
 * Per-account backoff on failed sign-ins, beside the per-address and site-wide rate limits: an attacker who
 * rotates addresses still gets only a handful of guesses at one account. The first FREE_FAILURES are free;
 * then each failure doubles the wait (1 s, 2 s, 4 s ... at most MAX_WAIT_MS). A success clears it. Unknown
 * e-mails are tracked exactly like real ones, so the answer never tells whether an account exists.
 * NIST SP 800-63B 5.2.2 asks for this kind of throttling (no more than 100 failures in a row).
 */
const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 1000;
const MAX_WAIT_MS = 5 * 60 * 1000;
/** Accounts remembered at once; the oldest is forgotten first, so random e-mails cannot grow memory. */
const MAX_TRACKED = 10_000;

interface Failures {
  count: number;
  /** Epoch ms before which another attempt is refused without checking the password. */
  lockedUntil: number;
}

export function createSignInBackoff(now: () => Date) {
  const accounts = new Map<string, Failures>();
  const key = (email: string) => email.trim().toLowerCase();

  return {
    /** Milliseconds until this account may try again; 0 when it may try now. */
    waitFor(email: string): number {
      const entry = accounts.get(key(email));
      return entry ? Math.max(0, entry.lockedUntil - now().getTime()) : 0;
    },
    failed(email: string): void {
      const k = key(email);
      const count = (accounts.get(k)?.count ?? 0) + 1;
      const extra = count - FREE_FAILURES;
      const wait = extra > 0 ? Math.min(FIRST_WAIT_MS * 2 ** (extra - 1), MAX_WAIT_MS) : 0;
      accounts.delete(k); // re-inserted last: the Map's order is oldest first
      accounts.set(k, { count, lockedUntil: now().getTime() + wait });
      if (accounts.size > MAX_TRACKED) {
        const oldest = accounts.keys().next();
        if (!oldest.done) accounts.delete(oldest.value);
      }
    },
    succeeded(email: string): void {
      accounts.delete(key(email));
    },
  };
}

export type SignInBackoff = ReturnType<typeof createSignInBackoff>;
