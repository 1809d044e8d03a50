import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Manager } from '../../src/domain/manager';
import { verifyGoogleIdToken } from '../auth/google';
import { createGoogleNonces } from '../auth/google-nonce';
import { verifyPassword } from '../auth/password';
import { createSiteWideLimit } from '../auth/site-wide-limit';
import { QueueFullError } from '../auth/work-queue';
import type { SignInMethod } from '../db/sessions-repository';
import type { AppContext } from '../context';
import { ApiError, forbidden, parseBody } from '../errors';

const passwordSignIn = z.object({
  email: z
    .string({ error: 'E-mail is required' })
    .trim()
    .min(1, 'E-mail is required')
    .max(254, 'E-mail is too long'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});
const googleSignIn = z.object({ googleIdToken: z.string().min(1).max(8192) });

const wrongCredentials = () =>
  new ApiError(401, 'invalid_credentials', 'That e-mail and password do not match a manager.');

/** "1 second", "30 seconds": how long to wait, worded for a person. */
const secondsText = (seconds: number) => `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;

const accountBackoff = (waitMs: number) =>
  new ApiError(
    429,
    'rate_limited',
    `Too many failed sign-ins for this e-mail. Please wait ${secondsText(Math.ceil(waitMs / 1000))} and try again.`,
  );

// The hash queue is full (a sign-in flood): say so at once rather than holding the connection.
const busy = () =>
  new ApiError(503, 'busy', 'Too many people are signing in right now. Please try again in a few seconds.');

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, sessions, google, cookies, signInBackoff } = ctx;
  const googleNonces = createGoogleNonces(ctx.now);
  const googleNotSetUp = () =>
    forbidden('Google sign-in is not set up for this site. Sign in with your e-mail and password.');
  // Beside the per-address limit: all addresses together, so rotating addresses gains an attacker little.
  const siteWide = createSiteWideLimit(ctx.rateLimits.signInSiteWidePerMinute, 60_000, ctx.now);
  const siteWideLimit = async (_request: FastifyRequest, reply: FastifyReply) => {
    const wait = siteWide.take();
    if (wait === 0) return;
    const seconds = Math.ceil(wait / 1000);
    reply.header('retry-after', String(seconds));
    throw new ApiError(
      429,
      'rate_limited',
      `Too many sign-in attempts on this site just now. Please wait ${secondsText(seconds)} and try again.`,
    );
  };

  function setSessionCookie(
    request: FastifyRequest,
    reply: FastifyReply,
    manager: Manager,
    method: SignInMethod,
  ) {
    // A fresh id on every sign-in: a cookie planted before sign-in never becomes a manager's session.
    sessions.end(cookies.read(request));
    cookies.write(request, reply, sessions.start(manager, method));
  }

  async function checkPassword(body: unknown): Promise<Manager> {
    const { email, password } = parseBody(passwordSignIn, body);
    const wait = signInBackoff.waitFor(email);
    if (wait > 0) throw accountBackoff(wait);
    const account = store.managers.find(email);
    // Unknown e-mails still pay for one scrypt, so response time does not reveal who is a manager.
    let matches: boolean;
    try {
      matches = await verifyPassword(password, account?.passwordHash ?? (await ctx.dummyHash));
    } catch (error) {
      throw error instanceof QueueFullError ? busy() : error;
    }
    if (!account || !matches) {
      signInBackoff.failed(email);
      throw wrongCredentials();
    }
    signInBackoff.succeeded(email);
    return { email: account.email, name: null };
  }

  async function checkGoogle(request: FastifyRequest, reply: FastifyReply): Promise<Manager> {
    if (!google) throw googleNotSetUp();
    const { googleIdToken } = parseBody(googleSignIn, request.body);
    const nonce = googleNonces.spend(request, reply);
    return verifyGoogleIdToken(googleIdToken, { ...google, now: ctx.now, nonce });
  }

  // The nonce the browser hands Google before asking for an ID token (server/auth/google-nonce.ts).
  app.get(
    '/api/session/nonce',
    { config: { rateLimit: { max: ctx.rateLimits.signInPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      if (!google) throw googleNotSetUp();
      reply.header('cache-control', 'no-store');
      return { nonce: googleNonces.issue(request, reply) };
    },
  );

  app.get('/api/session', async (request) => ({
    manager: sessions.resolve(cookies.read(request)),
    signIn: { password: true, google: google !== null, googleClientId: google?.clientId ?? null },
  }));

  app.post(
    '/api/session',
    {
      config: { rateLimit: { max: ctx.rateLimits.signInPerMinute, timeWindow: 60_000 } },
      preHandler: siteWideLimit,
    },
    async (request, reply) => {
      const viaGoogle =
        typeof request.body === 'object' && request.body !== null && 'googleIdToken' in request.body;
      const manager = viaGoogle ? await checkGoogle(request, reply) : await checkPassword(request.body);
      setSessionCookie(request, reply, manager, viaGoogle ? 'google' : 'password');
      return { manager };
    },
  );

  app.delete('/api/session', async (request, reply) => {
    sessions.end(cookies.read(request));
    cookies.clear(request, reply);
    return reply.code(204).send();
  });
}
