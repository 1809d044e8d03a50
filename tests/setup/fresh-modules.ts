import { afterAll, vi } from 'vitest';

// For projects whose files share a worker (vitest.config.ts): each file leaves no fake clock or stub behind, and
// the next imports the project's own modules afresh (their state, their caches); node_modules stay loaded.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
});
