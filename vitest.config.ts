import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
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
