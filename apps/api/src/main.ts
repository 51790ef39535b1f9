import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { buildApp } from './app.ts';
import { type Database, openDatabase } from './db/client.ts';
import { readEnv } from './env.ts';
import { createLastWordsLogger, createLogger } from './logger.ts';
import { keyringFromSettings } from './lib/personal-data-crypto.ts';
import { stopOnUncaughtError } from './lib/stop-on-uncaught-error.ts';
import { sealLegacyNationalIds } from './modules/partners/seal-legacy-national-ids.ts';
import { bootstrapAccounts } from './seed/bootstrap.ts';

// A start that fails (a refused setting, a held data folder) says so in a JSON line on stderr.
stopOnUncaughtError(createLastWordsLogger());

const env = readEnv();
// The process's one logger: the database's lines, the app's and every request's are JSON lines
// through it (DESIGN.md §10 "operations"), never text printed beside them.
const log = createLogger(env.LOG_LEVEL);
// Node prints its own warnings (a deprecation, say) as text through a default listener: log them.
process.removeAllListeners('warning');
process.on('warning', (warning) => log.warn({ err: warning }, 'process warning'));
// The data key (decision 058): DATA_ENCRYPTION_KEY, or the embedded default's key file.
const keyring = keyringFromSettings(env);

let database: Database;
if (env.DATABASE_URL) {
  database = await openDatabase({
    kind: 'postgres',
    url: env.DATABASE_URL,
    poolMax: env.DATABASE_POOL_MAX,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    onPoolError: (error) => log.warn({ err: error }, 'database connection error'),
    log,
  });
} else {
  // In a worker thread, so that its statements do not stop requests and probes (decision 045).
  database = await openDatabase({
    kind: 'pglite',
    dataDir: path.resolve(env.DATA_DIR),
    thread: 'worker',
    // PGlite cannot interrupt a statement: a watchdog ends it and restarts the worker (decision 055).
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    onStatementTimeout: ({ restartMs }) =>
      log.warn({ restartMs }, 'embedded database: a statement ran past the timeout; worker restarted'),
    onWorkerLost: (error) => {
      // Without its database the process can only answer 503: exit, so the supervisor restarts it.
      log.fatal({ err: error }, 'embedded database lost: stopping');
      process.exit(1);
    },
    log,
  });
}

const app = await buildApp({
  env,
  database,
  keyring,
  loggerInstance: log,
  serveWeb: existsSync(path.resolve(env.WEB_DIST_DIR)),
});

/**
 * Lets the event loop take in the connections and requests that have already reached this machine
 * (one turn accepts waiting connections, the next reads what they sent), until a turn brings
 * nothing new. Closing the listener resets connections it has not accepted, and Node closes
 * connections that have not yet delivered a request: both would reset requests sent in time.
 */
async function takeInWhatArrived(server: Server): Promise<void> {
  let arrived = true;
  const onArrival = () => {
    arrived = true;
  };
  server.on('connection', onArrival);
  server.on('request', onArrival);
  try {
    for (let turn = 0; arrived && turn < 100; turn++) {
      arrived = false;
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    server.off('connection', onArrival);
    server.off('request', onArrival);
  }
}

// Graceful shutdown (DESIGN.md §8, decision 008): readiness fails first and requests are still
// served for the drain period (a load balancer needs a moment to stop sending), every answer closing
// its keep-alive connection. Then the process stops listening, serves what had already arrived,
// lets in-flight requests finish, and closes the pool.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  app.markShuttingDown();
  await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
  await takeInWhatArrived(app.server);
  const forceExit = setTimeout(() => process.exit(1), env.SHUTDOWN_GRACE_MS).unref();
  try {
    await app.close();
    await database.close();
  } finally {
    clearTimeout(forceExit);
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// Personnummer still in clear from before migration 0016 are sealed before the first request
// (decision 058); other processes starting at once seal other rows.
const legacy = await sealLegacyNationalIds(database.db, keyring);
if (legacy.sealed > 0 || legacy.left > 0 || legacy.withoutHash.length > 0)
  app.log.info(
    { sealed: legacy.sealed, left: legacy.left, withoutHash: legacy.withoutHash },
    'personnummer stored in clear sealed',
  );
await bootstrapAccounts({
  env,
  db: database.db,
  keyring,
  isEmbedded: database.kind === 'pglite',
  log: app.log,
});
if (!stopping) await app.listen({ host: env.HOST, port: env.PORT });
