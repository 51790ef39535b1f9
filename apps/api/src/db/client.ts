import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { scrubPersonalData } from '../lib/log-safe-error.ts';
import {
  CHANGE_CHANNEL,
  type ChangeFeed,
  pgliteChangeFeed,
  postgresChangeFeed,
  workerChangeFeed,
} from './change-feed.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { refuseSchemaNewerThanRelease } from './schema-guard.ts';
import * as schema from './schema.ts';

import type { Db, Schema } from './db-type.ts';

export type { Db, Schema };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Cheap round trip used by the readiness check, never queued behind requests: on PostgreSQL over a
   * connection of its own, on the embedded database's worker a message answered between statements.
   */
  ping: () => Promise<void>;
  /**
   * For /metrics' reads (issue 34): on PostgreSQL the readiness probe's connection, so a scrape never
   * queues behind requests for a pool connection nor shows up in the pool figures it reports; the
   * request database otherwise. Plain statements only, no transactions.
   */
  monitor: Db;
  /** Which tables changed, for the read caches (decision 006). */
  changes: ChangeFeed;
  /** Connections of the pool, for the metrics; null for PGlite in this thread (no pool). */
  poolStats: () => PoolStats | null;
  /**
   * The embedded database in its worker (one connection): runs `next` (the rest of a request) so
   * that its statements are served in the order requests arrived. Absent otherwise.
   */
  inArrivalOrder?: (next: () => void) => void;
  close: () => Promise<void>;
};

/** `max`: the pool's configured maximum of connections. */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

// In the bundled build this file sits in dist/, and the build copies the migrations and the
// embedded database's worker next to it.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const pgliteWorkerFile = new URL('./pglite-worker.mjs', import.meta.url);

// Any fixed number: serialises migrations when several processes start against one database.
export const MIGRATION_LOCK_ID = 4_815_162_342;

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir?: string;
      /** Starts from this dump of a data directory (`dumpDataDir`); the API tests' migrated template. */
      loadDataDir?: Blob;
      /**
       * 'worker' (production, decision 045): PGlite runs in a worker thread behind a private unix
       * socket, reached through node-postgres like PostgreSQL, so its statements do not stop the
       * request thread. 'main' (the default; the API tests, the CLI): PGlite in this thread.
       */
      thread?: 'main' | 'worker';
      /** The worker stopped without being asked to (it crashed): the database is gone. */
      onWorkerLost?: (error: Error) => void;
      /**
       * In the worker, with a data directory: a statement that runs longer fails with PostgreSQL's
       * statement-timeout error and the worker is restarted (decision 055). PGlite in this thread
       * cannot be interrupted: there it is ignored. A function is read at each check (a test lowers
       * the limit only around the statement it must stop, so a slow machine's first writes pass).
       */
      statementTimeoutMs?: number | (() => number);
      /** The watchdog ended a statement and restarted the worker (in `restartMs`). */
      onStatementTimeout?: (event: { restartMs: number }) => void;
      log?: DatabaseLog;
    }
  | {
      kind: 'postgres';
      url: string;
      poolMax?: number;
      connectTimeoutMs?: number;
      statementTimeoutMs?: number;
      onPoolError?: (error: Error) => void;
      log?: DatabaseLog;
    };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await openMigratedDatabase(options);
  // After migrating: a release older than the database's schema stops here (decision 066).
  try {
    await refuseSchemaNewerThanRelease(database.db, migrationsFolder);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openMigratedDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options);
  if (!options.dataDir) return openEmbedded(options);
  // One process per folder (decision 064): the server and the command-line tools alike.
  mkdirSync(options.dataDir, { recursive: true });
  const lock = lockDataDir(options.dataDir);
  try {
    const database = await openEmbedded(options);
    const close = database.close;
    return {
      ...database,
      close: async () => {
        try {
          await close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

function openEmbedded(options: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<Database> {
  if (options.thread === 'worker') return openPgliteWorker(options);
  return openPglite(options.dataDir, options.loadDataDir, options.log);
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
  log: DatabaseLog | undefined,
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    ...(dataDir && { dataDir }),
    ...(loadDataDir && { loadDataDir }),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  const lastBefore = await lastAppliedMigration((text) => client.query(text));
  await migratePglite(db, { migrationsFolder });
  logMigrationsRun(log, lastBefore);
  const changes = pgliteChangeFeed(client);
  return asDatabase('pglite', db, {
    ping: () => client.query('select 1'),
    changes,
    poolStats: () => null,
    end: async () => {
      if (!client.closed) await client.close();
    },
  });
}

/**
 * Waits for a new PGlite worker to say it is ready (its migrations run, which are logged), or fails
 * with what it reported, its error or its exit.
 */
function untilWorkerReady(
  worker: Worker,
  exited: Promise<void>,
  log: DatabaseLog | undefined,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onMessage = (message: { type: string; message?: string; lastMigrationBefore?: string | null }) => {
      if (message.type === 'ready') {
        logMigrationsRun(log, message.lastMigrationBefore ?? null);
        resolve();
      }
      if (message.type === 'failed') reject(new Error(`embedded database: ${message.message}`));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`embedded database: worker exited (${code})`)));
    void exited.then(() => worker.off('message', onMessage));
  });
}

/**
 * PGlite in a worker thread (`pglite-worker.mjs`), which migrates it and then serves it on a unix
 * socket in a private temporary folder; this thread uses it through a node-postgres pool of one
 * client (PGlite is one session), so everything above the pool is the PostgreSQL path. Changes
 * arrive from the worker as messages. Closing closes the pool, then the worker, which closes PGlite
 * (everything is on disk when `close` resolves).
 *
 * With a data directory and `statementTimeoutMs`, a watchdog ends a statement that runs longer
 * (decision 055): PGlite cannot interrupt one, so the watchdog fails it as PostgreSQL's
 * `statement_timeout` does, ends the worker, and starts another on the same data; meanwhile the
 * statements waiting for the connection wait for the new worker.
 */
async function openPgliteWorker(options: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Readable by this user only (mkdtemp creates it 0700): nobody else can connect.
  const socketDir = mkdtempSync(path.join(tmpdir(), 'levera-pglite-'));
  // When the worker's running statement started (ms since the epoch), 0 between statements.
  const runningSince = new BigInt64Array(new SharedArrayBuffer(8));
  let closing = false;
  /** Workers the watchdog ended: their exit is not a loss. */
  const ended = new WeakSet<Worker>();
  const lost = (error: Error) => {
    rmSync(socketDir, { recursive: true, force: true });
    options.onWorkerLost?.(error);
  };

  /** Readiness probes waiting for their answer (see `ping`), by id. */
  const pongs = new Map<number, (error?: Error) => void>();
  const answered = (id: number, error?: Error) => {
    pongs.get(id)?.(error);
    pongs.delete(id);
  };

  const startWorker = async (loadDataDir?: ArrayBuffer) => {
    const worker = new Worker(pgliteWorkerFile, {
      workerData: {
        dataDir: options.dataDir,
        loadDataDir,
        migrationsFolder,
        socketDir,
        channel: CHANGE_CHANNEL,
        runningSince,
      },
      ...(loadDataDir && { transferList: [loadDataDir] }),
      // What the worker (PGlite) prints goes to the log as JSON lines, not to this process's output.
      ...(options.log && { stdout: true, stderr: true }),
    });
    if (options.log) logOutputOf(worker, options.log);
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    try {
      await untilWorkerReady(worker, exited, options.log);
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    worker.on('error', () => {}); // reported by 'exit' below
    worker.on('message', (message: { type: string; id?: number; ok?: boolean }) => {
      if (message.type === 'pong' && message.id !== undefined)
        answered(message.id, message.ok ? undefined : new Error('embedded database: closed'));
    });
    worker.once('exit', (code) => {
      // Probes sent to this worker get no answer now.
      for (const id of [...pongs.keys()]) answered(id, new Error('embedded database: stopped'));
      if (!closing && !ended.has(worker)) lost(new Error(`embedded database: worker exited (${code})`));
    });
    return { worker, exited };
  };

  let current: Awaited<ReturnType<typeof startWorker>>;
  try {
    current = await startWorker(options.loadDataDir && (await options.loadDataDir.arrayBuffer()));
  } catch (error) {
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }

  const pool = new pg.Pool({
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    // A statement waits for the one connection as long as it takes (see inArrivalOrder), as it did
    // for PGlite in the request thread; the web client gives up after 10 s.
    connectionTimeoutMillis: 0,
    idleTimeoutMillis: 0,
  });
  let client: pg.PoolClient | null = null;
  pool.on('connect', (connected) => {
    client = connected;
    connected.on('error', () => {});
  });
  pool.on('error', () => {});
  /** Set while the watchdog replaces the worker: connections wait for the new one. */
  let restarting: Promise<void> | null = null;
  const gate = inArrivalOrder(pool, () => restarting);
  releaseBrokenClients(pool);

  const changes = workerChangeFeed(current.worker);
  const restart = async () => {
    const started = performance.now();
    ended.add(current.worker);
    endWithStatementTimeout(client);
    await current.worker.terminate();
    Atomics.store(runningSince, 0, 0n);
    try {
      current = await startWorker();
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    changes.follow(current.worker);
    options.onStatementTimeout?.({ restartMs: Math.round(performance.now() - started) });
  };
  const setting = options.statementTimeoutMs;
  const timeoutMs = typeof setting === 'function' ? setting : () => setting ?? 0;
  // Without a data directory the database lives in the worker's memory: ending it would lose it.
  let watchdog: NodeJS.Timeout | undefined;
  const watch = () => {
    const limit = timeoutMs();
    const since = Number(Atomics.load(runningSince, 0));
    if (
      limit &&
      since &&
      !restarting &&
      !closing &&
      performance.timeOrigin + performance.now() - since > limit
    )
      restarting = restart().finally(() => {
        restarting = null;
      });
    if (!closing) watchdog = setTimeout(watch, Math.min(1000, Math.max(20, (limit || 10_000) / 10))).unref();
  };
  if (setting && options.dataDir) watch();

  const db = drizzleNodePg(pool, { schema });
  // The readiness probe asks the worker, which answers between two statements: through the pool it
  // would wait behind every statement queued for the one connection.
  let pings = 0;
  const ping = (timeoutMs = 2000) =>
    new Promise<void>((resolve, reject) => {
      if (restarting) {
        reject(new Error('embedded database: restarting'));
        return;
      }
      const id = ++pings;
      const timer = setTimeout(() => answered(id, new Error('embedded database: no answer')), timeoutMs);
      pongs.set(id, (error) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      });
      current.worker.postMessage({ type: 'ping', id });
    });
  return asDatabase('pglite', db, {
    ping: () => ping(),
    changes,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: gate.waiting(), max: 1 }),
    inArrivalOrder: gate.run,
    end: async () => {
      closing = true;
      clearTimeout(watchdog);
      await restarting;
      await pool.end();
      const { worker, exited } = current;
      const closed = new Promise<void>((resolve) => {
        worker.on('message', (message: { type: string }) => {
          if (message.type === 'closed') resolve();
        });
        void exited.then(resolve);
      });
      worker.postMessage({ type: 'close' });
      await closed;
      await worker.terminate();
      rmSync(socketDir, { recursive: true, force: true });
    },
  });
}

/** The error PostgreSQL answers for a statement that ran past `statement_timeout` (SQLSTATE 57014). */
function statementTimeoutError(): Error {
  const error = new pg.DatabaseError('canceling statement due to statement timeout', 0, 'error');
  error.code = '57014';
  error.severity = 'ERROR';
  return error;
}

/**
 * Ends the pool's connection as PostgreSQL ends a statement past `statement_timeout`: node-postgres
 * fails the statement waiting on it with the same error (SQLSTATE 57014), and the pool discards the
 * connection (the worker behind it is being ended). For the rest of a transaction the connection
 * answers as PostgreSQL would: `rollback` succeeds (the worker ends before any commit: nothing of
 * the transaction is kept), anything else fails with the same error. So a request ended this way
 * answers what it answers on PostgreSQL, in a transaction (Drizzle rolls back, then rethrows) or not.
 */
function endWithStatementTimeout(client: pg.PoolClient | null): void {
  if (!client) return;
  client.query = ((config: unknown) => {
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    if (typeof text === 'string' && text.trim().toLowerCase() === 'rollback') {
      return Promise.resolve({ command: 'ROLLBACK', rowCount: null, oid: 0, rows: [], fields: [] });
    }
    return Promise.reject(statementTimeoutError());
  }) as typeof client.query;
  const connection = (client as { connection?: { stream?: { destroy: (error: Error) => void } } }).connection;
  connection?.stream?.destroy(statementTimeoutError());
}

async function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<Database> {
  const connectionTimeoutMillis = options.connectTimeoutMs ?? 3000;
  const statementTimeout = options.statementTimeoutMs ?? 8000;

  await runPostgresMigrations(options.url, connectionTimeoutMillis, options.log);

  const poolMax = options.poolMax ?? 10;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: poolMax,
    connectionTimeoutMillis,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + 1000,
    // Data lives on SSD and mostly in memory: the default random_page_cost (4) makes the planner
    // prefer full scans over the pg_trgm indexes for searches (bench/partners measured ~140 ms vs ~30 ms).
    options: '-c random_page_cost=1.1',
  });
  // A connection error (a reset, the server restarting) is emitted as an 'error' event on the
  // client, and an event without a listener crashes the process. The pool listens only while a
  // client is idle; a client checked out for `db.transaction` has none of its own. So every client
  // gets one for its whole life: the statement that was running fails (the request answers 503),
  // the pool discards the broken client on release and opens a new one on the next query.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onPoolError?.(error));
  });
  // Idle clients' errors reach the pool too: already reported by the listener above.
  pool.on('error', () => {});
  releaseBrokenClients(pool);

  const db = drizzleNodePg(pool, { schema });
  const readiness = readinessConnection(options.url, connectionTimeoutMillis);
  const changes = postgresChangeFeed({
    url: options.url,
    connectTimeoutMs: connectionTimeoutMillis,
    notify: (payload) => pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload]),
    onError: options.onPoolError,
  });
  return asDatabase('postgres', db, {
    ping: readiness.ping,
    monitor: drizzleNodePg({ client: { query: readiness.query } as unknown as pg.Client, schema }),
    changes,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolMax,
    }),
    end: async () => {
      await readiness.close();
      await pool.end();
    },
  });
}

const READINESS_APPLICATION_NAME = 'levera-readiness';

/**
 * The readiness probe's own connection to PostgreSQL (issue 34): outside the pool, so a probe never
 * waits behind the requests that hold or queue for pool connections, and a busy service is not
 * taken for a broken one. Opened by the first probe and kept open; once it broke, the next probe
 * opens another, so probes fail while the server cannot be reached or does not answer within
 * `timeoutMs`. Probes that arrive while one is on its way share its answer.
 */
function readinessConnection(url: string, timeoutMs: number) {
  let client: pg.Client | null = null;
  let inFlight: Promise<void> | null = null;
  let closed = false;
  const discard = (broken: pg.Client) => {
    if (client === broken) client = null;
    void broken.end().catch(() => {});
  };
  const open = async () => {
    const candidate = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      keepAlive: true,
      // Tells this connection apart in pg_stat_activity.
      application_name: READINESS_APPLICATION_NAME,
    });
    // A broken connection fails the probe waiting on it; the event alone must not crash the process.
    candidate.on('error', () => discard(candidate));
    candidate.on('end', () => discard(candidate));
    client = candidate;
    try {
      await candidate.connect();
    } catch (error) {
      discard(candidate);
      throw error;
    }
    return candidate;
  };
  const query = async (...args: unknown[]) => {
    if (closed) throw new Error('database closed');
    const current = client ?? (await open());
    try {
      return await (current.query as (...args: unknown[]) => Promise<unknown>)(...args);
    } catch (error) {
      discard(current);
      throw error;
    }
  };
  const roundTrip = async () => {
    await query('select 1');
  };
  return {
    ping: (): Promise<void> => {
      inFlight ??= roundTrip().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    /** A statement on this connection (/metrics' reads), queued behind a probe at most. */
    query,
    close: async () => {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

/** The one shape both drivers are used through; closing stops the change feed before the connection. */
function asDatabase(
  kind: Database['kind'],
  db: unknown,
  driver: {
    /** The readiness probe's round trip. */
    ping: () => Promise<unknown>;
    /** Defaults to `db`. */
    monitor?: Db;
    changes: ChangeFeed;
    poolStats: Database['poolStats'];
    inArrivalOrder?: Database['inArrivalOrder'];
    end: () => Promise<void>;
  },
): Database {
  return {
    ...(driver.inArrivalOrder && { inArrivalOrder: driver.inArrivalOrder }),
    db: db as Db,
    monitor: driver.monitor ?? (db as Db),
    kind,
    ping: async () => {
      await driver.ping();
    },
    changes: driver.changes,
    poolStats: driver.poolStats,
    close: async () => {
      await driver.changes.close();
      await driver.end();
    },
  };
}

/**
 * Hands the pool's one connection to the waiting statement whose request arrived first (pg-pool
 * serves its waiters first come, first served). Under load every request runs several statements:
 * served in the order statements ask, 50 requests that each need half a second of SQL all finish
 * together after 25 s; served in the order requests arrived, they finish one after another, and the
 * first ones in time. `run` gives what it runs (a request, from `onRequest`) its arrival number;
 * a statement outside any request (the mail worker, the clean-up) arrives when it asks. While the
 * worker is `restarting` (decision 055), the statement whose turn it is waits for the new one.
 */
function inArrivalOrder(pool: pg.Pool, restarting: () => Promise<void> | null) {
  const arrival = new AsyncLocalStorage<number>();
  let arrivals = 0;
  let busy = false;
  const queue: { ticket: number; go: () => void }[] = [];
  const acquire = (ticket: number) =>
    new Promise<void>((go) => {
      if (!busy) {
        busy = true;
        go();
        return;
      }
      let at = queue.length;
      while (at > 0 && queue[at - 1]!.ticket > ticket) at--;
      queue.splice(at, 0, { ticket, go });
    });
  const handOn = () => {
    const next = queue.shift();
    if (next) next.go();
    else busy = false;
  };
  /** Hands the connection on when the client is released, once. */
  const onRelease = (client: pg.PoolClient) => {
    const release = client.release;
    let released = false;
    client.release = ((error?: Error | boolean) => {
      if (!released) {
        released = true;
        handOn();
      }
      return release(error);
    }) as typeof client.release;
    return client;
  };
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
    // The statement whose turn it is connects once the worker is serving (after a restart).
    const granted = acquire(arrival.getStore() ?? ++arrivals).then(() => restarting() ?? undefined);
    if (callback) {
      void granted.then(() =>
        connect((error, client, done) => {
          if (error || !client) {
            handOn();
            callback(error, client as pg.PoolClient, done);
            return;
          }
          onRelease(client);
          callback(error, client, client.release);
        }),
      );
      return undefined;
    }
    return granted.then(() =>
      connect().then(onRelease, (error) => {
        handOn();
        throw error;
      }),
    );
  }) as typeof pool.connect;
  return {
    run: (next: () => void) => arrival.run(++arrivals, next),
    waiting: () => queue.length,
  };
}

/**
 * Drizzle's `db.transaction` checks a client out with `pool.connect()` and sends `begin` before its
 * try/finally, so when `begin` fails on a broken connection the client is never released and its
 * pool slot is lost for good (after a few resets every request waits for a client until it times
 * out). Here a client checked out that way goes back to the pool, as broken, as soon as its
 * connection fails; the later `release()` of the code that used it does nothing.
 */
function releaseBrokenClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
    // With a callback: `pool.query`, which releases its client itself.
    if (callback) return connect(callback);
    return connect().then((client) => {
      const release = client.release;
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.off('error', releaseOnce);
        release(error);
      };
      client.release = releaseOnce;
      client.once('error', releaseOnce);
      return client;
    });
  }) as typeof pool.connect;
}

async function runPostgresMigrations(
  url: string,
  connectionTimeoutMillis: number,
  log: DatabaseLog | undefined,
): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis });
  // A broken connection fails the statement being awaited; the event alone must not crash the process.
  client.on('error', () => {});
  await client.connect();
  try {
    // Another process migrating holds the lock: say so before waiting, or a slow start looks hung.
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      MIGRATION_LOCK_ID,
    ]);
    if (!rows[0]?.locked) {
      log?.info('waiting for the migration lock');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    }
    const lastBefore = await lastAppliedMigration((text) => client.query(text));
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
    logMigrationsRun(log, lastBefore);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}

/** Where the database's own lines go (migrations, the migration lock, the embedded worker's output). */
export type DatabaseLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * The journal date (`when`) of the latest migration the database has applied, as Drizzle's migrator
 * compares it (it applies the migrations dated after it), or null on a database never migrated.
 */
async function lastAppliedMigration(
  query: (text: string) => Promise<{ rows: unknown[] }>,
): Promise<string | null> {
  const { rows } = await query("select to_regclass('drizzle.__drizzle_migrations') is not null as migrated");
  if (!(rows[0] as { migrated: boolean }).migrated) return null;
  const latest = await query('select max(created_at)::text as latest from drizzle.__drizzle_migrations');
  return (latest.rows[0] as { latest: string | null }).latest;
}

/** Logs which migrations this start applied: those of the journal dated after `lastBefore`. */
function logMigrationsRun(log: DatabaseLog | undefined, lastBefore: string | null): void {
  if (!log) return;
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const ran = journal.entries
    .filter((entry) => lastBefore === null || entry.when > Number(lastBefore))
    .map((entry) => entry.tag);
  if (ran.length === 0) log.info('database schema up to date');
  else log.info({ migrations: ran, count: ran.length }, `database migrated: ${ran.length} applied`);
}

/**
 * The embedded database's worker prints nothing of its own, but PGlite (WebAssembly) may: each line
 * becomes a warning, with e-mail addresses, phone numbers and personnummer taken out.
 */
function logOutputOf(worker: Worker, log: DatabaseLog): void {
  for (const [stream, output] of [
    ['stdout', worker.stdout],
    ['stderr', worker.stderr],
  ] as const) {
    createInterface({ input: output, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      if (line.trim() !== '')
        log.warn({ source: 'embedded database', stream }, scrubPersonalData(line).slice(0, 500));
    });
  }
}

/** The rows of a raw `db.execute` result: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (result && typeof result === 'object' && 'rows' in result) return (result as { rows: T[] }).rows;
  return result as T[];
}

/** Next human-readable case number, unique across processes (a database sequence). */
export async function nextCaseNumber(db: Db, prefix: 'R' | 'V' | 'Q' | 'VQ'): Promise<string> {
  const result = await db.execute<{ n: string }>(sql`select nextval('case_number_seq')::text as n`);
  const rows = rowsOf<{ n: string }>(result);
  const year = new Date().getUTCFullYear();
  return `${prefix}-${year}-${rows[0]!.n.padStart(6, '0')}`;
}
