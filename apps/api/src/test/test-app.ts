import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createHandshakeHeader } from '@levera/domain';
import { onDatabaseServer } from '../../../../scripts/test-services.mjs';
import { inject } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { dataKeyring } from '../lib/personal-data-crypto.ts';

/**
 * A fresh application on a fresh database for one test file: in-memory PGlite by default, or a new
 * PostgreSQL database on the server of TEST_DATABASE_URL (CI runs the suite both ways).
 */
export type TestApp = {
  app: App;
  database: Database;
  /** Moves the injectable clock. */
  setNow: (date: Date) => void;
  close: () => Promise<void>;
};

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;
export { postgresOnly } from './postgres-only.ts';
/**
 * Suites of the embedded database itself (its folder, its worker, the command lines that open it)
 * run the same whatever TEST_DATABASE_URL says, so the PostgreSQL run skips them: `npm test` runs
 * them once, in its PGlite run. Use as `describe.skipIf(embeddedOnlySuitesSkipped)(…)`.
 */
export const embeddedOnlySuitesSkipped = Boolean(testDatabaseUrl);

/** The tests' data key (decision 058): fixed, so a test can compute what the app stores. */
export const TEST_DATA_ENCRYPTION_KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';
/** The keyring of that key: what a test app seals with, so a test can open and hash as it does. */
export const testKeyring = dataKeyring(TEST_DATA_ENCRYPTION_KEY);

// The migrated database of this run that each test database is copied from (`global-setup.ts`,
// decision 038); without one (a file run outside the `api` project), each database is migrated.
const pgliteTemplateFile = inject('pgliteTemplateFile');
const postgresTemplateDatabase = inject('postgresTemplateDatabase');
let pgliteTemplate: Blob | undefined;

/**
 * A migrated PGlite data directory to open a database from (`loadDataDir`): the run's template, or,
 * on a PostgreSQL run (which has none), one made here, which costs seconds.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  if (pgliteTemplateFile) {
    pgliteTemplate ??= new Blob([readFileSync(pgliteTemplateFile)]);
    return pgliteTemplate;
  }
  const database = await openDatabase({ kind: 'pglite' });
  try {
    const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
    return await client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

export async function createTestDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  if (!testDatabaseUrl) {
    if (pgliteTemplateFile) pgliteTemplate ??= new Blob([readFileSync(pgliteTemplateFile)]);
    const database = await openDatabase({ kind: 'pglite', loadDataDir: pgliteTemplate });
    return { database, drop: async () => {} };
  }
  const name = `levera_test_${randomBytes(6).toString('hex')}`;
  await onDatabaseServer(
    testDatabaseUrl,
    `create database ${name}${postgresTemplateDatabase ? ` template ${postgresTemplateDatabase}` : ''}`,
  );
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 5 });
  return {
    database,
    url: url.toString(),
    drop: () => onDatabaseServer(testDatabaseUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh PostgreSQL database (TEST_DATABASE_URL) for API processes to open: its URL and how to
 * drop it, with this process's own connection to it closed.
 */
export async function createTestDatabaseForProcesses(): Promise<{ url: string; drop: () => Promise<void> }> {
  const created = await createTestDatabase();
  await created.database.close();
  return { url: created.url!, drop: created.drop };
}

export async function createTestApp(
  options: { env?: Record<string, string>; serveWeb?: boolean } = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  let now: Date | null = null;
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
    ...options.env,
  });
  const app = await buildApp({ env, database, now: () => now ?? new Date(), serveWeb: options.serveWeb });
  await app.ready();
  return {
    app,
    database,
    setNow: (date) => {
      now = date;
    },
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Two app instances on one fresh test database (`createTwoTestApps`), and how to close them all. */
export type TwoTestApps = {
  main: App;
  /** A second process on PostgreSQL: its own pool and change feed (on PGlite, the same database). */
  other: App;
  database: Database;
  otherDatabase: Database;
  close: () => Promise<void>;
};

/**
 * Two ready app instances on one fresh test database, as two API processes share one: for what one
 * process must hear of another's writes (change feed, counters, sessions). `env` adds settings.
 */
export async function createTwoTestApps(
  options: { env?: Record<string, string>; now?: () => Date } = {},
): Promise<TwoTestApps> {
  const { database, url, drop } = await createTestDatabase();
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
    ...options.env,
  });
  const main = await buildApp({ env, database, now: options.now });
  const otherDatabase = url ? await openDatabase({ kind: 'postgres', url, poolMax: 2 }) : database;
  const other = await buildApp({ env, database: otherDatabase, now: options.now });
  await main.ready();
  await other.ready();
  return {
    main,
    other,
    database,
    otherDatabase,
    close: async () => {
      await other.close();
      await main.close();
      if (otherDatabase !== database) await otherDatabase.close();
      await database.close();
      await drop();
    },
  };
}

type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Leave out the app handshake (to test its rejection). */
  withoutHandshake?: boolean;
};

/** One API call through the HTTP layer, with the handshake header a real client sends. */
export async function call(app: App, url: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (!options.withoutHandshake) headers['x-app-handshake'] = createHandshakeHeader();
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  // Tests also write through the database directly (fixtures): wait until this process's read
  // caches have heard of those writes, as a second request of a real client would (decision 006).
  await app.changes.barrier();
  const response = await app.inject({
    method: options.method ?? 'GET',
    url,
    query: options.query,
    headers,
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers and assert on them
  let json: any;
  try {
    json = response.body ? JSON.parse(response.body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, headers: response.headers, body: json, raw: response.body };
}
