import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import type { ScryptParams } from '../auth/password';
import { DATABASE_FILE } from '../db/database';
import type { Venue, VenueInput } from '../../src/domain/venue';

/** Cheap hashing for tests that sign in often; password.test.ts checks the real (OWASP) cost. */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
export const MANAGER = { email: 'manager@example.test', password: 'correct-horse-battery' };

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** Signs the manager in and returns the Cookie header to send. */
  signIn(): Promise<string>;
  /** Adds a listing as the signed-in manager (`cookie` from signIn) and returns it as stored. */
  createVenue(cookie: string, input: VenueInput): Promise<Venue>;
  close(): Promise<void>;
}

/**
 * A server on a fresh SQLite file in a temp directory, with one manager, no demo data, no static site. The
 * file is a copy of one the run migrated once (tests/setup/server-tests.ts), unless the test gives its own
 * data folder or asks for the demo data (which only a database created by the server itself gets).
 */
export async function createTestApp(overrides: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'site-test-'));
  if (!overrides.dataDir && !overrides.seedDemo)
    copyFileSync(inject('migratedDatabase'), join(dataDir, DATABASE_FILE));
  const app = await buildApp({
    seedDemo: false,
    dailyBackups: false,
    adminEmail: MANAGER.email,
    adminPassword: MANAGER.password,
    staticDir: join(dataDir, 'no-site'),
    scrypt: TEST_SCRYPT,
    // Notices go at once unless a test is about their wait (server/routes/notice-wait.test.ts).
    noticeDelayMinutes: 0,
    rateLimits: {
      signInPerMinute: 1000,
      signInSiteWidePerMinute: 1000,
      submissionsPerMinute: 1000,
      submissionsPerDay: 10_000,
    },
    ...overrides,
    dataDir,
  });
  // Ready, as a listening server would be: the e-mail worker runs from here on.
  await app.ready();
  return {
    app,
    dataDir,
    async signIn() {
      const response = await app.inject({ method: 'POST', url: '/api/session', payload: MANAGER });
      if (response.statusCode !== 200)
        throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === 'sid');
      if (!cookie) throw new Error('sign-in set no sid cookie');
      return `sid=${cookie.value}`;
    },
    async createVenue(cookie, input) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/venues',
        headers: { cookie },
        payload: input,
      });
      if (response.statusCode !== 201)
        throw new Error(`adding a listing failed: ${response.statusCode} ${response.body}`);
      return response.json<Venue>();
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
