import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MANAGER, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let clock: number;
beforeEach(async () => {
  clock = Date.parse('2030-05-01T09:00:00Z');
  t = await createTestApp({ now: () => new Date(clock) });
});
afterEach(() => t.close());

const HOUR = 60 * 60 * 1000;
const whoAmI = async (cookie?: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} })).json();

describe('signing in with e-mail and password', () => {
  it('tells a signed-out visitor which sign-in methods exist', async () => {
    expect(await whoAmI()).toEqual({
      manager: null,
      signIn: { password: true, google: false, googleClientId: null },
    });
  });

  it('signs the manager in (any letter case of the e-mail) and remembers them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: MANAGER.email.toUpperCase(), password: MANAGER.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ manager: { email: MANAGER.email, name: null } });
    const sid = response.cookies.find((c) => c.name === 'sid');
    expect((await whoAmI(`sid=${sid?.value}`)).manager).toEqual({ email: MANAGER.email, name: null });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie of 128 random bits, Secure only over https', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/session', payload: MANAGER });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^sid=[A-Za-z0-9_-]{22};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Secure');

    const proxied = await createTestApp({ trustProxy: 1 });
    const secure = await proxied.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'x-forwarded-proto': 'https' },
      payload: MANAGER,
    });
    expect(String(secure.headers['set-cookie'])).toContain('Secure');
    await proxied.close();
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { ...MANAGER, password: 'wrong-password-123' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { ...MANAGER, email: 'who@example.test' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('asks for the missing fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/session', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: 'E-mail is required',
      password: 'Password is required',
    });
  });

  it('rate-limits a flood of attempts with 429', async () => {
    await t.close();
    t = await createTestApp({ rateLimits: { signInPerMinute: 2 } });
    const bad = { ...MANAGER, password: 'guess-guess-guess' };
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/session', payload: bad })).statusCode);
    expect(statuses).toEqual([401, 401, 429, 429]);
  });
});

describe('sessions', () => {
  it('end after two idle hours', async () => {
    const cookie = await t.signIn();
    clock += HOUR + 50 * 60 * 1000;
    expect((await whoAmI(cookie)).manager).not.toBeNull(); // active: the idle clock restarts
    clock += HOUR + 50 * 60 * 1000;
    expect((await whoAmI(cookie)).manager).not.toBeNull();
    clock += 2 * HOUR;
    expect((await whoAmI(cookie)).manager).toBeNull();
  });

  it('end twelve hours after sign-in however active', async () => {
    const cookie = await t.signIn();
    for (let hour = 1; hour < 12; hour += 1) {
      clock += HOUR;
      expect((await whoAmI(cookie)).manager, `after ${hour} h`).not.toBeNull();
    }
    clock += HOUR;
    expect((await whoAmI(cookie)).manager).toBeNull();
  });

  it('end on sign-out, and the old cookie no longer works', async () => {
    const cookie = await t.signIn();
    const out = await t.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await whoAmI(cookie)).manager).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/venues', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('are stored only as a hash of the cookie', async () => {
    const cookie = await t.signIn();
    const id = cookie.slice('sid='.length);
    const files = ['site.sqlite', 'site.sqlite-wal'].map((f) => {
      try {
        return readFileSync(join(t.dataDir, f)).toString('latin1');
      } catch {
        return '';
      }
    });
    expect(files.join('')).not.toContain(id);
  });
});
