import type { LightMyRequestResponse } from 'fastify';
import { beforeEach } from 'vitest';
import type { Venue } from '../../src/domain/venue';
import type { ShowKey } from '../../src/domain/shows';
import { createTestApp, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SignedInApp {
  /** This test's server. */
  readonly t: TestApp;
  /** The manager's Cookie header on this test's server. */
  readonly cookie: string;
  /** This test's clock: 22 November 2026, noon UTC, at the start of each test. */
  readonly clock: Date;
  /** A request as the signed-in manager. */
  call(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** The public listings of a show, as a visitor's page asks for them (no cookie). */
  publicList(show?: ShowKey): Promise<Venue[]>;
  /** Moves the clock on and signs in again (sessions do not last the days a test skips). */
  advance(ms: number): Promise<void>;
  /** Moves the clock on without a request, as time passes for a timer. */
  wait(ms: number): void;
  /** Stops this server, moves the clock on, and starts another on the same data, signed in. */
  restartAfter(ms: number): Promise<void>;
}

export const START = '2026-11-22T12:00:00Z';

/**
 * For a test file of the listing routes: for each test, a server on a fresh database with the manager
 * signed in and a clock the test moves. Call it at the top of the file; read its fields inside tests.
 */
export function signedInApp(): SignedInApp {
  let t: TestApp;
  let cookie: string;
  let clock: Date;
  const start = async (dataDir?: string) => {
    t = await createTestApp({ now: () => clock, ...(dataDir ? { dataDir } : {}) });
    cookie = await t.signIn();
  };

  beforeEach(async () => {
    clock = new Date(START);
    await start();
    return () => t.close();
  });

  const wait = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  return {
    get t() {
      return t;
    },
    get cookie() {
      return cookie;
    },
    get clock() {
      return clock;
    },
    call: (method, url, payload) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) }),
    publicList: async (show = 'Titanic') =>
      (await t.app.inject({ method: 'GET', url: `/api/venues?show=${show}` })).json<Venue[]>(),
    wait,
    async advance(ms) {
      wait(ms);
      cookie = await t.signIn();
    },
    async restartAfter(ms) {
      // The app alone: t.close() would delete the data the next server starts on.
      await t.app.close();
      wait(ms);
      await start(t.dataDir);
    },
  };
}
