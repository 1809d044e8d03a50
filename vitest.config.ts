import { readdirSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const DOM_TESTS = ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'];
/**
 * A test file that replaces a module (vi.mock, vi.doMock), or loads modules afresh (vi.resetModules) and uses
 * a package that keeps state of its own: the Firebase SDK's apps, whether the file imports the SDK or our
 * Firebase adapters (src/data/firebase). A package stays loaded in a shared worker, so its state would start
 * where the last file left it. Loading only our own modules afresh needs no process of its own: a shared
 * worker's files do that too (tests/setup/fresh-modules.ts).
 */
const needsOwnProcess = (file: string, source: string) =>
  /\bvi\.(?:mock|doMock)\(/.test(source) ||
  (/\bvi\.resetModules\(/.test(source) &&
    (file.includes('/firebase/') || /['"](?:[^'"]*\/)?firebase\//.test(source)));
/** The files under `folders` named like `name` that need their own process, found by reading them (none missed). */
const ownProcessTests = (folders: string[], name: RegExp) =>
  folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => name.test(file))
      .map((file) => `${folder}/${file.split(sep).join('/')}`)
      .filter((file) => needsOwnProcess(file, readFileSync(file, 'utf8'))),
  );
const OWN_PROCESS_DOM_TESTS = ownProcessTests(['src'], /\.(?:test\.tsx|dom\.test\.ts)$/);
/**
 * Where components render in jsdom, swiper/react and swiper/modules are a double (jsdom cannot lay Swiper out):
 * by alias, not vi.mock, so the files that read it share a worker as the other component files do.
 */
const SWIPER_DOUBLE = {
  resolve: {
    alias: [
      { find: /^swiper\/react$/, replacement: resolve('tests/builders/swiper-double.tsx') },
      { find: /^swiper\/modules$/, replacement: resolve('tests/builders/swiper-modules-double.ts') },
    ],
  },
};
const OWN_PROCESS_NODE_SRC_TESTS = ownProcessTests(['src'], /(?<!\.dom)\.test\.ts$/);
const SERVER_TESTS = [
  'server/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/contract/**/*.test.ts',
  'tests/lint/**/*.test.ts',
];
/** The same for the server's files: one that mocks a module would find it loaded already by another. */
const OWN_PROCESS_SERVER_TESTS = ownProcessTests(
  ['server', 'scripts', 'tests/contract', 'tests/lint'],
  /\.test\.ts$/,
);
/**
 * The server's files render pages with React's production build, as the served site does (`npm start` runs
 * with NODE_ENV=production, scripts/run-server.ts), and so do the processes they start: React's development
 * build cost these projects about 7% of their CPU (docs/testing.md, Vitest's projects). Its warnings stay with
 * the jsdom files, which render the same components with it.
 */
const SERVER_SETUP = {
  globalSetup: ['tests/setup/server-tests.ts'],
  setupFiles: ['tests/setup/node.ts'],
  env: { NODE_ENV: 'production' },
};
/** JSX compiled for React's production build (its development build's `jsxDEV`, which the production one lacks). */
const PRODUCTION_JSX = { oxc: { jsx: { development: false } } };

export default defineConfig({
  plugins: [react()],
  test: {
    // Typing with user-event in jsdom takes a few seconds per form when the machine is busy (a shared 2-core
    // box runs builds beside the tests); the default 5 s turned load into failures that say nothing.
    testTimeout: 20_000,
    // A hook makes what its tests need (a server on a fresh database, an SMTP inbox, a signed-in manager): the
    // first of a file, which also loads the file's modules, took more than the default 10 s in a gate on a
    // machine slower by half than usual, and failed a test it had not reached.
    hookTimeout: 60_000,
    // Every core: Vitest's default leaves one free, which on a 2-core machine ran every file one after another
    // (`time npx vitest run` there: 522 s with one worker, 397 s with two).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          // The browser's code that needs no document (domain rules, data adapters, head tags) runs in Node:
          // a jsdom window costs seconds per file to set up.
          name: 'browser-code',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/**/*.dom.test.ts', ...OWN_PROCESS_NODE_SRC_TESTS],
          environment: 'node',
          // Files share a worker's loaded packages, as the server's do; each still imports ours afresh.
          isolate: false,
          setupFiles: ['tests/setup/fresh-modules.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser-code-mocks',
          include:
            OWN_PROCESS_NODE_SRC_TESTS.length > 0 ? OWN_PROCESS_NODE_SRC_TESTS : ['no-file-mocks-a-module'],
          environment: 'node',
        },
      },
      {
        extends: true,
        ...SWIPER_DOUBLE,
        test: {
          // Files that render (components, pages: *.test.tsx) or read a document (*.dom.test.ts). They share
          // a worker's process and window instead of starting a process, jsdom and React per file (about two
          // thirds of this project's CPU time); the set-up files give each file fresh modules of ours, real
          // timers, no stubs, empty storage and the address '/', as a new window would.
          name: 'browser-dom',
          include: DOM_TESTS,
          exclude: [...configDefaults.exclude, ...OWN_PROCESS_DOM_TESTS],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['tests/setup/fresh-modules.ts', 'tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        ...SWIPER_DOUBLE,
        test: {
          // A file that mocks a module, or resets modules and uses the Firebase SDK, keeps a process of its own
          // (needsOwnProcess): a mock, or a package's state, would outlive its file in a shared one.
          name: 'browser-dom-mocks',
          include: OWN_PROCESS_DOM_TESTS.length > 0 ? OWN_PROCESS_DOM_TESTS : ['no-file-mocks-a-module'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        ...PRODUCTION_JSX,
        test: {
          name: 'server',
          include: SERVER_TESTS,
          exclude: [...configDefaults.exclude, ...OWN_PROCESS_SERVER_TESTS],
          environment: 'node',
          // Files share a worker's loaded modules (the server, the page renderer) instead of loading them
          // again per file, which was most of these files' time; each test still builds its own server.
          isolate: false,
          ...SERVER_SETUP,
        },
      },
      {
        extends: true,
        ...PRODUCTION_JSX,
        test: {
          name: 'server-mocks',
          include:
            OWN_PROCESS_SERVER_TESTS.length > 0 ? OWN_PROCESS_SERVER_TESTS : ['no-file-mocks-a-module'],
          environment: 'node',
          ...SERVER_SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'firestore',
          include: ['tests/firestore/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/firestore-emulator.ts'],
          setupFiles: ['tests/setup/node.ts', 'tests/setup/fresh-modules.ts'],
          // One emulator for the project; its files run side by side, each on its own demo-* project, in
          // shared workers: a process and the Firebase SDKs loaded per file were a third of their CPU time.
          isolate: false,
          // A test here waits on the emulator's JVM for each read and write: with the gate's load and two
          // busy loops beside it, one of a dozen round trips took 21 s, past a 20 s limit.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
