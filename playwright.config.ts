import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production build,
 * served exactly as `npm start` serves it, on a fresh SQLite database with the demo seed.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_MANAGER = { email: 'manager@example.test', password: 'e2e-correct-horse-battery' };

const browserFound = existsSync(CHROMIUM_PATH);
if (!browserFound) {
  if (process.env.REQUIRE_E2E === '1') {
    throw new Error(`REQUIRE_E2E=1 but no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH).`);
  }
  console.warn(`\n*** No Chromium at ${CHROMIUM_PATH}: every end-to-end test will be SKIPPED. ***\n`);
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Without these, Chromium keeps dialling Google's services, which this network refuses.
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'embedded', testIgnore: /hosted\// }],
  webServer: [
    {
      // The README's quick start command, on a fresh database.
      command: 'rm -rf .tmp/e2e-data && npm start',
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: '.tmp/e2e-data',
        SEED_DEMO: '1',
        ADMIN_EMAIL: E2E_MANAGER.email,
        ADMIN_PASSWORD: E2E_MANAGER.password,
        // The suite signs in and sends forms from one address far faster than people do.
        SIGN_IN_RATE_LIMIT: '200',
        SUBMISSION_RATE_LIMIT: '200',
      },
    },
  ],
});
