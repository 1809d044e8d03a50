import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpDataPort } from '../../src/data/http/http-adapter';
import { isDataError } from '../../src/data/errors';
import type { DataPort } from '../../src/data/port';
import { MANAGER, createTestApp } from '../../server/testing/test-app';
import { aContactMessageInput } from '../builders/inputs';
import { describeDataPortContract } from './data-port-contract';
import { describeHotelKitContract } from './hotel-kit-contract';
import type { DataPortHarness } from './data-port-harness';

/** A fetch that keeps cookies (the session's, Google sign-in's nonce) between calls, as a browser does. */
function cookieKeepingFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    // A browser's, as a visitor's has: Node's own user agent is one a crawler might send, and not counted.
    headers.set('user-agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36');
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    return response;
  };
}

async function listening(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(overrides);
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (
    options: { requestGoogleIdToken?: (id: string, nonce: string) => Promise<string> } = {},
  ): DataPort => createHttpDataPort({ baseUrl, fetch: cookieKeepingFetch(), ...options });
  return { t, baseUrl, port };
}

/** A server on a fresh database, with a visitor and a signed-in manager. */
async function signedInServer() {
  const { t, port } = await listening();
  const manager = port();
  await manager.signInWithPassword(MANAGER.email, MANAGER.password);
  return { t, visitor: port(), manager };
}

async function embeddedHarness(): Promise<DataPortHarness> {
  let server = await signedInServer();
  const harness: DataPortHarness = {
    visitor: server.visitor,
    manager: server.manager,
    // Each case gets a new server on an empty database: nothing of the last case (trash, history, slugs) stays.
    reset: async () => {
      await server.t.close();
      server = await signedInServer();
      harness.visitor = server.visitor;
      harness.manager = server.manager;
    },
    close: () => server.t.close(),
  };
  return harness;
}

describeDataPortContract('http adapter on the embedded server', embeddedHarness);
describeHotelKitContract('http adapter on the embedded server', embeddedHarness);

describe('http adapter specifics', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening({ rateLimits: { submissionsPerMinute: 1, signInPerMinute: 1000 } });
  });
  afterAll(() => server.t.close());

  const failure = async (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: unknown) => error,
    );

  it('signs in with a password, stays signed in, and signs out', async () => {
    const port = server.port();
    expect(await port.signInOptions()).toEqual({ password: true, google: false });
    expect(await port.signInWithPassword(MANAGER.email, MANAGER.password)).toEqual({
      email: MANAGER.email,
      name: null,
    });
    expect(await port.currentManager()).toEqual({ email: MANAGER.email, name: null });
    await port.signOut();
    expect(await port.currentManager()).toBeNull();
  });

  it('says the site cannot send e-mail where the server has no SMTP, and that only to a manager', async () => {
    const port = server.port();
    expect(isDataError(await failure(port.canSendMail()), 'signed-out')).toBe(true);
    await port.signInWithPassword(MANAGER.email, MANAGER.password);
    expect(await port.canSendMail()).toBe(false);
  });

  it('reports a wrong password as signed-out with the server message', async () => {
    const error = await failure(server.port().signInWithPassword(MANAGER.email, 'wrong-password-here'));
    expect(isDataError(error, 'signed-out') && error.message).toMatch(/do not match/);
  });

  it('explains that Google sign-in is not set up, without loading Google', async () => {
    let asked = false;
    const port = server.port({ requestGoogleIdToken: async () => ((asked = true), 'token') });
    const error = await failure(port.signInWithGoogle());
    expect(isDataError(error, 'forbidden') && error.message).toBe(
      'Google sign-in is not set up for this site. Sign in with your e-mail and password.',
    );
    expect(asked).toBe(false);
  });

  it('reports a flood as rate-limited', async () => {
    const port = server.port();
    await port.submitContactMessage(aContactMessageInput());
    expect(
      isDataError(await failure(port.submitContactMessage(aContactMessageInput())), 'rate-limited'),
    ).toBe(true);
  });

  it('reports a server that cannot be reached as unavailable, with a human message', async () => {
    const port = createHttpDataPort({ baseUrl: 'http://127.0.0.1:9', fetch: cookieKeepingFetch() });
    const error = await failure(port.listUpcomingVenues('Titanic'));
    expect(isDataError(error, 'unavailable') && error.message).toMatch(/could not reach the server/);
  });

  it("signs in with Google by posting the ID token Google gave for the server's nonce", async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const clientId = 'shows.apps.googleusercontent.com';
    const google = await listening({
      googleClientId: clientId,
      adminEmails: ['producer@example.co.uk'],
      googleKeys: createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), alg: 'RS256' }] }),
    });
    // What Google does with the nonce the browser passes it: writes it into the token it signs.
    const googleSigns = (nonce: string) =>
      new SignJWT({ email: 'producer@example.co.uk', email_verified: true, name: 'Pat', nonce })
        .setProtectedHeader({ alg: 'RS256' })
        .setIssuer('https://accounts.google.com')
        .setAudience(clientId)
        .setSubject('1234567890')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
    let askedFor = '';
    let nonces: string[] = [];
    const port = google.port({
      requestGoogleIdToken: async (id, nonce) => ((askedFor = id), nonces.push(nonce), googleSigns(nonce)),
    });
    expect(await port.signInOptions()).toEqual({ password: true, google: true });
    expect(await port.signInWithGoogle()).toEqual({ email: 'producer@example.co.uk', name: 'Pat' });
    expect(askedFor).toBe(clientId);
    expect(nonces).toHaveLength(1);
    // A token for a nonce this browser was not given is refused.
    const stale = google.port({ requestGoogleIdToken: async () => googleSigns(nonces[0] ?? '') });
    expect(isDataError(await failure(stale.signInWithGoogle()), 'signed-out')).toBe(true);
    nonces = [];
    expect(await port.listAllVenues()).toEqual([]);
    await google.t.close();
  });
});
