/**
 * buildApp(): the whole HTTP surface as a Fastify instance, used by main.ts and by the tests
 * through `app.inject`. Plugins first (errors, request ids, access log, metrics, headers, limits,
 * auth, docs), then the API modules under /api/v1, then the PWA and media files.
 */
import Fastify, { LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from './app-types';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { API_BASE } from './lib/api-path';
import { createTokenService, type TokenService } from './lib/tokens';
import { registerRouteAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { clientErrorAnswer, registerErrorHandling, routingErrorAnswer } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerJsonBodies } from './plugins/json-body';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRequestLog } from './plugins/request-log';
import { registerRequestId, requestIdOptions } from './plugins/request-id';
import { registerMetrics } from './plugins/metrics';
import { registerCheckoutLine } from './plugins/checkout-line';
import { Admission } from './lib/admission';
import { registerStartupGate } from './plugins/availability';
import { createMetrics, type ShopMetrics } from './lib/metrics';
import { REDACTED_PATHS, safeErrorSerializer } from './lib/log-safety';
import { createReadiness, type Readiness } from './lib/readiness';
import { registerSecurityHeaders, securityHeaders } from './plugins/security';
import { registerStatic } from './plugins/static';
import { apiModules } from './modules';
import { createPaymentProvider, type PaymentProvider } from './modules/payments';
import { SettingsMemory } from './modules/settings';
import { createPageRenderer, pageHints, registerSiteFiles } from './rendering';
import { NO_LEVEL_CHANGE, ResponseCache } from './lib/response-cache';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { gatherStockDrops } from './lib/stock-drops';
import { withoutStatementTally } from './db/statement-count';
import { embeddedMaintenanceJob } from './db/embedded-maintenance';
import { rowCountsJob } from './db/row-counts';
import { EMAIL_DELIVERY_JOB, queuedEmailCount } from './modules/email';
import { CAMPAIGN_SENDER_JOB } from './modules/campaigns';
import { PUSH_DELIVERY_JOB } from './modules/push';
import { createStore, type Store } from './db/unit-of-work';
import { openCatalogueChannel } from './db/change-channel';
import { type StockLevels, trackStockLevels } from './db/stock-levels';
import { connectRedis, type SharedRedis } from './lib/redis';
import { type Clock, systemClock } from './lib/clock';
import { fastifyTrustProxy } from './lib/trust-proxy';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: TokenService;
    /** Transactions whose after-commit effects (cache invalidation, email delivery) run by themselves. */
    store: Store;
    /** Serialised catalogue answers, invalidated after a write that records a catalogue change. */
    catalogueCache: ResponseCache;
    /** The shop's settings as stored, read again only after a change (modules/settings/settings-memory.ts). */
    shopSettings: SettingsMemory;
    /** The payment provider the config chose (local test provider or Stripe), built once. */
    payments: PaymentProvider;
    /** Background jobs (email delivery, ...): started when the server is ready, stopped on close. */
    jobs: JobRunner;
    /** Whether this process should get traffic: migrating, serving or stopping (lib/readiness.ts). */
    readiness: Readiness;
    /** What this process last read of each product's stock as shown, to drop only the pages a sale changed (db/stock-levels.ts). */
    stockLevels: StockLevels;
    /** The checkout's line: its writes run a few at a time (plugins/checkout-line.ts). */
    checkoutLine: Admission;
    /** Prometheus metrics (lib/metrics.ts). */
    metrics: ShopMetrics;
    /** The shared Redis (REDIS_URL) for limits and throttles across processes; null without one. */
    redis: SharedRedis | null;
    /** The time the brute-force guards read (lib/clock.ts): the system's, or a test's that it moves. */
    clock: Clock;
  }
}

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Set by main.ts, which listens before migrating; absent means the database is ready. */
  readiness?: Readiness;
  /** Where log lines go: standard output unless given (tests read them). */
  logDestination?: DestinationStream;
  /** The guards' time (lib/clock.ts): the system clock unless given (tests move their own). */
  clock?: Clock;
}

/** JSON bodies of this API are small; uploads have their own multipart limits. */
export const JSON_BODY_LIMIT = 256 * 1024;

export async function buildApp({ config, database, readiness = createReadiness(), logDestination, clock = systemClock }: AppDependencies): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // No SQL parameters, passwords, tokens or email addresses in logs (lib/log-safety.ts).
      redact: REDACTED_PATHS,
      serializers: { err: safeErrorSerializer },
      ...(logDestination ? { stream: logDestination } : {}),
    },
    // The one line per request comes from plugins/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    ...requestIdOptions,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: routingErrorAnswer(securityHeaders(config)),
    clientErrorHandler: clientErrorAnswer(securityHeaders(config)),
    ajv: { customOptions: { removeAdditional: false } },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens = createTokenService(config.jwt);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('tokens', tokens);
  app.decorate('clock', clock);
  app.decorate('payments', createPaymentProvider(config.payments));
  const catalogueCache = new ResponseCache();
  app.decorate('catalogueCache', catalogueCache);
  // Kept while the catalogue cache is: a settings save drops both, in every process (decision 0237).
  app.decorate(
    'shopSettings',
    new SettingsMemory(database.db, catalogueCache, { reservationMinutes: config.reservationMinutes, contactEmail: config.supportEmail }),
  );
  // The checkout's writes queue for a few places, so buyers never starve the catalogue's readers (decision 0233).
  const checkoutLine = new Admission(config.checkoutLine.places, config.checkoutLine.maxWaitMs);
  const metrics = createMetrics(
    { kind: database.kind, stats: () => database.poolStats() },
    () => checkoutLine.stats,
    () => queuedEmailCount(database.db),
  );
  app.decorate('metrics', metrics);
  app.decorate('checkoutLine', checkoutLine);
  app.decorate('readiness', readiness);
  // A stock change drops the answers showing what changed at once; a product's page only once a read
  // of the changed products finds that what the page shows of its stock changed, and the lists only
  // when a badge did (decisions 0235, 0245). The read follows the commit: it is not the request's
  // cost (nor its statements).
  const stockLevels = trackStockLevels(database.db);
  app.decorate('stockLevels', stockLevels);
  const dropStock = (ids: ReadonlySet<string>) => {
    catalogueCache.dropTagged(ids, NO_LEVEL_CHANGE);
    void withoutStatementTally(() => stockLevels.changed(ids)).then(({ shown, levels }) => catalogueCache.dropTagged(shown, levels, shown));
  };
  // Other processes on the same PostgreSQL drop their caches when a catalogue change commits (decision 0180).
  const catalogueChannel = database.url ? openCatalogueChannel(database.url, () => catalogueCache.invalidate(), app.log, dropStock) : null;
  // Sales drop only the answers showing what sold, gathered a few times a second (decision 0223).
  const stockDrops = gatherStockDrops((ids) => {
    dropStock(ids);
    // The announcement follows the commit; it is not the request's cost (nor its statements).
    withoutStatementTally(() =>
      catalogueChannel?.announceStock(database.db, ids).catch((error: Error) => app.log.warn({ err: error }, 'stock change not announced to the other processes')),
    );
  });
  app.addHook('onClose', () => stockDrops.close());
  const jobs = createJobRunner(app.log, metrics.jobRound);
  app.decorate('jobs', jobs);
  app.decorate(
    'store',
    createStore(
      database.db,
      (changes, stockChanged) => {
        if (changes.has('catalogue')) catalogueCache.invalidate();
        else if (changes.has('stock')) stockDrops.changed(stockChanged);
        if (changes.has('emails')) jobs.kick(EMAIL_DELIVERY_JOB);
        if (changes.has('push')) jobs.kick(PUSH_DELIVERY_JOB);
        if (changes.has('campaigns')) jobs.kick(CAMPAIGN_SENDER_JOB);
        if (changes.has('order-placed')) metrics.orderPlaced();
        if (changes.has('order-paid')) metrics.orderPaid();
      },
      catalogueChannel ? async (tx, changes) => (changes.has('catalogue') ? catalogueChannel.announce(tx) : undefined) : undefined,
    ),
  );
  // Jobs need a migrated database: they start when the process serves, not when it listens.
  app.addHook('onReady', async () => readiness.whenServing(() => jobs.start()));
  app.addHook('onClose', () => jobs.stop());
  if (catalogueChannel) {
    await catalogueChannel.ready;
    app.addHook('onClose', () => catalogueChannel.close());
  }
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.redisPrefix, app.log) : null;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', () => redis.close());

  registerErrorHandling(app);
  registerRequestId(app);
  registerStartupGate(app, readiness, config.supportEmail);
  registerRequestLog(app);
  registerMetrics(app, metrics, config.metricsToken);
  registerInputGuard(app);
  registerJsonBodies(app);
  registerSecurityHeaders(app, config);
  await registerRateLimit(app, config, redis);
  registerRouteAuth(app, database.db, tokens);
  registerCheckoutLine(app, checkoutLine);
  await registerDocs(app, { publicUrl: config.publicUrl, serve: config.apiDocs });

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module.routes);
    },
    { prefix: API_BASE },
  );
  for (const module of apiModules) for (const job of module.jobs?.(app) ?? []) jobs.add(job);
  // The lists' row counts belong to the database, not to a module (db/row-counts.ts).
  jobs.add(rowCountsJob(database.db));
  // PostgreSQL's own autovacuum keeps a server's tables measured; the embedded engine has none (db/embedded-maintenance.ts).
  if (database.kind === 'pglite') jobs.add(embeddedMaintenanceJob(database.db));

  const renderer = await createPageRenderer(app);
  registerSiteFiles(app, renderer?.publicPages ?? null);
  await registerStatic(app, config, {
    hintsFor: (pathname) => pageHints(database.db, pathname),
    ...(renderer ? { serve: (request, reply) => renderer.serve(request, reply) } : {}),
  });
  return app;
}
