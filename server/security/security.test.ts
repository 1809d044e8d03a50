import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aContactMessageInput, aVenueInput } from '../../tests/builders/inputs';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

describe('manager routes without a session', () => {
  const managerRoutes = [
    ['GET', '/api/venues'],
    ['POST', '/api/venues'],
    ['PUT', '/api/venues/some-id'],
    ['DELETE', '/api/venues/some-id'],
    ['GET', '/api/hosting-requests'],
    ['GET', '/api/contact-messages'],
  ] as const;

  it.each(managerRoutes)('%s %s answers 401 signed_out', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'GET' ? undefined : aVenueInput(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'signed_out', message: expect.any(String) } });
  });

  it('treats a made-up session cookie as signed out', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/venues',
      headers: { cookie: 'sid=forged' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('requests from another site', () => {
  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
  ])('are refused with 403 (%j)', async (headers) => {
    const cookie = await t.signIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: { ...headers, cookie, host: 'shows.example.co.uk' },
      payload: aVenueInput(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it("are refused from a mail program's site on every route but one-click unsubscribe", async () => {
    const fromGmail = { origin: 'https://mail.google.com', 'sec-fetch-site': 'cross-site' };
    for (const [method, url] of [
      ['POST', '/api/subscriptions'],
      ['POST', '/api/seats-back'],
      ['POST', '/api/contact-messages'],
      ['POST', '/api/session'],
      ['DELETE', '/api/session'],
      ['POST', '/api/venues/import'],
      ['DELETE', '/api/subscriptions/some-id'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: fromGmail, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    // The token in the address is its authority (RFC 8058); an unknown one is simply already gone.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/unsubscribe?token=${'0'.repeat(32)}`,
      headers: { ...fromGmail, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
  });

  it('are allowed from the site itself', async () => {
    const cookie = await t.signIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: {
        'sec-fetch-site': 'same-origin',
        origin: 'https://shows.example.co.uk',
        host: 'shows.example.co.uk',
        cookie,
      },
      payload: aVenueInput(),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('bodies the API does not accept', () => {
  it('answers 413 for a body over 16 KiB', async () => {
    const payload = JSON.stringify(aContactMessageInput({ message: 'x'.repeat(17 * 1024) }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      headers: json,
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 for %s',
    async (type) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact-messages',
        headers: { 'content-type': type },
        payload: 'name=x',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe('unsupported_media_type');
    },
  );

  it.each(['{"name":', '', 'null', '[]', '"text"'])(
    'answers 400, never 500, for the JSON body %j',
    async (payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact-messages',
        headers: json,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toMatch(/^(bad_request|invalid_input)$/);
    },
  );

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: json,
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

describe('security headers', () => {
  it('are on API answers, errors and pages alike', async () => {
    for (const url of ['/api/health', '/api/venues', '/api/nothing-here', '/']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      expect(headers['permissions-policy'], url).toContain('camera=()');
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('allow no inline script and no Google unless Google sign-in is set up', async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('accounts.google.com');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-src https://www.openstreetmap.org');
  });

  it('send HSTS only over https', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const proxied = await createTestApp({
      trustProxy: 1,
      googleClientId: 'client.apps.googleusercontent.com',
    });
    const secure = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(secure.headers['content-security-policy'])).toContain(
      "script-src 'self' https://accounts.google.com/gsi/client",
    );
    await proxied.close();
  });
});
