import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { MANAGER, createTestApp, type TestApp } from '../testing/test-app';
import { parseTrustProxy } from './trust-proxy';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const DEFAULT_LIMITS = { signInPerMinute: 10, signInSiteWidePerMinute: 30 };
const signIn = (app: TestApp['app'], headers: Record<string, string>, payload: object = MANAGER) =>
  app.inject({ method: 'POST', url: '/api/session', headers, payload });

describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxy addresses, never "trust everything"', () => {
    expect(parseTrustProxy(undefined)).toEqual({ value: false });
    expect(parseTrustProxy('0')).toEqual({ value: false });
    expect(parseTrustProxy('1')).toEqual({ value: 1 });
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual({
      value: ['127.0.0.1', '10.0.0.0/8', '::1'],
    });
    expect(parseTrustProxy('loopback')).toEqual({ value: ['loopback'] });
    for (const everything of ['true', '*', '0.0.0.0/0', '::/0', '10.0.0.1, 0.0.0.0/0']) {
      expect(parseTrustProxy(everything), everything).toHaveProperty('problem');
    }
    for (const nonsense of ['proxy.example', '10.0.0.0/33', '1.2.3.4/8/9', '99']) {
      expect(parseTrustProxy(nonsense), nonsense).toHaveProperty('problem');
    }
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: trusting every address is refused/,
    );
    expect(readConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  });

  it('counts sign-ins against the address the proxy saw, however the client rotates X-Forwarded-For', async () => {
    t = await createTestApp({ trustProxy: 1, rateLimits: DEFAULT_LIMITS });
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1) {
      // The client writes any X-Forwarded-For it likes; the proxy appends the address it really saw.
      const forwarded = `10.${i}.${i}.${i}, 198.51.100.7`;
      statuses.push((await signIn(t.app, { 'x-forwarded-for': forwarded })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    // Another visitor behind the same proxy is not held up by the first one's limit.
    expect((await signIn(t.app, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For entirely when no proxy is trusted', async () => {
    t = await createTestApp({ rateLimits: DEFAULT_LIMITS });
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1)
      statuses.push((await signIn(t.app, { 'x-forwarded-for': `10.0.0.${i}` })).statusCode);
    expect(statuses[10]).toBe(429);
  });
});

describe('the site-wide sign-in limit', () => {
  it('stops a flood spread over many addresses', async () => {
    t = await createTestApp({
      trustProxy: 1,
      rateLimits: { signInPerMinute: 10, signInSiteWidePerMinute: 5 },
    });
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1)
      statuses.push((await signIn(t.app, { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('per-account backoff', () => {
  it('after five failures, makes the account wait, doubling, whatever the address', async () => {
    let clock = Date.parse('2030-05-01T09:00:00Z');
    const app = (t = await createTestApp({ trustProxy: 1, now: () => new Date(clock) })).app;
    const attempt = (i: number, password: string) =>
      signIn(app, { 'x-forwarded-for': `198.51.100.${i}` }, { email: MANAGER.email, password });
    for (let i = 1; i <= 6; i += 1) expect((await attempt(i, 'wrong-password-xyz')).statusCode).toBe(401);

    // The sixth failure started a one-second wait: even the right password is not checked meanwhile.
    const waiting = await attempt(7, MANAGER.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.message).toMatch(
      /Too many failed sign-ins for this e-mail\. Please wait 1 second and try again\./,
    );

    clock += 1001;
    expect((await attempt(8, 'wrong-password-xyz')).statusCode).toBe(401);
    const longer = await attempt(8, MANAGER.password);
    expect(longer.statusCode).toBe(429); // now two seconds
    expect(longer.json().error.message).toMatch(/Please wait 2 seconds and try again\./);
    clock += 1001;
    expect((await attempt(9, MANAGER.password)).statusCode).toBe(429);
    clock += 1000;
    expect((await attempt(10, MANAGER.password)).statusCode).toBe(200);
    // A success clears the count.
    expect((await attempt(11, 'wrong-password-xyz')).statusCode).toBe(401);
    expect((await attempt(12, MANAGER.password)).statusCode).toBe(200);
  });

  it('treats an unknown e-mail exactly like a real one (no account enumeration)', async () => {
    t = await createTestApp();
    const known = [];
    const unknown = [];
    for (let i = 0; i < 7; i += 1) {
      known.push(
        (await signIn(t.app, {}, { email: MANAGER.email, password: 'wrong-password-xyz' })).statusCode,
      );
      unknown.push(
        (await signIn(t.app, {}, { email: 'who@example.test', password: 'wrong-password-xyz' })).statusCode,
      );
    }
    expect(known).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect(unknown).toEqual(known);
  });
});
