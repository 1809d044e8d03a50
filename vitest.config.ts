import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
          name: 'browser-code',
          include: ['src/**/*.test.{ts,tsx}'],
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
          // One emulator for the project: its files share it and run one after another.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
