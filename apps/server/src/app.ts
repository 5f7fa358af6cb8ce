import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { API_PREFIX } from '@zeng/contract/routes';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { DatabaseOutage } from './db/outage.js';
import { type Clock, systemClock } from './infra/clock.js';
import { createRateLimitStore } from './infra/rate-limit/create-store.js';
import type { RateLimitStore } from './infra/rate-limit/store.js';
import { createSessionRevocationStore } from './infra/session-revocation/create-store.js';
import type { SessionRevocationStore } from './infra/session-revocation/store.js';
import { ConsoleSmsSender } from './infra/sms/console.js';
import { createSmsSender } from './infra/sms/driver.js';
import type { SmsSender } from './infra/sms/sms-sender.js';
import { createMediaStorage } from './infra/storage/create-media-storage.js';
import type { EndpointGroup } from './lib/endpoint-handlers.js';
import { isLoopbackHost } from './lib/loopback.js';
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD, CONTENT_CODINGS } from './lib/prepared-body.js';
import { advertBatchEndpoints } from './modules/adverts/batch-routes.js';
import { AdvertBatchService } from './modules/adverts/batch-service.js';
import { ListingAnswers } from './modules/adverts/listing-answers.js';
import { listenedPublicAnswers } from './modules/adverts/listing-changes.js';
import { PostingAllowance } from './modules/adverts/posting-limits.js';
import { AdvertPostingService } from './modules/adverts/posting-service.js';
import { ReadLimits } from './modules/adverts/read-limits.js';
import { advertEndpoints } from './modules/adverts/routes.js';
import { searchCountEndpoints } from './modules/adverts/search-count-routes.js';
import { SearchCounts } from './modules/adverts/search-counts.js';
import { AdvertsService } from './modules/adverts/service.js';
import { AdvertSharePictures } from './modules/adverts/share-pictures.js';
import { pageViewerOf } from './modules/auth/page-viewer.js';
import { AuthRepository } from './modules/auth/repository.js';
import { authEndpoints } from './modules/auth/routes.js';
import { AuthService } from './modules/auth/service.js';
import { LIVE_COUNTS_EVERY_MS } from './modules/catalog/live-counts.js';
import { catalogEndpoints, countedLookupEndpoints } from './modules/catalog/routes.js';
import { CatalogService } from './modules/catalog/service.js';
import { contactEndpoints } from './modules/contact/routes.js';
import { ContactService } from './modules/contact/service.js';
import { devEndpoints } from './modules/dev/routes.js';
import { LikedService } from './modules/liked/service.js';
import { defaultImageDecodes, ImageQueue } from './modules/media/image-queue.js';
import { serveUploads } from './modules/media/serve-uploads.js';
import { incomingDir } from './modules/media/spool.js';
import { uploadEndpoints } from './modules/media/upload-routes.js';
import { moderationEndpoints } from './modules/moderation/routes.js';
import { ModerationService } from './modules/moderation/service.js';
import { notificationEndpoints } from './modules/notifications/routes.js';
import { NotificationsService } from './modules/notifications/service.js';
import { loadWebBuild, type WebBuild } from './modules/pages/document.js';
import { PageData } from './modules/pages/page-data.js';
import { pageRoutes } from './modules/pages/routes.js';
import { PriceGuideSchedule } from './modules/price-guide/schedule.js';
import { promotionEndpoints } from './modules/promotions/routes.js';
import { PromotionsService } from './modules/promotions/service.js';
import { reportEndpoints } from './modules/reports/routes.js';
import { ReportsService } from './modules/reports/service.js';
import { SavedSearchAlerts } from './modules/saved-searches/alert-queue.js';
import { SavedSearchMatcher } from './modules/saved-searches/matching.js';
import { savedSearchEndpoints } from './modules/saved-searches/routes.js';
import { SavedSearchesService } from './modules/saved-searches/service.js';
import { SmsDigests } from './modules/saved-searches/sms-digest.js';
import { searchEndpoints } from './modules/search/routes.js';
import { SearchService } from './modules/search/service.js';
import { sellerEndpoints } from './modules/sellers/routes.js';
import { SellersService } from './modules/sellers/service.js';
import { seoRoutes } from './modules/seo/routes.js';
import { SeoService } from './modules/seo/service.js';
import { siteEndpoints } from './modules/site/routes.js';
import { serverPath } from './package-root.js';
import authenticate from './plugins/authenticate.js';
import { endpointRoutes } from './plugins/endpoints.js';
import errorHandler from './plugins/error-handler.js';
import requireHost, { frameworkErrorOptions, MAX_PARAM_LENGTH } from './plugins/framework-errors.js';
import health from './plugins/health.js';
import openapi from './plugins/openapi.js';
import { requestValidatorCompiler } from './plugins/request-validator.js';
import securityHeaders from './plugins/security-headers.js';
import { staticFiles } from './plugins/static-files.js';

export interface AppDeps {
  database: DatabaseHandle;
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Where "now" comes from; tests move it by hand. */
  clock?: Clock;
  /** The SMS driver; built from SMS_DRIVER when absent. */
  sms?: SmsSender;
  /** Rate-limit counters; Redis with REDIS_URL, else memory, when absent. The caller closes one it passes. */
  rateLimits?: RateLimitStore;
  /** Sessions ended before their access tokens expire; Redis with REDIS_URL, else memory. The caller closes one it passes. */
  sessionRevocations?: SessionRevocationStore;
  /** The uploads' decodes; from IMAGE_DECODES and IMAGE_QUEUE when absent (tests hold one they pass). */
  imageQueue?: ImageQueue;
  /** The web app's build; loaded from WEB_DIST_DIR when absent (tests wrap one to watch its renders). */
  webBuild?: WebBuild;
}

const DEFAULT_WEB_DIST = serverPath('..', 'web', 'dist');
const MEDIA_DIR = serverPath('assets');

/** A hop count trusts that many proxies in front; addresses trust exactly those proxies. */
function trustProxyOption(trust: Config['TRUST_PROXY']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The whole application as one Fastify instance; main.ts listens with it, tests call inject(). */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.refreshtoken', 'req.headers.cookie'],
    },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Twice the largest body the contract accepts (lib/body-limits.ts): nothing larger is read or parsed.
    bodyLimit: config.JSON_BODY_LIMIT_BYTES,
    // Node's own limit on a request's arrival, headers and body, checked every 30 s: a slow body holds a
    // connection no longer (ADR 0026). Uploads are watched closely and cut at the same time (media/upload-pace.ts).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    ...frameworkErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Said once when the database goes away and once when it is back, not on every failed call.
  const outage = new DatabaseOutage(app.log, deps.database.ping);
  app.addHook('onClose', async () => outage.close());
  await app.register(errorHandler, { outage });
  await app.register(requireHost);
  // Text answers (the app's scripts, styles, JSON) compressed for phones on mobile data; kept answers
  // (the first pages) come compressed already (lib/prepared-body.ts), with the same settings.
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: [...CONTENT_CODINGS],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  const distDir = config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST;
  const build = deps.webBuild ?? (await loadWebBuild(distDir));
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...(build?.inlineScriptSources ?? [])],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS holds a host to HTTPS for a year: production's only, never localhost or a test host that was
    // once reached over HTTPS.
    strictTransportSecurity: config.isProduction,
  });
  await app.register(openapi);
  await app.register(health, { ping: deps.database.ping, timeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS, outage });
  const clock = deps.clock ?? systemClock;
  const sessionRevocations =
    deps.sessionRevocations ??
    createSessionRevocationStore(config.REDIS_URL, clock, app.log, { prefix: config.REDIS_KEY_PREFIX });
  if (!deps.sessionRevocations) app.addHook('onClose', () => sessionRevocations.close());
  await app.register(authenticate, { secret: config.JWT_SECRET, clock, revocations: sessionRevocations });

  const sms = deps.sms ?? createSmsSender(config, app.log, clock);
  const rateLimits =
    deps.rateLimits ?? createRateLimitStore(config.REDIS_URL, clock, app.log, { prefix: config.REDIS_KEY_PREFIX });
  if (!deps.rateLimits) app.addHook('onClose', () => rateLimits.close());
  const auth = new AuthService({
    repo: new AuthRepository(deps.database.db),
    sms,
    limits: rateLimits,
    revocations: sessionRevocations,
    clock,
    log: app.log,
    jwtSecret: config.JWT_SECRET,
    adminPhones: config.ADMIN_PHONES,
    codeRequestsPerAddressPerHour: config.CODE_REQUESTS_PER_ADDRESS_PER_HOUR,
  });
  // The calls of the endpoint table (packages/contract/src/endpoints.ts), each module's handlers.
  const endpoints: EndpointGroup<never>[] = [
    // The web app's session cookies (ADR 0028): over HTTPS only in production, and a call they
    // authenticate must come from PUBLIC_ORIGIN (elsewhere also from the address it was sent to).
    authEndpoints(auth, {
      secure: config.isProduction,
      publicOrigin: config.PUBLIC_ORIGIN,
      acceptOwnOrigin: !config.isProduction,
    }),
  ];
  if (sms instanceof ConsoleSmsSender && !config.isProduction) {
    endpoints.push(devEndpoints(sms));
    if (!isLoopbackHost(config.HOST)) {
      app.log.warn(
        `HOST=${config.HOST} makes this development server reachable from other machines, and its development calls ` +
          '(the SMS code outbox, which signs anyone in) are on. They answer this machine only, but set ' +
          'NODE_ENV=production with SMS_DRIVER=http for a server others use, or leave HOST unset.',
      );
    }
  }

  const catalog = await CatalogService.load(deps.database.db);
  const search = new SearchService(catalog);
  const adverts = new AdvertsService(deps.database.db, deps.database.arrayRows, catalog, clock, search);
  endpoints.push(
    catalogEndpoints(catalog),
    countedLookupEndpoints(catalog),
    searchEndpoints(search),
    siteEndpoints(config),
  );
  const allowance = new PostingAllowance(rateLimits, {
    perHour: config.ADVERTS_PER_ACCOUNT_PER_HOUR,
    perDay: config.ADVERTS_PER_ACCOUNT_PER_DAY,
    pendingPerCategory: config.PENDING_ADVERTS_PER_CATEGORY,
  });
  const posting = new AdvertPostingService(deps.database.db, catalog, clock, adverts, allowance);
  // Sitemaps are built once and kept until a change of their category is heard (ADR 0024).
  const seo = new SeoService({
    db: deps.database.db,
    clock,
    publicOrigin: config.PUBLIC_ORIGIN,
    hearsChanges: () => firstPages?.isLive() ?? false,
    screens: build?.screens ?? [],
    keptBytes: config.SITEMAP_MEMORY_MB * 1024 * 1024,
    // Without a web build there are no pages to list.
    landingPaths: build ? () => catalog.landings.livePaths() : undefined,
  });
  const firstPages = config.FIRST_PAGE_CACHE
    ? await listenedPublicAnswers(deps.database, clock, (category) => {
        catalog.liveCounts.changed();
        seo.forget(category);
      })
    : null;
  if (firstPages) {
    app.addHook('onClose', () => firstPages.close());
    adverts.keepPromotedIn(firstPages.promoted);
  }
  // The shown adverts of each brand, model, provider and accessory type: counted now, then in the
  // background after changes (ADR 0018).
  await catalog.liveCounts.start(
    {
      count: () => adverts.countShownByLookup(),
      warn: (err, message) => app.log.warn({ err }, message),
      hearsChanges: () => firstPages?.isLive() ?? false,
    },
    LIVE_COUNTS_EVERY_MS,
  );
  app.addHook('onClose', () => catalog.liveCounts.stop());
  // The price guides (issue 38): read now (built first on a database that never had them), then
  // rebuilt daily by one server and read again by each; pages showing old ones are dropped.
  const priceGuides = new PriceGuideSchedule({
    db: deps.database.db,
    clock,
    guides: catalog.priceGuides,
    changed: () => {
      firstPages?.forget('phone');
      firstPages?.forget('tablet');
    },
    warn: (err, message) => app.log.warn({ err }, message),
  });
  await priceGuides.start();
  app.addHook('onClose', async () => priceGuides.stop());
  const answers = new ListingAnswers(adverts, clock, firstPages?.cache ?? null);
  // What no cache answers (searches, later pages, adverts), per client address: ADR 0014.
  const reads = new ReadLimits(
    rateLimits,
    {
      searchesPerMinute: config.SEARCHES_PER_ADDRESS_PER_MINUTE,
      advertReadsPerMinute: config.ADVERT_READS_PER_ADDRESS_PER_MINUTE,
      pageRendersPerMinute: config.PAGE_RENDERS_PER_ADDRESS_PER_MINUTE,
      sitemapBuildsPerMinute: config.SITEMAP_BUILDS_PER_ADDRESS_PER_MINUTE,
      revealsPerHour: config.CONTACT_REVEALS_PER_ADDRESS_PER_HOUR,
    },
    app.log,
  );
  endpoints.push(advertEndpoints({ adverts, answers, posting, reads }));
  const contact = new ContactService(deps.database.db, adverts, clock, config.JWT_SECRET);
  endpoints.push(contactEndpoints({ contact, reads }));
  const counts = new SearchCounts(adverts, firstPages?.searchCounts ?? null);
  endpoints.push(searchCountEndpoints({ counts, reads }));
  const batch = new AdvertBatchService(deps.database.arrayRows, adverts.mapper, clock);
  endpoints.push(advertBatchEndpoints(batch));
  const sellers = new SellersService(deps.database.db, deps.database.arrayRows, adverts.mapper, clock);
  endpoints.push(sellerEndpoints({ sellers, reads }));
  // The saved searches an approved advert meets are matched after its approval, from a queue (ADR 0036).
  const alerts = new SavedSearchAlerts({
    db: deps.database.db,
    matcher: new SavedSearchMatcher(adverts),
    warn: (err, message) => app.log.warn({ err }, message),
  });
  alerts.start();
  app.addHook('onClose', () => alerts.stop());
  const moderation = new ModerationService(deps.database.db, clock, adverts, alerts);
  endpoints.push(moderationEndpoints(moderation));
  const reports = new ReportsService(
    deps.database.db,
    deps.database.arrayRows,
    adverts.mapper,
    adverts,
    clock,
    config.JWT_SECRET,
  );
  endpoints.push(reportEndpoints({ reports, reads }));
  // Paid placement (issue 38): requests, grants, and the placements that ended cleared.
  const promotions = new PromotionsService(deps.database.db, deps.database.arrayRows, adverts.mapper, clock);
  await promotions.start((err, message) => app.log.warn({ err }, message));
  app.addHook('onClose', async () => promotions.stop());
  endpoints.push(promotionEndpoints(promotions));
  endpoints.push(
    notificationEndpoints({
      liked: new LikedService(deps.database.db, clock),
      notifications: new NotificationsService(deps.database.db, batch, clock),
    }),
  );
  endpoints.push(savedSearchEndpoints(new SavedSearchesService(deps.database.db, clock, adverts, catalog)));
  // The daily SMS of saved searches, looked for every hour.
  const digests = new SmsDigests({
    db: deps.database.db,
    sms,
    clock,
    publicOrigin: config.PUBLIC_ORIGIN,
    warn: (err, message) => app.log.warn({ err }, message),
  });
  digests.start();
  app.addHook('onClose', async () => digests.stop());
  // One store for uploads, serving and share images, so S3 keeps one connection pool.
  const storage = createMediaStorage(config);
  app.addHook('onClose', () => storage.close());
  endpoints.push(
    uploadEndpoints({
      db: deps.database.db,
      storage,
      limits: rateLimits,
      clock,
      spoolDir: incomingDir(config.DATA_DIR),
      imageQueue:
        deps.imageQueue ??
        new ImageQueue({ decodes: config.IMAGE_DECODES ?? defaultImageDecodes(), waiting: config.IMAGE_QUEUE }),
      pace: {
        timeoutMs: config.REQUEST_TIMEOUT_MS,
        minBytesPerSecond: config.UPLOAD_MIN_BYTES_PER_SECOND,
        windowMs: config.UPLOAD_RATE_WINDOW_MS,
      },
      inProgressPerAccount: config.UPLOADS_IN_PROGRESS_PER_ACCOUNT,
    }),
  );
  await app.register(endpointRoutes, { prefix: API_PREFIX, groups: endpoints });
  await app.register(serveUploads, { prefix: '/uploads', storage });
  await app.register(seoRoutes, { seo, reads });

  await app.register(staticFiles, { distDir, mediaDir: MEDIA_DIR });
  if (build) {
    const pictures = new AdvertSharePictures({
      storage,
      mediaDir: MEDIA_DIR,
      warn: (err, message) => app.log.warn({ err }, message),
    });
    const site = { contactPhone: config.CONTACT_PHONE, mapUrl: config.CONTACT_MAP_URL, taxId: config.CONTACT_TAX_ID };
    await app.register(pageRoutes, {
      build,
      pageData: new PageData({ adverts, auth, moderation, reports, answers, catalog, counts, sellers, site, pictures }),
      // Who a private screen's page is drawn for: the access cookie, checked as a bearer is (ADR 0028).
      pageViewer: pageViewerOf({ secret: config.JWT_SECRET, clock, revocations: sessionRevocations }),
      cache: firstPages?.cache ?? null,
      landingOfQuery: (category, search) => catalog.landings.addressOfQuery(category, search),
      advertPages: firstPages?.advertPages ?? null,
      reads,
      rendersMaxWaiting: config.PAGE_RENDERS_MAX_WAITING,
      rendersPerAddressAtOnce: config.PAGE_RENDERS_PER_ADDRESS_AT_ONCE,
      clock,
      publicOrigin: config.PUBLIC_ORIGIN,
      secureCookies: config.isProduction,
    });
  }
  return app;
}
