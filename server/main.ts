import { buildApp } from './app';
import { scryptAtCost } from './auth/password';
import { readConfig, siteUrlOf } from './config';
import { serverLogger } from './logging';
import { startupFacts, startupLines, startupLogFields } from './startup-message';

/** Starts the embedded server: `npm start` (after a build) or `npm run serve`. Settings: the README's Configuration. */
async function main(): Promise<void> {
  let config;
  try {
    config = readConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  const terminal = process.stdout.isTTY === true;
  const app = await buildApp({
    dataDir: config.DATA_DIR,
    backupKeep: config.BACKUP_KEEP,
    seedDemo: config.SEED_DEMO,
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    googleClientId: config.GOOGLE_CLIENT_ID,
    adminEmails: config.ADMIN_EMAILS,
    staticDir: config.STATIC_DIR,
    trustProxy: config.TRUST_PROXY,
    cookieSecure: config.COOKIE_SECURE === '1' ? 'always' : 'auto',
    rateLimits: {
      signInPerMinute: config.SIGN_IN_RATE_LIMIT,
      submissionsPerMinute: config.SUBMISSION_RATE_LIMIT,
      signInSiteWidePerMinute: config.SIGN_IN_SITE_WIDE_LIMIT,
      submissionsPerDay: config.SUBMISSIONS_PER_DAY,
      pagesPerMinute: config.PAGE_RATE_LIMIT,
    },
    siteUrl: siteUrlOf(config),
    mail: config.SMTP_URL && config.MAIL_FROM ? { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM } : null,
    notifyEmail: config.NOTIFY_EMAIL ?? null,
    noticeDelayMinutes: config.NOTICE_DELAY_MINUTES,
    retentionMonths: config.RETENTION_MONTHS,
    renderAhead: config.RENDER_AHEAD,
    scrypt: scryptAtCost(config.PASSWORD_HASH_COST),
    logger: await serverLogger(process.env.LOG_LEVEL || 'info', terminal),
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing open requests, then closing the database`);
    // A hung request should not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // Not once: a Ctrl-C reaches this process both from the terminal and through `npm start`
  // (scripts/run-server.ts), and a repeat must not cut the shutdown short (its log lines, the database).
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const listening = app.server.address();
  const port = typeof listening === 'object' && listening ? listening.port : config.PORT;
  const facts = startupFacts(config, port, app.store.managers.list().length);
  // A person reads plain lines; a log shipper gets the same facts as one JSON line like every other.
  if (terminal) process.stdout.write(`\n${startupLines(facts).join('\n')}\n\n`);
  else app.log.info(startupLogFields(facts), `Site ready at ${facts.address}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
