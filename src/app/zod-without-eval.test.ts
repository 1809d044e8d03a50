import { describe, expect, it } from 'vitest';
import './zod-without-eval';
import { config, z } from 'zod';

describe('zod in the browser', () => {
  it('never probes for eval, which the Content-Security-Policy refuses (and reports)', () => {
    expect(config().jitless).toBe(true);
    // Schemas still check what they should.
    expect(z.object({ name: z.string() }).safeParse({ name: 1 }).success).toBe(false);
  });
});
