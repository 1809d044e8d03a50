import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Typing with user-event in jsdom takes a few seconds per form when the machine is busy (a shared 2-core
    // box runs builds beside the tests); the default 5 s turned load into failures that say nothing.
    testTimeout: 20_000,
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
          exclude: [...configDefaults.exclude, 'src/**/*.dom.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // Files that render (components, pages: *.test.tsx) or read a document (*.dom.test.ts).
          name: 'browser-dom',
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
          // Files share a worker's loaded modules (the server, the page renderer) instead of loading them
          // again per file, which was most of these files' time; each test still builds its own server.
          isolate: false,
          globalSetup: ['tests/setup/server-tests.ts'],
          setupFiles: ['tests/setup/node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'firestore',
          include: ['tests/firestore/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/firestore-emulator.ts'],
          setupFiles: ['tests/setup/node.ts'],
          // One emulator for the project; its files run side by side, each on its own demo-* project.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
