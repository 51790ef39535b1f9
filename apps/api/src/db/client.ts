import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { CHANGE_CHANNEL, type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from './change-feed.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both drivers share this type, so services never care which database is behind them. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip used by the readiness check. */
  ping: () => Promise<void>;
  /** Which tables changed, for the read caches (decision 006). */
  changes: ChangeFeed;
  /** Connections of the PostgreSQL pool, for the metrics; null for PGlite (one in-process connection). */
  poolStats: () => PoolStats | null;
  close: () => Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number };

// In the bundled build this file sits in dist/, and the build copies the migrations next to it.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: serialises migrations when several processes start against one database.
const MIGRATION_LOCK_ID = 4_815_162_342;

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir?: string;
      /** Starts from this dump of a data directory (`dumpDataDir`); the API tests' migrated template. */
      loadDataDir?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      poolMax?: number;
      connectTimeoutMs?: number;
      statementTimeoutMs?: number;
      onPoolError?: (error: Error) => void;
    };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') return openPglite(options.dataDir, options.loadDataDir);
  return openPostgres(options);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    ...(dataDir && { dataDir }),
    ...(loadDataDir && { loadDataDir }),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const changes = pgliteChangeFeed(client);
  return asDatabase('pglite', db, {
    query: (text) => client.query(text),
    changes,
    poolStats: () => null,
    end: async () => {
      if (!client.closed) await client.close();
    },
  });
}

async function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<Database> {
  const connectionTimeoutMillis = options.connectTimeoutMs ?? 3000;
  const statementTimeout = options.statementTimeoutMs ?? 8000;

  await runPostgresMigrations(options.url, connectionTimeoutMillis);

  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
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
  const changes = postgresChangeFeed({
    url: options.url,
    connectTimeoutMs: connectionTimeoutMillis,
    notify: (payload) => pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload]),
    onError: options.onPoolError,
  });
  return asDatabase('postgres', db, {
    query: (text) => pool.query(text),
    changes,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    end: () => pool.end(),
  });
}

/** The one shape both drivers are used through; closing stops the change feed before the connection. */
function asDatabase(
  kind: Database['kind'],
  db: unknown,
  driver: {
    query: (text: string) => Promise<unknown>;
    changes: ChangeFeed;
    poolStats: Database['poolStats'];
    end: () => Promise<void>;
  },
): Database {
  return {
    db: db as Db,
    kind,
    ping: async () => {
      await driver.query('select 1');
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

async function runPostgresMigrations(url: string, connectionTimeoutMillis: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis });
  // A broken connection fails the statement being awaited; the event alone must not crash the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
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
