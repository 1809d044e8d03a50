import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { todayInLondon } from './src/domain/dates';
import { HOSTED_MISSING, HOSTED_PORT } from './tests/e2e/hosted/hosted-config';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production build,
 * served exactly as `npm start` serves it, on a fresh SQLite database with the demo seed.
 */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * Debian's Chromium: its headless shell (`apt-get install chromium-headless-shell`, built from the same
 * Chromium source as the browser, and the build Playwright itself runs headless tests in) where it is
 * installed, the full browser otherwise. The suite spends half the browser CPU in the shell
 * (docs/decisions/0046-browser-tests-in-the-headless-shell.md).
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : '/usr/bin/chromium');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** A second embedded server that sends e-mail, for the walks that follow one (tests/e2e/mailing-server.ts). */
export const E2E_MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 4178);
export const E2E_MANAGER = { email: 'manager@example.test', password: 'e2e-correct-horse-battery' };

// The day the run's seeds count from, fixed once by the runner and inherited by the servers it starts and by
// every worker, so a run that crosses midnight still agrees with itself on which day "in 20 days" is.
process.env.E2E_SEED_DAY ??= todayInLondon();

const browserFound = existsSync(CHROMIUM_PATH);
if (!browserFound) {
  if (process.env.REQUIRE_E2E === '1') {
    throw new Error(
      `REQUIRE_E2E=1 but no Chromium at ${CHROMIUM_PATH} (apt-get install chromium-headless-shell, or set CHROMIUM_PATH).`,
    );
  }
  console.warn(`\n*** No Chromium at ${CHROMIUM_PATH}: every end-to-end test will be SKIPPED. ***\n`);
}

/**
 * The hosted walk whose dashboard moves its clock past the e-mails' wait (decision 0040). A hosted dashboard
 * sends every e-mail due by the host's time as it reckons it (read once, then moved on by the page's clock),
 * whoever's it is: beside it, another file's waiting e-mail went early.
 * It runs after the other hosted files, on the same servers.
 */
const HOSTED_CLOCK_AHEAD = /hosted\/organiser-hosted\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI a failed test runs once more, to record its trace (below); passing the second time still fails
  // the run: a test that passes only sometimes is a fault to fix, not to retry away.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // The dashboard walks sign in, fill forms and check the public pages in one test: a minute, not a race.
  timeout: 60_000,
  // How long a test waits for what a person would see. The gate runs the browsers beside Vitest and the
  // static checks on two cores: there a save that takes a tenth of a second alone has taken more than 7 s.
  // A wait ends as soon as its answer shows, so a longer limit costs a passing test nothing.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Recording a trace costs every test: only the retry of a failed one records it.
    trace: 'on-first-retry',
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
        // V8 without its optimising compilers (Maglev, TurboFan): a test's page lives a few seconds, too short
        // for optimised code to repay compiling it. They change how fast code runs, not what it does; the
        // Lighthouse bench and the screenshots launch a browser of their own, as a visitor's (docs/testing.md).
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
  projects: [
    { name: 'embedded', testIgnore: /hosted\// },
    // Hosted mode (Firestore and Auth, on their emulators): tests/e2e/hosted/serve.ts builds it and serves it
    // through Firebase's Hosting emulator.
    {
      name: 'hosted',
      testMatch: /hosted\/.*\.spec\.ts/,
      testIgnore: HOSTED_CLOCK_AHEAD,
      use: { baseURL: `http://127.0.0.1:${HOSTED_PORT}` },
    },
    {
      name: 'hosted-clock-ahead',
      testMatch: HOSTED_CLOCK_AHEAD,
      dependencies: ['hosted'],
      use: { baseURL: `http://127.0.0.1:${HOSTED_PORT}` },
    },
  ],
  webServer: [
    {
      // The README's quick start command, on a fresh database. Its log (a JSON line per request, and any
      // error's stack) is kept for a failed test's reading: a 500 says no more than that to the test.
      command: 'mkdir -p .tmp && rm -rf .tmp/e2e-data && npm start > .tmp/e2e-server.log',
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
        SIGN_IN_SITE_WIDE_LIMIT: '400',
        // Every browser of the suite comes from one address; the limit itself is tested on the server.
        PAGE_RATE_LIMIT: '100000',
        // Sign-in at the lowest cost the server allows: the cost itself is proven in server/main.test.ts.
        PASSWORD_HASH_COST: '10',
        // Each publish of the walks would have all 40 static pages rendered again ahead, and the tests read a
        // few of them: each is rendered when asked for. The default is proven in server/pages/page-cost.test.ts.
        RENDER_AHEAD: '0',
      },
    },
    ...(hostedServerWanted()
      ? [
          {
            // Node with tsx's loader: SIGTERM reaches serve.ts itself, and no npx or tsx process runs between.
            command: `"${process.execPath}" --import tsx tests/e2e/hosted/serve.ts`,
            // Ready when serve.ts says so: the Hosting, Auth and Firestore emulators all answer by then.
            wait: { stdout: /^Hosted build on /m },
            reuseExistingServer: false,
            // The emulators run in process groups of their own: serve.ts stops them on SIGTERM (a plain kill
            // would leave them running).
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
            timeout: 240_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});

/**
 * The hosted server (emulator + hosted build) starts unless the run is limited to other projects, or there is
 * no emulator: then its tests skip with a notice, unless CI's REQUIRE_FIRESTORE_EMULATOR=1 makes that a failure.
 */
function hostedServerWanted(): boolean {
  const projectArgs = process.argv.flatMap((arg, i, all) =>
    arg === '--project'
      ? [all[i + 1] ?? '']
      : arg.startsWith('--project=')
        ? [arg.slice('--project='.length)]
        : [],
  );
  if (projectArgs.length > 0 && !projectArgs.some((name) => name.startsWith('hosted'))) return false;
  if (HOSTED_MISSING) {
    if (process.env.REQUIRE_FIRESTORE_EMULATOR === '1') {
      throw new Error(
        `REQUIRE_FIRESTORE_EMULATOR=1 but ${HOSTED_MISSING}: the hosted end-to-end run cannot start.`,
      );
    }
    console.warn(`\n*** ${HOSTED_MISSING}: the hosted end-to-end tests will be SKIPPED. ***\n`);
    return false;
  }
  return true;
}
