/**
 * Builds the Fastify application in three layers: the core (configuration, database, clock, job worker,
 * delivery, rate limits, LLM settings), the domains (each plugin decorates its service and registers its job
 * kinds), then HTTP (security, OpenAPI, authentication, routes, the web app). `buildWorker` stops after the
 * domains: a process that runs jobs needs no route. Both take everything they depend on, so tests can hand them
 * a fresh database and a manual clock.
 */
import http from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { type CityContext, cityContext } from '../city/context.ts';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type PublicCity, publicCitySchema } from '../contract/city.ts';
import { cityFront, type DeploymentPages, type FrontOptions } from './cities/city-front.ts';
import { sendChooser, sendUnknownCityJson } from './pages/city-chooser.ts';
import { robotsTxt, sitemapIndexXml } from './pages/sitemap.ts';
import type { CitySite } from './cities/city-sites.ts';
import type { AppConfig } from './config.ts';
import type { AppDatabase } from './db/database.ts';
import { createDelivery, type Delivery } from './delivery/delivery.ts';
import { optOutSms } from './alerts/sms-webhook/sms-consent.ts';
import { registerPasswordResetJob } from './auth/password-reset-job.ts';
import { createJobWorker, type JobWorker } from './jobs/job-worker.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { loggerOptions } from './lib/logger.ts';
import { declareBodyRefusals } from './plugins/body-refusals.ts';
import { createRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { createMemoryStore } from './lib/rate-limit-memory-store.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCanonicalInput } from './plugins/canonical-input.ts';
import { handleClientError, handleFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { nameRegisteredPlugins } from './plugins/plugin-names.ts';
import { registerJsonEtags } from './plugins/json-etag.ts';
import { registerPublicCors } from './plugins/public-cors.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { healthRoutes } from './health/routes.ts';
import { apiRoutes } from './routes/api.ts';
import { registerStandardRecordSteps } from './record-steps-standard.ts';
import { type LlmSettings, llmSettingsFrom } from './lib/llm-client.ts';
import { alertsPlugin } from './alerts/plugin.ts';
import { assistantPlugin } from './assistant/plugin.ts';
import { exportsPlugin } from './exports/plugin.ts';
import { ingestPlugin } from './ingest/plugin.ts';
import { representativesPlugin } from './representatives/plugin.ts';
import { createCityDataGeocoder } from './places/city-data-geocoder.ts';
import { syncPlugin } from './sync/plugin.ts';
import { speakUpPlugin } from './speak-up/plugin.ts';

/** The domains, each a plugin that decorates its service and registers its job kinds (no routes). */
const DOMAINS = [syncPlugin, exportsPlugin, ingestPlugin, alertsPlugin, speakUpPlugin, assistantPlugin, representativesPlugin(createCityDataGeocoder)];

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The city this app serves (`CITY`), built once at start-up: its configuration, data folder and data read. */
    city: CityContext;
    /** What the browser gets of the city: its public configuration, where it lives, and the cities beside it. */
    publicCity: PublicCity;
    /** Every city the deployment serves, each its own app, the default city's first (`GET /api/v1/cities`). */
    cityApps: readonly FastifyInstance[];
    db: AppDatabase;
    clock: Clock;
    /** The durable job worker: register handlers at start-up; tests call `jobs.runOnce()`. */
    jobs: JobWorker;
    /** Email and SMS, sent through durable jobs. */
    delivery: Delivery;
    /** Rate limits shared through Redis when configured. */
    rateLimiter: RateLimiter;
    /** The configured LLM (LLM_BASE_URL ...), or null: everything then answers offline. */
    llm: LlmSettings | null;
  }
}

/**
 * How long a client may take (issue 23: Fastify's default 0 let 200 unfinished bodies hold connections for
 * minutes). Headers must arrive within 10 s and the whole request within 30 s (a 1 MB body at 35 KB/s); a
 * socket silent for 2 minutes is closed; an idle keep-alive connection is kept 72 s (longer than nginx's 60 s,
 * so the proxy closes first and never reuses a socket we are closing). Node checks the first two every
 * `connectionsCheckingInterval`, so that runs each second.
 */
export const SERVER_TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 30_000,
  connectionMs: 120_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 1_000,
};
export type ServerTimeouts = typeof SERVER_TIMEOUTS;

export interface AppDependencies {
  config: AppConfig;
  db: AppDatabase;
  /** The city to serve; by default the one `config.CITY` names. */
  city?: CityContext;
  /**
   * Where this city lives in a deployment serving several (issue 46, server/cities/): its pages' and API's base
   * paths and the cities served. By default the only city, at `/` and `/api/v1`.
   */
  site?: CitySite;
  /**
   * The default city's app of a deployment (issue 46, decisions 090 and 145): its server passes each request through
   * the city front, which hands the other cities' apps (`front.apps`, by id) their requests. They need not be built
   * yet; they must be ready before the server listens.
   */
  front?: Omit<FrontOptions, 'isRootRoute' | 'pages'>;
  /** Every served city's app, the default first; by default this app alone. Filled by the caller as it builds them. */
  cityApps?: readonly FastifyInstance[];
  clock?: Clock;
  /** Pino logging; off in tests unless asked for. */
  logger?: boolean;
  /** Poll the job table in the background (the server does; tests drain it with `app.jobs.runOnce()`). */
  runJobs?: boolean;
  /** Tests shorten these to watch them work. */
  serverTimeouts?: Partial<ServerTimeouts>;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  // Before the first save this process makes: the domains' "meeting saved" steps (server/meetings/record-steps.ts).
  registerStandardRecordSteps();
  const timeouts = { ...SERVER_TIMEOUTS, ...deps.serverTimeouts };
  // The app, for the front's question at request time (the app exists by then).
  const built: { app?: FastifyInstance } = {};
  const app = Fastify({
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    logger: deps.logger === false ? false : loggerOptions(config.LOG_LEVEL),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Ids are short; very long URLs are abuse, not navigation.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    // The front asks the app (built by then) whether a root path is one of its own routes.
    ...(deps.front ? { serverFactory: frontServer({ ...deps.front, pages: DEPLOYMENT_PAGES, isRootRoute: (url: string): boolean => built.app?.hasRoute({ method: 'GET', url }) ?? false }, timeouts) } : {}),
  }).withTypeProvider<ZodTypeProvider>();
  built.app = app;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerCoreAndDomains(app, deps);

  // A body that is not JSON is a client mistake (400), whatever content type it claims.
  app.removeContentTypeParser(['text/plain']);
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => {
    const error = Object.assign(new Error('not json'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
    done(error, undefined);
  });

  registerErrorHandler(app, config.BODY_LIMIT_BYTES);
  registerCanonicalInput(app);
  // Before compression (onSend hooks run in order): the tag is the hash of the JSON, not of a compressed stream.
  registerJsonEtags(app);
  await registerSecurity(app, config.MAP_TILE_URL);
  // After the security headers: a public read relaxes their Cross-Origin-Resource-Policy.
  registerPublicCors(app);
  declareBodyRefusals(app);
  await registerOpenApi(app);
  await app.register(registerAuth);
  await app.register(healthRoutes);
  await app.register(apiRoutes, { prefix: '/api/v1' });
  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}

/** What the front answers itself, written by the pages domain (the front imports no domain's pages). */
const DEPLOYMENT_PAGES: DeploymentPages = { chooser: sendChooser, unknownCityJson: sendUnknownCityJson, robotsTxt, sitemapIndexXml };

/**
 * The server of a deployment: Fastify's own HTTP server with its timeouts, whose requests pass the city front
 * first (decisions 090 and 145).
 */
function frontServer(front: FrontOptions, timeouts: ServerTimeouts): FastifyServerFactory {
  return (handler) => {
    const server = http.createServer(
      { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
      cityFront(front, handler),
    );
    server.keepAliveTimeout = timeouts.keepAliveMs;
    server.setTimeout(timeouts.connectionMs);
    return server;
  };
}

/** The core and the domains without any HTTP route: what a process that only runs jobs needs. */
export async function buildWorker(deps: Omit<AppDependencies, 'serverTimeouts'>): Promise<FastifyInstance> {
  // Its jobs save and present meetings too (a sync, an ingest, an alert's meeting): the record's steps and words.
  registerStandardRecordSteps();
  const app = Fastify({ logger: deps.logger === false ? false : loggerOptions(deps.config.LOG_LEVEL) });
  await registerCoreAndDomains(app, deps);
  return app;
}

async function registerCoreAndDomains(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { config } = deps;
  nameRegisteredPlugins(app);
  app.decorate('config', config);
  const city = deps.city ?? cityContext(config.CITY);
  app.decorate('city', city);
  const { id, name, state } = city.config;
  const site = deps.site ?? { web_base: '/', api_base: '/api/v1', served_cities: [{ id, name, state, web_base: '/' }] };
  app.decorate('publicCity', publicCitySchema.parse({ ...city.config, ...site }));
  app.decorate('cityApps', deps.cityApps ?? [app]);
  app.decorate('db', deps.db);
  const clock = deps.clock ?? systemClock;
  app.decorate('clock', clock);
  const jobs = createJobWorker({ db: deps.db, clock, concurrency: config.JOB_CONCURRENCY, log: app.log });
  app.decorate('jobs', jobs);
  const delivery = createDelivery(config, deps.db, clock, jobs, (phone, now) => optOutSms(deps.db, phone, now));
  app.decorate('delivery', delivery);
  registerPasswordResetJob(jobs, { db: deps.db, clock, delivery, publicUrl: config.PUBLIC_URL });
  // The Redis client is imported only when configured (as before, at start-up): without Redis, and so in every
  // test file, it is never loaded.
  const rateLimiter = createRateLimiter(
    config.REDIS_URL
      ? (await import('./lib/rate-limit-redis-store.ts')).createRedisStore(config.REDIS_URL, clock, app.log)
      : createMemoryStore(clock),
  );
  app.decorate('rateLimiter', rateLimiter);
  app.decorate('llm', llmSettingsFrom(config));
  app.addHook('onReady', async () => {
    if (deps.runJobs) jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    delivery.mailer.close?.();
    await rateLimiter.close();
  });
  for (const domain of DOMAINS) await app.register(domain);
}
