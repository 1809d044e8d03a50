import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Manager } from '../../src/domain/manager';
import { ApiError, forbidden } from '../errors';

export type GoogleKeys = JWTVerifyGetKey;

/** Google's published signing keys for ID tokens, fetched (and cached by jose) on first use. */
export const googlePublicKeys = (): GoogleKeys =>
  createRemoteJWKSet(new URL('https://www.googleapis.com/oauth2/v3/certs'));

export interface GoogleVerifierOptions {
  clientId: string;
  /** Lower-cased allow-list (ADMIN_EMAILS). */
  adminEmails: ReadonlySet<string>;
  keys: GoogleKeys;
  now: () => Date;
  /**
   * The nonce this server issued for this sign-in attempt (google-nonce.ts), or null when the browser
   * brought none that is still valid: the token must carry exactly it.
   */
  nonce: string | null;
}

/** How old (since Google issued it) a token may be: sign-in hands it over within seconds. */
export const MAX_TOKEN_AGE = '10 minutes';

const unverified = (message = 'Google sign-in could not be verified. Please try again.') =>
  new ApiError(401, 'invalid_credentials', message);

/**
 * Checks a Google ID token the way Google documents (https://developers.google.com/identity/gsi/web/guides/verify-google-id-token):
 * signature against Google's keys, issuer, audience = our client id, expiry; then our own rules: the claims
 * we rely on are present (exp, iat, sub, email), it is at most MAX_TOKEN_AGE old, it carries the nonce issued
 * for this attempt, and a verified email is on the allow-list. Any Google account signing in is not enough
 * (a defect of the old site).
 */
export async function verifyGoogleIdToken(idToken: string, options: GoogleVerifierOptions): Promise<Manager> {
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, options.keys, {
      issuer: ['https://accounts.google.com', 'accounts.google.com'],
      audience: options.clientId,
      currentDate: options.now(),
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'iat', 'sub', 'email'],
      maxTokenAge: MAX_TOKEN_AGE,
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) throw unverified();
    throw error;
  }
  if (typeof payload.sub !== 'string' || payload.sub === '') throw unverified();
  if (options.nonce === null || payload.nonce !== options.nonce) {
    throw unverified(
      'Google sign-in could not be matched to this page (it was started too long ago, in another window, or ' +
        'already used). Please try again.',
    );
  }
  const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
  if (!email || payload.email_verified !== true) {
    throw forbidden('This Google account has no verified e-mail address.');
  }
  if (!options.adminEmails.has(email)) {
    throw forbidden('This Google account is not a manager of this site.');
  }
  return { email, name: typeof payload.name === 'string' ? payload.name : null };
}
