import { afterEach, describe, expect, it, vi } from 'vitest';

// The real adapter and the real Firebase SDK, pointed at a Firestore address where nothing listens (port
// 9, discard): what matters is what the adapter sets up on the way to its first request. App Check's
// reCAPTCHA Enterprise provider shows itself by adding Google's script to the page (jsdom never runs it).
const RECAPTCHA = 'script[src^="https://www.google.com/recaptcha/enterprise.js"]';
const SDK_LOAD = { timeout: 10_000 };

async function firstRead() {
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-app-check');
  vi.stubEnv('VITE_FIREBASE_EMULATOR_HOST', '127.0.0.1:9');
  const { createFirebaseDataPortFromEnv } = await import('./firebase-adapter');
  const { getApps } = await import('firebase/app');
  // The refused request is expected: keep the SDK from logging it as an error (which fails a test here).
  const { setLogLevel } = await import('firebase/firestore/lite');
  setLogLevel('silent');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const reading = createFirebaseDataPortFromEnv()
    .listUpcomingVenues('Titanic')
    .catch(() => 'failed');
  return { reading, getApps, warn };
}

describe('App Check in the hosted adapter', () => {
  afterEach(async () => {
    // The SDK (a package, not reset with our modules) keeps its apps: each test starts with none.
    const { deleteApp, getApps } = await import('firebase/app');
    await Promise.all(getApps().map((app) => deleteApp(app)));
    document.head.querySelectorAll(RECAPTCHA).forEach((script) => script.remove());
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('starts App Check with reCAPTCHA Enterprise when VITE_APPCHECK_SITE_KEY is set', async () => {
    vi.stubEnv('VITE_APPCHECK_SITE_KEY', '6LcTestSiteKeyForAppCheck0000000000000000');
    const { getApps } = await firstRead();

    // vi.waitFor gives up after 1 s by default: the gate's busy machine took longer to load the SDK.
    await vi.waitFor(() => expect(getApps()).toHaveLength(1), SDK_LOAD);
    await vi.waitFor(() => expect(document.querySelector(RECAPTCHA)).not.toBeNull(), SDK_LOAD);
  });

  it('leaves App Check off, reCAPTCHA unloaded and the SDK unstarted for a visitor, without the key', async () => {
    vi.stubEnv('VITE_APPCHECK_SITE_KEY', '');
    const { reading, getApps, warn } = await firstRead();

    expect(await reading).toBe('failed'); // nothing listens there; the request went out all the same
    expect(warn.mock.calls.flat().join(' ')).toMatch(/fetch failed/);
    // A visitor's listings are read over REST (public-port.ts): no Firebase app is started for them.
    expect(getApps()).toHaveLength(0);
    expect(document.querySelector(RECAPTCHA)).toBeNull();
  });
});
