import { z } from 'zod';
import { DEFAULT_RATE_LIMITS } from './context';

const flag = (fallback: '0' | '1') =>
  z
    .enum(['0', '1', 'true', 'false'], { error: 'use 1 or 0' })
    .default(fallback)
    .transform((value) => value === '1' || value === 'true');

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** The settings of DESIGN.md's "Embedded server contract", read from the environment. */
const envSchema = z
  .object({
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    SEED_DEMO: flag('1'),
    ADMIN_EMAIL: optional.pipe(z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: optional.pipe(z.string().min(12, 'must be at least 12 characters').optional()),
    GOOGLE_CLIENT_ID: optional,
    ADMIN_EMAILS: optional.transform((value) =>
      (value ?? '')
        .split(',')
        .map((email) => email.trim())
        .filter(Boolean),
    ),
    STATIC_DIR: z.string().trim().min(1).default('dist'),
    TRUST_PROXY: flag('0'),
    // Per address and minute. A shared office or the browser test suite may need more than the defaults.
    SIGN_IN_RATE_LIMIT: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(1)
      .default(DEFAULT_RATE_LIMITS.signInPerMinute),
    SUBMISSION_RATE_LIMIT: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(1)
      .default(DEFAULT_RATE_LIMITS.submissionsPerMinute),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither',
    path: ['ADMIN_PASSWORD'],
  });

export type ServerConfig = z.output<typeof envSchema>;

/** Reads the environment, or throws one message naming every bad key and why. */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  // Empty strings count as unset, so `PORT= npm start` means the default, as shells usually intend.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );
  throw new Error(`Invalid server settings:\n${lines.join('\n')}`);
}
