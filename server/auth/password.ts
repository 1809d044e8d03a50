import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createWorkQueue } from './work-queue';

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet's scrypt setting: N=2^17, r=8, p=1 (128 MiB per hash). */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/** PASSWORD_HASH_COST's default: log2 of OWASP's N. */
export const DEFAULT_PASSWORD_HASH_COST = Math.log2(OWASP_SCRYPT.N);

/** OWASP's scrypt with N = 2^cost (PASSWORD_HASH_COST): tests that start servers lower it, nothing else. */
export function scryptAtCost(cost: number): ScryptParams {
  return { ...OWASP_SCRYPT, N: 2 ** cost };
}
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/**
 * Every scrypt of this process goes through one queue: one hash at a time, 16 more waiting, the rest refused
 * (QueueFullError, a 503 "busy" at the sign-in route). A flood of sign-ins then costs one thread and 128 MiB,
 * not all four libuv threads (which static files are read on) and a gigabyte.
 */
export const hashQueue = createWorkQueue(1, 16);

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  return hashQueue.run(() => deriveNow(password, salt, { N, r, p }));
}

function deriveNow(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Node's default maxmem (32 MiB) is below what N=2^17 needs (128 * N * r * p bytes): allow twice that.
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r * p }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !N || !r || !p || !salt || !key) return null;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((n) => Number.isInteger(n) && n > 0)) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Constant-time check of a password against a stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params);
  return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}

/**
 * A hash nobody's password matches, checked when the e-mail is unknown so that "no such manager" takes as
 * long as "wrong password" (no account enumeration by timing).
 */
export function createDummyHash(params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'), params);
}

export const MIN_PASSWORD_LENGTH = 12;
