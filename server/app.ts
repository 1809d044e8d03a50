import { existsSync } from 'node:fs';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ensureAdminAccount, warnAboutOtherPasswordAccounts } from './auth/admin-account';
import { createSessionService } from './auth/sessions';
import { createSessionCookies, type CookieSecureMode } from './auth/session-cookie';
import { createSignInBackoff } from './auth/sign-in-backoff';
import { googlePublicKeys, type GoogleKeys } from './auth/google';
import { createDummyHash, OWASP_SCRYPT, type ScryptParams } from './auth/password';
import { DEFAULT_RATE_LIMITS, type AppContext, type RateLimits } from './context';
import { seedDemo } from './db/demo-seed';
import { backupBeforeMigrations } from './db/backups';
import { scheduleDailyBackups } from './db/backup-schedule';
import { holdDataDir } from './db/server-lock';
import { openStore, type Store } from './db/store';
import { ApiError, handleError, signedOut } from './errors';
import { COMPANY_DETAILS } from '../src/content/company';
import { createMailRuntime, type MailService, type MailSettings } from './mail/mail-service';
import type { RetryPolicy } from './mail/outbox-worker';
import { OneLinePerRequest } from './logging';
import { lazyRequestLogger, requestIds } from './request-logger';
import { registerHealthRoute } from './routes/health';
import { registerHistoryRoutes } from './routes/history';
import { registerSessionRoutes } from './routes/session';
import { registerInsightsRoutes } from './routes/insights';
import { registerContentRoutes } from './routes/content';
import { registerPictureRoutes } from './routes/pictures';
import { createHitCounter } from './insights/hit-counter';
import { createVisitorCounts } from './insights/visitor-counts';
import { registerSubmissionRoutes } from './routes/submissions';
import { registerInboxReplyRoutes } from './routes/inbox-replies';
import { registerSubscriptionRoutes } from './routes/subscriptions';
import { registerSeatsBackRoutes } from './routes/seats-back';
import { registerNoticeRoutes } from './routes/notices';
import { registerAddressRecordRoutes } from './routes/address-records';
import { registerVenueRoutes } from './routes/venues';
import { registerVenueFileRoutes } from './routes/venue-files';
import { registerVenueGroupRoutes } from './routes/venue-groups';
import { registerCalendarFileRoutes } from './routes/calendar-files';
import { registerCalendarFeedRoutes } from './routes/calendar-feeds';
import { registerDatePictureRoutes } from './routes/date-pictures';
import { registerHotelRoutes } from './routes/hotels';
import { registerHotelLinkRoutes } from './routes/hotel-links';
import { hotelKitPageAccess, registerHotelKitRoutes } from './routes/hotel-kit';
import { registerHotelWidgetRoutes } from './routes/hotel-widget';
import { registerCrossSiteGuard } from './security/same-origin';
import { apiSecurityHeaders, registerSecurityHeaders } from './security/headers';
import {
  DEFAULT_SERVER_LIMITS,
  serverLimitOptions,
  type EarlyAnswer,
  type ServerLimits,
} from './security/server-limits';
import { fastifyTrustProxy, type TrustProxy } from './security/trust-proxy';
import { registerRetention, retentionPolicy } from './retention';
import { DEFAULT_RETENTION_MONTHS } from '../src/domain/retention';
import { queueNewDateNotices } from './subscriptions/subscription-mail';
import { queueDateChangeNotices } from './subscriptions/date-change-mail';
import { queueSeatsBackNotices } from './subscriptions/seats-back-mail';
import { recallUntrueNotices } from './subscriptions/notice-recall';
import { DEFAULT_NOTICE_DELAY_MINUTES, newsAfterRecall } from '../src/domain/notice-wait';
import { goesAheadAgain, listingNews, seatsCameBack } from '../src/domain/listing-revision';
import { createPageServer, type PageServer } from './pages/page-server';
import { loadRenderer, type Renderer } from './pages/renderer';
import { registerStaticSite } from './static-site';
import { createVenueWrites } from './venues/venue-writes';
import { registerTrashPurge } from './venues/trash-purge';
import { registerPublicListCache } from './venues/public-list-cache';
import { registerEarlyListings } from './venues/early-listings';

export interface BuildAppOptions {
  dataDir: string;
  /** Backups of each kind kept in DATA_DIR/backups (BACKUP_KEEP). Default 14. */
  backupKeep?: number;
  /** Take the daily backup (at start-up when the last is a day old, then daily). Default on. */
  dailyBackups?: boolean;
  /** Fill a brand-new database with demo listings. */
  seedDemo?: boolean;
  /** With adminPassword: start-up ensures this manager account exists with this password. */
  adminEmail?: string;
  adminPassword?: string;
  /** Enables Google sign-in for the allow-listed `adminEmails`. */
  googleClientId?: string;
  adminEmails?: readonly string[];
  /** The built site (Vite's output). Default 'dist', relative to the working directory. */
  staticDir?: string;
  /**
   * The page renderer (server bundle and template) that renders pages per request. Default: loaded from
   * `<staticDir>-ssr`, where the build puts it; tests pass one made from the sources (server/testing).
   */
  renderer?: Renderer | null;
  /** The clock; tests move it to check "upcoming" and session expiry. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /**
   * TRUST_PROXY: the hops or addresses of the TLS proxy in front, whose X-Forwarded-* are believed (the
   * client address rate limits count against, https for Secure cookies and HSTS). Never "trust all".
   */
  trustProxy?: TrustProxy;
  /** COOKIE_SECURE: `auto` (default) or `always`. */
  cookieSecure?: CookieSecureMode;
  /** Timeouts and the URL cap; tests shorten them. */
  serverLimits?: Partial<ServerLimits>;
  rateLimits?: Partial<RateLimits>;
  /** Google's signing keys; tests pass a local key set so nothing touches the network. */
  googleKeys?: GoogleKeys;
  /** Password hashing cost; lowered only by tests that sign in often. */
  scrypt?: ScryptParams;
  /** The public origin for links in e-mails, canonical links, share cards and the sitemap (SITE_URL). Default http://127.0.0.1:3000. */
  siteUrl?: string;
  /** SMTP_URL and MAIL_FROM; without them nothing is e-mailed. */
  mail?: MailSettings | null;
  /** NOTIFY_EMAIL: the manager told about new messages and enquiries (needs `mail`). */
  notifyEmail?: string | null;
  /** NOTICE_DELAY_MINUTES: how long a listing change's e-mails wait, recallable, before they go. Default 10. */
  noticeDelayMinutes?: number;
  /** How failed e-mails are retried; tests shorten the waits. */
  mailRetry?: RetryPolicy;
  /** Rendered pages kept in memory, the least recently asked-for leaving first. Tests make it small. */
  pageCacheSize?: number;
  /**
   * RENDER_AHEAD: after a start or a publish, render the pages the build's files no longer stand for in the
   * background (default), or leave each to the first request for it.
   */
  renderAhead?: boolean;
  /** RETENTION_MONTHS: contact messages and hosting enquiries older than this are deleted. Default 24. */
  retentionMonths?: number;
  /**
   * Cached public lists answered before Fastify's routing (server/venues/early-listings.ts). Default on;
   * tests turn it off to compare with the routes' own answers. Off behind a trusted proxy, whose
   * X-Forwarded-* (client address, https) only Fastify reads.
   */
  earlyListings?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database behind the API (tests use it to arrange data and reset between cases). */
    store: Store;
    /** E-mail (tests await `mail.drain()` to see what was sent). */
    mail: MailService;
  }
}

export const DEFAULT_BACKUP_KEEP = 14;

// Bodies over 16 KiB get 413 (docs/product.md). The largest honest body (a contact message) is about 6 KB.
const BODY_LIMIT = 16 * 1024;

/** Builds the server (API, static site, security) without listening: main.ts listens, tests inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const backupKeep = options.backupKeep ?? DEFAULT_BACKUP_KEEP;
  // A copy of the database as it was, before this version's migrations change it.
  await backupBeforeMigrations(options.dataDir, backupKeep);
  const store = openStore(options.dataDir);
  const releaseDataDir = holdDataDir(options.dataDir);
  const siteUrl = (options.siteUrl ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  const early: { answer: EarlyAnswer | null } = { answer: null };
  const nextRequestId = requestIds();
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLinePerRequest(),
    childLoggerFactory: lazyRequestLogger,
    genReqId: nextRequestId,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    bodyLimit: BODY_LIMIT,
    ...serverLimitOptions({ ...DEFAULT_SERVER_LIMITS, ...options.serverLimits }, early),
  });
  app.decorate('store', store);
  app.decorateRequest('manager', null);
  const mail = createMailRuntime({
    store,
    now,
    log: app.log,
    // Every e-mail ends with the company's name and address as published (Site content), else as built.
    identity: () => {
      const company = store.content.published().company ?? COMPANY_DETAILS;
      return { siteName: company.name, postalAddress: company.address, siteUrl };
    },
    settings: options.mail ?? null,
    notifyEmail: options.notifyEmail ?? null,
    noticeDelayMs: (options.noticeDelayMinutes ?? DEFAULT_NOTICE_DELAY_MINUTES) * 60_000,
    retry: options.mailRetry,
  });
  app.decorate('mail', mail.service);
  registerRetention(app, store, now, options.retentionMonths ?? DEFAULT_RETENTION_MONTHS);
  // The worker starts with the server and stops before the database closes, finishing the e-mail in hand.
  app.addHook('onReady', async () => mail.start());
  const stopDailyBackups =
    options.dailyBackups === false
      ? () => undefined
      : scheduleDailyBackups({
          dataDir: options.dataDir,
          now,
          takeBackup: () => store.backup('daily', backupKeep),
          onError: (error) => app.log.error({ err: error }, 'daily backup failed'),
        });
  const hitCounter = createHitCounter({
    counts: store.insights,
    now,
    onError: (error) => app.log.error({ err: error }, 'insights: counts not written'),
  });
  app.addHook('onClose', async () => {
    stopDailyBackups();
    await mail.stop();
    hitCounter.stop();
    store.close();
    releaseDataDir();
  });

  const adminEmails = new Set(
    (options.adminEmails ?? []).map((email) => email.trim().toLowerCase()).filter(Boolean),
  );
  const google = options.googleClientId
    ? { clientId: options.googleClientId, adminEmails, keys: options.googleKeys ?? googlePublicKeys() }
    : null;
  const sessions = createSessionService({
    store,
    now,
    isAllowedGoogleEmail: (email) => adminEmails.has(email.toLowerCase()),
  });
  const scrypt = options.scrypt ?? OWASP_SCRYPT;
  const dummyHash = createDummyHash(scrypt);
  dummyHash.catch(() => undefined);
  const cookies = createSessionCookies(options.cookieSecure ?? 'auto');
  const ctx: AppContext = {
    store,
    venueWrites: createVenueWrites(store, now, (before, after) => {
      // A notice the write made untrue (an Undo within the wait) goes before the write's own are queued.
      const withdrawn = before ? recallUntrueNotices(store, before, after) : new Set<string>();
      if (!after) return;
      const found = listingNews(before, after, now());
      // Less, or nothing, once untrue notices are withdrawn: an Undo within the wait, a date never announced.
      const news = before ? newsAfterRecall(withdrawn, found, before, after) : found;
      if (news === 'new-date') {
        // Going ahead after all: the people told it was off hear it is on again.
        queueNewDateNotices(store, mail.service, after, { backOn: goesAheadAgain(before) });
      } else if (news && before) queueDateChangeNotices(store, mail.service, before, after, news);
      if (seatsCameBack(before, after, now())) queueSeatsBackNotices(store, mail.service, after, now());
    }),
    takeBackup: (kind) => store.backup(kind, backupKeep),
    now,
    sessions,
    cookies,
    signInBackoff: createSignInBackoff(now),
    google,
    scrypt,
    dummyHash,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    mail: mail.service,
    // The manager looking at the site is not a visitor: their own session cookie tells them apart.
    counts: createVisitorCounts(hitCounter, (request) => sessions.resolve(cookies.read(request)) !== null),
    requireManager: async (request) => {
      request.manager = sessions.resolve(cookies.read(request));
      if (!request.manager) throw signedOut();
    },
  };

  if (store.wasNew && options.seedDemo) seedDemo(store, now());
  if (options.adminEmail && options.adminPassword) {
    await ensureAdminAccount(store, options.adminEmail.trim(), options.adminPassword, ctx);
  }
  warnAboutOtherPasswordAccounts(store, options.adminEmail, app.log);

  app.setErrorHandler(handleError);
  // Only JSON bodies: Fastify's default text/plain parser would let a plain cross-site <form> post to us.
  app.removeContentTypeParser('text/plain');
  registerSecurityHeaders(app, { google: google !== null });
  registerCrossSiteGuard(app);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'rate_limited', `Too many attempts. Please wait ${context.after} and try again.`),
  });

  registerHealthRoute(app, ctx);
  registerPublicListCache(app, () => store.venues.version());
  if (options.earlyListings !== false && !options.trustProxy) {
    const apiHeaders = apiSecurityHeaders({ google: google !== null });
    registerEarlyListings(app, early, { now, apiHeaders, nextRequestId });
  }
  registerVenueRoutes(app, ctx);
  registerVenueFileRoutes(app, ctx);
  registerVenueGroupRoutes(app, ctx);
  registerHotelRoutes(app, ctx);
  registerHotelLinkRoutes(app, ctx, siteUrl);
  registerHotelKitRoutes(app, ctx, siteUrl, options.staticDir ?? 'dist');
  registerTrashPurge(app, ctx.venueWrites);
  registerCalendarFileRoutes(app, ctx, siteUrl);
  registerCalendarFeedRoutes(app, ctx, siteUrl);
  registerDatePictureRoutes(app, ctx, siteUrl, options.staticDir ?? 'dist');
  registerHotelWidgetRoutes(app, ctx, siteUrl);
  registerHistoryRoutes(app, ctx);
  registerSubmissionRoutes(app, ctx);
  registerInboxReplyRoutes(app, ctx);
  registerSubscriptionRoutes(app, ctx);
  registerSeatsBackRoutes(app, ctx);
  registerNoticeRoutes(app, ctx);
  registerAddressRecordRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerInsightsRoutes(app, ctx);
  // A publish renders the pages again, in the background (the page server exists below).
  let pages: PageServer | null = null;
  const renderAhead = () => {
    if (options.renderAhead !== false) pages?.renderAllAgain();
  };
  registerContentRoutes(app, ctx, renderAhead);
  await registerPictureRoutes(app, ctx, options.dataDir);
  const staticDir = options.staticDir ?? 'dist';
  const renderer =
    options.renderer === undefined
      ? await loadRenderer(`${staticDir}-ssr`, staticDir, { warn: (message) => app.log.warn(message) })
      : options.renderer;
  // Per address, and per /56 on IPv6: one customer can use every address in theirs (decision 0020).
  const pageRate = app.createRateLimit({
    max: ctx.rateLimits.pagesPerMinute,
    timeWindow: 60_000,
    ipv6Subnet: 56,
  });
  pages =
    renderer && existsSync(staticDir)
      ? createPageServer({
          staticDir,
          renderer,
          siteUrl,
          store,
          now,
          retention: retentionPolicy(options.retentionMonths ?? DEFAULT_RETENTION_MONTHS),
          mailEnabled: mail.service.enabled,
          ...(options.pageCacheSize ? { cacheSize: options.pageCacheSize } : {}),
          isManager: (request) => sessions.resolve(cookies.read(request)) !== null,
          privatePage: (path) => hotelKitPageAccess(store, path),
          pageLimit: async (request) => {
            const limit = await pageRate(request);
            return limit.isAllowed || !limit.isExceeded
              ? { allowed: true }
              : { allowed: false, retryAfterSeconds: limit.ttlInSeconds };
          },
        })
      : null;
  renderAhead();
  await registerStaticSite(app, staticDir, pages);
  return app;
}
