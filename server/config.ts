import { z } from 'zod';
import { DEFAULT_NOTICE_DELAY_MINUTES } from '../src/domain/notice-wait';
import { DEFAULT_RATE_LIMITS } from './context';
import { DEFAULT_PASSWORD_HASH_COST } from './auth/password';
import { passwordProblem } from './auth/password-policy';
import { parseTrustProxy } from './security/trust-proxy';

const flag = (fallback: '0' | '1') =>
  z
    .enum(['0', '1', 'true', 'false'], { error: 'use 1 or 0' })
    .default(fallback)
    .transform((value) => value === '1' || value === 'true');

const seedDemoFlag = flag('1');

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

// log2 of scrypt's N: 17 (OWASP's, 128 MiB per hash) unless lowered, which only tests should do.
const passwordHashCost = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(10, 'must be at least 10')
  .max(20, 'must be at most 20')
  .default(DEFAULT_PASSWORD_HASH_COST);

/** The embedded server's settings (the README's Configuration table), read from the environment. */
const envSchema = z
  .object({
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    SEED_DEMO: seedDemoFlag,
    ADMIN_EMAIL: optional.pipe(z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: optional.pipe(
      z
        .string()
        .superRefine((password, ctx) => {
          const problem = passwordProblem(password);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
        .optional(),
    ),
    GOOGLE_CLIENT_ID: optional,
    ADMIN_EMAILS: optional.transform((value) =>
      (value ?? '')
        .split(',')
        .map((email) => email.trim())
        .filter(Boolean),
    ),
    STATIC_DIR: z.string().trim().min(1).default('dist'),
    // The public origin for links in e-mails; unset, http://HOST:PORT (see siteUrlOf).
    SITE_URL: optional.pipe(
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) address like https://example.co.uk' })
        .transform((url) => url.replace(/\/+$/, ''))
        .optional(),
    ),
    SMTP_URL: optional.pipe(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }).optional(),
    ),
    // An address, optionally with a display name: `The Queen of the Ocean <news@example.co.uk>`.
    MAIL_FROM: optional.pipe(
      z
        .string()
        .regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an e-mail address')
        .optional(),
    ),
    NOTIFY_EMAIL: optional.pipe(z.email('must be an e-mail address').optional()),
    // How long e-mails a listing change sends (cancelled, moved, new date, seats back) wait, recallable.
    NOTICE_DELAY_MINUTES: z.coerce
      .number({ error: 'must be a whole number of minutes' })
      .int('must be a whole number of minutes')
      .min(0, 'must be 0 or more')
      .max(1440, 'must be at most 1440 (a day)')
      .default(DEFAULT_NOTICE_DELAY_MINUTES),
    RETENTION_MONTHS: z.coerce
      .number({ error: 'must be a whole number of months' })
      .int('must be a whole number of months')
      .min(1, 'must be at least 1')
      .max(120, 'must be at most 120')
      .default(24),
    // Backups of each kind (daily, pre-migration, pre-import, ...) kept in DATA_DIR/backups.
    BACKUP_KEEP: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1000, 'must be at most 1000')
      .default(14),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if ('value' in parsed) return parsed.value;
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }),
    // auto: Secure (with the __Host- prefix) when the request came over https; 1: always (the safe choice
    // behind any TLS proxy, whether or not TRUST_PROXY is right).
    COOKIE_SECURE: z.enum(['auto', '1'], { error: 'use auto or 1' }).default('auto'),
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
    // All addresses together: sign-ins per minute, and each public form's submissions per 24 hours.
    SIGN_IN_SITE_WIDE_LIMIT: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(1)
      .default(DEFAULT_RATE_LIMITS.signInSiteWidePerMinute),
    SUBMISSIONS_PER_DAY: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(1)
      .default(DEFAULT_RATE_LIMITS.submissionsPerDay),
    PASSWORD_HASH_COST: passwordHashCost,
    // Per address and minute: the pages rendered with their data (show pages, What's on, date pages).
    PAGE_RATE_LIMIT: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(1)
      .default(DEFAULT_RATE_LIMITS.pagesPerMinute),
    // After a start or a publish, the pages the build's files no longer stand for are rendered in the
    // background before anyone asks (1), or each when it is first asked for (0: servers that live a minute).
    RENDER_AHEAD: flag('1'),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => Boolean(env.SMTP_URL) === Boolean(env.MAIL_FROM), {
    message: 'set both SMTP_URL and MAIL_FROM, or neither',
    path: ['MAIL_FROM'],
  })
  .refine((env) => !env.NOTIFY_EMAIL || Boolean(env.SMTP_URL), {
    message: 'needs SMTP_URL and MAIL_FROM to be sent',
    path: ['NOTIFY_EMAIL'],
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

/** One setting alone, for a command line that runs beside the server and needs no other. */
function readOneSetting<T>(schema: z.ZodType<T>, name: string, env: NodeJS.ProcessEnv): T {
  const result = schema.safeParse(env[name] || undefined);
  if (result.success) return result.data;
  throw new Error(`Invalid setting:\n  ${name}: ${result.error.issues[0]?.message ?? 'invalid'}`);
}

/** PASSWORD_HASH_COST alone, for the command line that hashes passwords beside the server. */
export const readPasswordHashCost = (env: NodeJS.ProcessEnv): number =>
  readOneSetting(passwordHashCost, 'PASSWORD_HASH_COST', env);

/** SEED_DEMO alone, for the command line that may be the first to open a data folder. */
export const readSeedDemo = (env: NodeJS.ProcessEnv): boolean =>
  readOneSetting(seedDemoFlag, 'SEED_DEMO', env);

/** The public origin: SITE_URL, or the address the server listens on. */
export function siteUrlOf(config: ServerConfig): string {
  if (config.SITE_URL) return config.SITE_URL;
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${config.PORT}`;
}
