import { afterEach, describe, expect, it, vi } from 'vitest';

// The offers are build-time constants, read once when the module loads: each case loads it afresh.
async function offersWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return import('./keep-in-touch');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('which keep-in-touch forms a build offers', () => {
  it('offers "tell me if seats come back" in a hosted build with e-mail link sign-in, as "tell me when"', async () => {
    const offers = await offersWith({ VITE_BACKEND: 'firebase', VITE_FIREBASE_EMAIL_LINK_SIGN_IN: 'on' });
    expect(offers.SEATS_BACK_OFFERED).toBe(true);
    expect(offers.KEEP_IN_TOUCH_OFFERED).toBe(true);
  });

  it('offers neither in a hosted build without it, since nothing could confirm the address', async () => {
    const offers = await offersWith({ VITE_BACKEND: 'firebase', VITE_FIREBASE_EMAIL_LINK_SIGN_IN: '' });
    expect(offers.SEATS_BACK_OFFERED).toBe(false);
    expect(offers.KEEP_IN_TOUCH_OFFERED).toBe(false);
  });

  it('offers both on the embedded server', async () => {
    const offers = await offersWith({ VITE_BACKEND: 'local' });
    expect(offers.SEATS_BACK_OFFERED).toBe(true);
  });
});
