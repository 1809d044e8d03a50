import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildAppOptions } from '../app';
import { createTestApp, type TestApp } from '../testing/test-app';
import { MAX_PENDING_PER_NETWORK, NONCE_COOKIE } from './google-nonce';

// A key pair made here stands in for Google's: the server verifies against it exactly as against Google's
// published key set, and nothing touches the network.
const CLIENT_ID = 'shows-site.apps.googleusercontent.com';
const START = new Date('2030-01-15T12:00:00Z');
let clock = START.getTime();
let privateKey: CryptoKey;
let strangerKey: CryptoKey;
let t: TestApp;
let googleApp: (overrides?: Partial<BuildAppOptions>) => Promise<TestApp>;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256' };
  googleApp = (overrides = {}) =>
    createTestApp({
      now: () => new Date(clock),
      googleClientId: CLIENT_ID,
      adminEmails: ['Producer@Example.co.uk', 'other@example.co.uk'],
      googleKeys: createLocalJWKSet({ keys: [jwk] }),
      ...overrides,
    });
  t = await googleApp();
});
afterAll(() => t.close());

interface TokenOptions {
  key?: CryptoKey;
  expiresAt?: Date;
  issuedAt?: Date;
  issuer?: string;
  audience?: string;
  /** Leave these registered claims out of the token. */
  omit?: ('exp' | 'iat' | 'sub')[];
}

/** A Google ID token as Google would sign it (here with the test key), for this sign-in's nonce. */
async function idToken(claims: JWTPayload = {}, options: TokenOptions = {}) {
  const omit = new Set(options.omit);
  const now = clock;
  const jwt = new SignJWT({
    email: 'producer@example.co.uk',
    email_verified: true,
    name: 'Pat Producer',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID);
  if (!omit.has('sub')) jwt.setSubject('1234567890');
  if (!omit.has('iat')) jwt.setIssuedAt(Math.floor((options.issuedAt?.getTime() ?? now - 60_000) / 1000));
  if (!omit.has('exp'))
    jwt.setExpirationTime(Math.floor((options.expiresAt?.getTime() ?? now + 3600_000) / 1000));
  return jwt.sign(options.key ?? privateKey);
}

/** What the browser does first: asks this server for a nonce, which also sets the nonce cookie. */
async function startSignIn() {
  const response = await t.app.inject({ method: 'GET', url: '/api/session/nonce' });
  expect(response.statusCode).toBe(200);
  const nonce = (response.json() as { nonce: string }).nonce;
  const cookie = response.cookies.find((c) => c.name === NONCE_COOKIE);
  expect(cookie).toMatchObject({ value: nonce, httpOnly: true, sameSite: 'Strict', path: '/api/session' });
  return { nonce, cookie: `${NONCE_COOKIE}=${nonce}` };
}

const post = (googleIdToken: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { googleIdToken },
    headers: cookie ? { cookie } : {},
  });

/** A whole sign-in: a nonce from the server, a token that carries it (unless claims say otherwise), posted. */
async function signIn(make: (nonce: string) => Promise<string> = (nonce) => idToken({ nonce })) {
  const { nonce, cookie } = await startSignIn();
  return post(await make(nonce), cookie);
}

describe('Google sign-in', () => {
  it('offers Google with its client id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(response.json().signIn).toEqual({ password: true, google: true, googleClientId: CLIENT_ID });
  });

  it('accepts the issuer without https:// too, as Google documents', async () => {
    const response = await signIn((nonce) => idToken({ nonce }, { issuer: 'accounts.google.com' }));
    expect(response.statusCode).toBe(200);
  });

  it('signs in an allow-listed manager with a valid token, whatever the e-mail case', async () => {
    const response = await signIn((nonce) => idToken({ nonce, email: 'PRODUCER@example.co.uk' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ manager: { email: 'producer@example.co.uk', name: 'Pat Producer' } });
    const cookie = `sid=${response.cookies.find((c) => c.name === 'sid')?.value}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/venues', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  const sessionCookie = (response: { cookies: { name: string }[] }) =>
    response.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');

  it.each<[string, (nonce: string) => Promise<string>]>([
    ['a token for another site', (nonce) => idToken({ nonce }, { audience: 'x.apps.googleusercontent.com' })],
    ['a token from another issuer', (nonce) => idToken({ nonce }, { issuer: 'https://evil.example' })],
    ['an expired token', (nonce) => idToken({ nonce }, { expiresAt: new Date(clock - 1000) })],
    ['a token signed by another key', (nonce) => idToken({ nonce }, { key: strangerKey })],
    ['something that is not a token', async () => 'not.a.token'],
    ['a token without an expiry (exp)', (nonce) => idToken({ nonce }, { omit: ['exp'] })],
    ['a token without its issue time (iat)', (nonce) => idToken({ nonce }, { omit: ['iat'] })],
    ['a token without a subject (sub)', (nonce) => idToken({ nonce }, { omit: ['sub'] })],
    ['a token without an e-mail', (nonce) => idToken({ nonce, email: undefined })],
    [
      'a token issued eleven minutes ago, though not yet expired',
      (nonce) => idToken({ nonce }, { issuedAt: new Date(clock - 11 * 60_000) }),
    ],
    ['a token without a nonce', () => idToken()],
    ["a token carrying another sign-in's nonce", () => idToken({ nonce: 'a-nonce-this-server-never-gave' })],
  ])('refuses %s with 401', async (_name, make) => {
    const response = await signIn(make);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_credentials');
    expect(sessionCookie(response)).toBeUndefined();
  });

  it.each([
    ['an unverified e-mail', { email_verified: false }],
    ['an account that is not on the allow-list', { email: 'visitor@gmail.com' }],
  ])('refuses %s with 403', async (_name, claims) => {
    const response = await signIn((nonce) => idToken({ ...claims, nonce }));
    expect(response.statusCode).toBe(403);
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('is refused with 403 where Google is not set up', async () => {
    const plain = await createTestApp();
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { googleIdToken: await idToken() },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/not set up/);
    const nonce = await plain.app.inject({ method: 'GET', url: '/api/session/nonce' });
    expect(nonce.statusCode).toBe(403);
    await plain.close();
  });
});

describe('the Google sign-in nonce', () => {
  it('is bound to the browser it was given to: the token alone, without that cookie, is refused', async () => {
    const { nonce } = await startSignIn();
    const response = await post(await idToken({ nonce }));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toMatch(/could not be matched to this page/);
  });

  it("is refused with another browser's nonce cookie", async () => {
    const mine = await startSignIn();
    const theirs = await startSignIn();
    expect((await post(await idToken({ nonce: mine.nonce }), theirs.cookie)).statusCode).toBe(401);
  });

  it('works once: replaying the same token and cookie is refused, and the cookie is cleared', async () => {
    const { nonce, cookie } = await startSignIn();
    const token = await idToken({ nonce });
    const first = await post(token, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.cookies.find((c) => c.name === NONCE_COOKIE)?.value).toBe('');
    expect((await post(token, cookie)).statusCode).toBe(401);
  });

  it('is spent by a failed attempt too', async () => {
    const { nonce, cookie } = await startSignIn();
    expect((await post(await idToken({ nonce }, { key: strangerKey }), cookie)).statusCode).toBe(401);
    expect((await post(await idToken({ nonce }), cookie)).statusCode).toBe(401);
  });

  it('expires ten minutes after it was given', async () => {
    const { nonce, cookie } = await startSignIn();
    clock += 10 * 60_000 + 1000;
    try {
      expect((await post(await idToken({ nonce }), cookie)).statusCode).toBe(401);
    } finally {
      clock = START.getTime();
    }
  });

  it('is fresh and unguessable each time', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 20; i += 1) nonces.add((await startSignIn()).nonce);
    expect(nonces.size).toBe(20);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
  });

  it(`keeps ${MAX_PENDING_PER_NETWORK} waiting per network, forgetting that network's oldest`, async () => {
    const oldest = await startSignIn();
    const second = await startSignIn();
    for (let i = 0; i < MAX_PENDING_PER_NETWORK - 1; i += 1)
      await t.app.inject({ method: 'GET', url: '/api/session/nonce', remoteAddress: '127.0.0.9' });
    expect((await post(await idToken({ nonce: oldest.nonce }), oldest.cookie)).statusCode).toBe(401);
    expect((await post(await idToken({ nonce: second.nonce }), second.cookie)).statusCode).toBe(200);
  });

  it("cannot lose a manager's pending nonce to 1,000 fresh ones from other addresses", async () => {
    const shared = t;
    // A server of its own, whose site-wide limit lets this many through.
    t = await googleApp({ rateLimits: { signInPerMinute: 5000, signInSiteWidePerMinute: 5000 } });
    try {
      const manager = await startSignIn();
      for (let i = 0; i < 1000; i += 1) {
        const remoteAddress = i % 2 ? `10.${i >> 8}.${i & 255}.7` : `2001:db8:${i.toString(16)}::1`;
        const response = await t.app.inject({ method: 'GET', url: '/api/session/nonce', remoteAddress });
        expect(response.statusCode).toBe(200);
      }
      expect((await post(await idToken({ nonce: manager.nonce }), manager.cookie)).statusCode).toBe(200);
    } finally {
      await t.close();
      t = shared;
    }
  });
});
