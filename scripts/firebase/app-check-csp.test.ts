import { describe, expect, it } from 'vitest';
import { hostingCsp } from './hosting-headers';

// With VITE_APPCHECK_SITE_KEY set, the browser loads reCAPTCHA Enterprise and trades its answer for an App
// Check token. firebase.json's policy must let exactly that through: Google's documented reCAPTCHA paths
// (reCAPTCHA's FAQ on Content-Security-Policy), not all of www.google.com, and the token exchange.
describe("firebase.json's Content-Security-Policy and App Check", () => {
  const csp = hostingCsp();

  it("admits reCAPTCHA's scripts and frames by path only", () => {
    expect(csp.get('script-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]),
    );
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      const sources = csp.get(directive) ?? [];
      expect(sources.filter((s) => /^https:\/\/(www\.)?(google|gstatic)\.com\/?$/.test(s))).toEqual([]);
      expect(sources.some((s) => s.includes('*.google.com') || s.includes('*.gstatic.com'))).toBe(false);
    }
  });

  it('lets the page exchange the reCAPTCHA answer for an App Check token', () => {
    expect(csp.get('connect-src')).toContain('https://content-firebaseappcheck.googleapis.com');
  });

  it('still allows no inline or evaluated script', () => {
    // 'wasm-unsafe-eval' lets WebAssembly compile (the hotels' kit draws its pictures with it: decision 0039);
    // it evaluates no JavaScript.
    const unsafe = csp.get('script-src')?.filter((s) => s.includes('unsafe'));
    expect(unsafe).toEqual(["'wasm-unsafe-eval'"]);
  });
});
