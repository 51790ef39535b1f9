import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { AppContext } from './app-context.ts';
import type { Env } from './env.ts';
import { clientErrorHandler } from './lib/client-error-handler.ts';
import { type DataKeyring, keyringFromSettings } from './lib/personal-data-crypto.ts';
import { createJobs, type Jobs } from './jobs/registry.ts';
import type { JobRunner } from './jobs/runner.ts';
import { apiModules } from './modules/index.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { REQUEST_ID_HEADER, RequestLogController, requestIdGenerator } from './logger.ts';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { handshakePlugin } from './plugins/handshake.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityHeaders, securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticWebPlugin } from './plugins/static-web.ts';

export type BuildAppOptions = {
  env: Env;
  database: Database;
  now?: () => Date;
  /** The data keys; by default from DATA_ENCRYPTION_KEY or the embedded default's key file. */
  keyring?: DataKeyring;
  logger?: FastifyServerOptions['logger'];
  /** The process's logger (main.ts), which the database logs through too; instead of `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Serve the built web app (production and browser tests); API tests leave it off. */
  serveWeb?: boolean;
};

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole HTTP application without listening (tests call `app.inject`). */
export async function buildApp(options: BuildAppOptions) {
  const { env, database } = options;
  let shuttingDown = false;
  const headers = securityHeaders({
    // The web plugin sets a per-file CSP with script hashes; API answers are JSON.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: env.NODE_ENV === 'production',
  });

  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    // X-Request-Id (DESIGN.md §10 "operations"): a trusted proxy's, or a new UUID; request lines
    // carry it as `requestId` (logger.ts).
    genReqId: requestIdGenerator(env.TRUST_PROXY),
    logController: new RequestLogController(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    requestTimeout: 15_000,
    // Requests that reached the process before it stopped listening are served, not refused: they
    // were sent during the drain (see main.ts). Their answers close the connection.
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
    // URLs the router refuses before any hook runs (bad percent-encoding, over-long ids).
    frameworkErrors: frameworkErrorHandler(headers),
    // Requests Node's parser refuses (431 and the like) close their connection politely.
    clientErrorHandler,
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('changes', database.changes);
  // Every answer names its request, so a client's report can be found in the logs. First of the
  // hooks; errors.ts's frameworkErrorHandler sets it on the answers that run no hook.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // The embedded database's one connection serves requests in the order they arrived (decision 045).
  const inArrivalOrder = database.inArrivalOrder;
  if (inArrivalOrder) app.addHook('onRequest', (_request, _reply, done) => inArrivalOrder(() => done()));
  app.decorate('markShuttingDown', () => {
    shuttingDown = true;
  });
  // While shutting down, every answer closes its connection (`Connection: close`), so a keep-alive
  // client opens a new one for its next request and never sends on a connection the process is
  // about to close; by the end of the drain, connections in use have been handed back politely.
  // Writes answer without waiting for their own change notification (decision 080): the one read
  // cache left empties itself on this process's own writes.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });

  // SPEC §7: every request carries a JSON content type, bodyless DELETEs and GETs included, so an
  // empty JSON body means "no body" rather than an error. Non-empty bodies use Fastify's parser,
  // which rejects __proto__ and constructor.prototype keys.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain'); // JSON only: anything else is 415
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    defaultJsonParser(request, text, done);
  });

  // First, so that its onSend hook is on every route (it adds it to each route as it is declared).
  await app.register(compressionPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { headers });
  await app.register(handshakePlugin);

  await app.register(openapiPlugin);

  const context: AppContext = {
    env,
    database,
    db: database.db,
    now: options.now ?? (() => new Date()),
    keyring: options.keyring ?? keyringFromSettings(env),
  };
  await app.register(authPlugin, { database, now: context.now });
  // Periodic work (decision 079): e-mail delivery, the digest, expiry notices, the outbox's and the
  // sessions' clean-up and the daily retention, in one runner while the app runs.
  const jobs = createJobs({ db: database.db, env, now: context.now, log: app.log });
  app.decorate('jobs', jobs.runner);
  app.decorate('mail', jobs.mail);
  app.decorate('retention', jobs.retention);
  app.addHook('onReady', async () => jobs.runner.start());
  app.addHook('onClose', () => jobs.stop());
  // Outside /api: for the platform's scraper, without handshake or auth rule (decision 012).
  await app.register(metricsPlugin, {
    database,
    token: env.METRICS_TOKEN,
    now: context.now,
    mailSends: jobs.mail.sends,
    jobs: jobs.runner,
    commit: env.BUILD_COMMIT,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, isShuttingDown: () => shuttingDown });
      for (const module of apiModules) await api.register(module, context);
    },
    { prefix: '/api' },
  );

  if (options.serveWeb) {
    await app.register(staticWebPlugin, { root: env.WEB_DIST_DIR });
  }

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    markShuttingDown: () => void;
    /** The database's change feed, which the read caches follow (decision 006). */
    changes: Database['changes'];
    /** This process's periodic jobs (decision 079); tests run one with `run`. */
    jobs: JobRunner;
    /** The outbox's jobs as one pass (decision 032); tests drain it. */
    mail: Jobs['mail'];
    /** The daily retention job of this process (decision 060); tests run it with `runIfDue`. */
    retention: Jobs['retention'];
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
