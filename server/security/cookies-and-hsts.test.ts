import { afterEach, describe, expect, it } from 'vitest';
import { MANAGER, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function app() {
  if (!t) throw new Error('no test app');
  return t.app;
}
const signIn = (headers: Record<string, string> = {}) =>
  app().inject({ method: 'POST', url: '/api/session', headers, payload: MANAGER });
const whoAmI = async (cookie: string, headers: Record<string, string> = {}) =>
  (await app().inject({ url: '/api/session', headers: { ...headers, cookie } })).json().manager;

describe('the session cookie and HSTS', () => {
  it('over plain http: a plain sid cookie, no HSTS, and a forged X-Forwarded-Proto changes nothing', async () => {
    t = await createTestApp();
    const response = await signIn({ 'x-forwarded-proto': 'https' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).not.toContain('Secure');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('over https through a trusted proxy: __Host-sid, Secure, host-only, Path=/, and HSTS', async () => {
    t = await createTestApp({ trustProxy: ['127.0.0.1'] });
    const https = { 'x-forwarded-proto': 'https' };
    const response = await signIn(https);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-sid=[A-Za-z0-9_-]{22}; /);
    expect(cookie).toContain('; Secure');
    expect(cookie).toContain('; Path=/');
    expect(cookie).not.toMatch(/Domain=/i);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);

    const id = /^__Host-sid=([^;]+)/.exec(cookie)?.[1] ?? '';
    expect(await whoAmI(`__Host-sid=${id}`, https)).toEqual({ email: MANAGER.email, name: null });
    // A plain `sid` (which a sibling subdomain could plant) is not read over https.
    expect(await whoAmI(`sid=${id}`, https)).toBeNull();
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { ...https, cookie: `__Host-sid=${id}` },
    });
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-sid=; .*Secure/);
  });

  it('with COOKIE_SECURE=1: Secure and __Host- even when the proxy is not trusted, HSTS still only over TLS', async () => {
    t = await createTestApp({ cookieSecure: 'always' });
    const response = await signIn();
    expect(String(response.headers['set-cookie'])).toMatch(/^__Host-sid=.*; Secure/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
