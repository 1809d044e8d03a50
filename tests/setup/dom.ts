import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A test that makes React (or our code) log an error fails: such logs hide real bugs (epic-stack does this).
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0)
    throw new Error(
      `console.error was called: ${calls.map((call: unknown[]) => String(call[0])).join('\n')}`,
    );
});
