import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// A key pair made here stands in for Google's: the server verifies against it exactly as against Google's
// published key set, and nothing touches the network.
const CLIENT_ID = 'shows-site.apps.googleusercontent.com';
const NOW = new Date('2030-01-15T12:00:00Z');
let privateKey: CryptoKey;
let strangerKey: CryptoKey;
let t: TestApp;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256' };
  t = await createTestApp({
    now: () => NOW,
    googleClientId: CLIENT_ID,
    adminEmails: ['Producer@Example.co.uk', 'other@example.co.uk'],
    googleKeys: createLocalJWKSet({ keys: [jwk] }),
  });
});
afterAll(() => t.close());

interface TokenOptions {
  key?: CryptoKey;
  expiresAt?: Date;
  issuer?: string;
  audience?: string;
}

async function idToken(claims: JWTPayload = {}, options: TokenOptions = {}) {
  const iat = Math.floor(NOW.getTime() / 1000) - 60;
  return new SignJWT({
    email: 'producer@example.co.uk',
    email_verified: true,
    name: 'Pat Producer',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject('1234567890')
    .setIssuedAt(iat)
    .setExpirationTime(Math.floor((options.expiresAt ?? new Date(NOW.getTime() + 3600_000)).getTime() / 1000))
    .sign(options.key ?? privateKey);
}

const signIn = (googleIdToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/session', payload: { googleIdToken } });

describe('Google sign-in', () => {
  it('offers Google with its client id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(response.json().signIn).toEqual({ password: true, google: true, googleClientId: CLIENT_ID });
  });

  it('accepts the issuer without https:// too, as Google documents', async () => {
    expect((await signIn(await idToken({}, { issuer: 'accounts.google.com' }))).statusCode).toBe(200);
  });

  it('signs in an allow-listed manager with a valid token, whatever the e-mail case', async () => {
    const response = await signIn(await idToken({ email: 'PRODUCER@example.co.uk' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ manager: { email: 'producer@example.co.uk', name: 'Pat Producer' } });
    const cookie = `sid=${response.cookies.find((c) => c.name === 'sid')?.value}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/venues', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['a token for another site', () => idToken({}, { audience: 'someone-else.apps.googleusercontent.com' })],
    ['a token from another issuer', () => idToken({}, { issuer: 'https://evil.example' })],
    ['an expired token', () => idToken({}, { expiresAt: new Date(NOW.getTime() - 1000) })],
    ['a token signed by another key', () => idToken({}, { key: strangerKey })],
    ['something that is not a token', async () => 'not.a.token'],
  ])('refuses %s with 401', async (_name, make) => {
    const response = await signIn(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_credentials');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['an unverified e-mail', { email_verified: false }],
    ['an account that is not on the allow-list', { email: 'visitor@gmail.com' }],
  ])('refuses %s with 403', async (_name, claims) => {
    const response = await signIn(await idToken(claims));
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
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
    await plain.close();
  });
});
