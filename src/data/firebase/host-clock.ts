/**
 * The time by the site's host, as a manager's browser can know it. Hosted, a listing change's e-mails wait in
 * `pendingMail` until a dashboard writes them to `mail` (decision 0040): their due time and the moment they
 * go are judged by this clock, not by the browser's own, which may be minutes out. A laptop ten minutes
 * slow would otherwise date a cancellation's e-mails due at once, and one ten minutes fast would send
 * another dashboard's e-mails before their Undo time was up.
 *
 * The host's time is read from the `Date` header of a response from the site's own origin (Firebase Hosting
 * sets it, as every HTTP server does), once per page load, as an offset from the browser's clock that later
 * readings of `Date.now()` add; read again if the browser's clock is set meanwhile.
 */
import { DEPLOY_RECORD_PATH } from '../../domain/deploy-record';

/** One answer from the host, and this browser's clock when it arrived. */
export interface HostReading {
  /** The response's `Date` header (HTTP date, to the second), if it had one. */
  date: string | null;
  /** `Date.now()` when the answer arrived. */
  receivedAt: number;
}

/**
 * The host's clock minus this browser's, in milliseconds, never more than it really is: the host wrote its
 * `Date` (rounded down to the second) before the answer arrived. So a time judged by it is never ahead of
 * the host's: a waiting e-mail never goes early by it, and its wait is short by at most a second and the
 * answer's journey. (A cache's `Age` is not added: it may overstate, and a cache that restamps `Date`
 * would count it twice.) Null when the answer carries no readable date.
 */
export function hostOffsetMs({ date, receivedAt }: HostReading): number | null {
  const stamped = Date.parse(date ?? '');
  return Number.isNaN(stamped) ? null : stamped - receivedAt;
}

/** The host's time now, as well as this browser can tell. */
export interface HostClock {
  now(): Promise<Date>;
}

/**
 * The browser's wall clock less its monotonic one: steady while time passes, it moves when the wall clock is
 * set (a time server correcting a laptop, a person changing it) or when the monotonic clock paused (a sleep).
 */
const wallLessMonotonic = () => Date.now() - performance.now();
/** A change of `wallLessMonotonic` larger than this means the wall clock was set: the host is read again. */
const CLOCK_SET_MS = 2000;

/**
 * A clock that reads the host once (`read`) and then follows this browser's clock from there, reading the
 * host again if that clock is set meanwhile. A reading that fails, or has no date, is warned of; that call
 * uses the browser's own clock and the next call reads again.
 */
export function hostClock(read: () => Promise<HostReading>): HostClock {
  let offset: Promise<number> | null = null;
  let skewAtRead = 0;
  const measure = async (): Promise<number> => {
    const ms = hostOffsetMs(await read());
    if (ms === null) throw new Error('the answer had no Date header');
    return ms;
  };
  return {
    async now() {
      if (offset && Math.abs(wallLessMonotonic() - skewAtRead) > CLOCK_SET_MS) offset = null;
      if (!offset) {
        skewAtRead = wallLessMonotonic();
        offset = measure();
      }
      const reading = offset;
      try {
        return new Date(Date.now() + (await reading));
      } catch (error) {
        if (offset === reading) offset = null;
        console.warn("[mail] the host's clock could not be read; this browser's clock is used", error);
        return new Date();
      }
    },
  };
}

/** How long the host's answer is waited for before this browser's clock is used instead. */
const READ_TIMEOUT_MS = 10_000;

/** The site's host's clock, read from a response of `origin` (the page's own, in a browser). */
export function siteHostClock(origin: string): HostClock {
  return hostClock(async () => {
    // A small file every deploy has, asked of the host itself rather than the browser's cache.
    const response = await fetch(new URL(DEPLOY_RECORD_PATH, origin), {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    return { date: response.headers.get('date'), receivedAt: Date.now() };
  });
}

/** This machine's own clock, where there is no host to ask (the emulator tests in Node). */
export const LOCAL_CLOCK: HostClock = { now: () => Promise.resolve(new Date()) };
