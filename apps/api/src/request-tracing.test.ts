import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHandshakeHeader } from '@levera/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from './app.ts';
import { type Database, MIGRATION_LOCK_ID, openDatabase } from './db/client.ts';
import { readEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { exitCodeOf, spawnApiProcess, startApiProcess, stopApiProcess } from './test/processes.ts';
import {
  createTestDatabase,
  createTestDatabaseForProcesses,
  TEST_DATA_ENCRYPTION_KEY,
  postgresOnly,
  testDatabaseUrl,
} from './test/test-app.ts';

// Traceable requests and JSON-only logs (issue 34 §3, DESIGN.md §10 "operations"): every answer
// names its request in `X-Request-Id` (a trusted proxy's id, or a new UUID), error bodies carry it
// as `requestId`, every log line of the request carries it; health probes and scrapes are debug;
// a start says which migrations it applied and when it waits for another process's migration lock.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type LogLine = { level: number; msg: string; requestId?: string; [field: string]: unknown };

/** The production logger at `level`, every line it writes parsed into `lines`. */
function loggerInto(lines: LogLine[], level: 'trace' | 'info' = 'trace') {
  return createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line)) });
}

let database: Database;
let drop: () => Promise<void>;
const apps: App[] = [];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  await drop();
});

/** An app on the shared database, logging into its own `lines`. */
async function appWith(
  options: { trustProxy?: string; level?: 'trace' | 'info'; webRoot?: string } = {},
): Promise<{ app: App; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: options.level ?? 'trace',
    DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
    ...(options.trustProxy && { TRUST_PROXY: options.trustProxy }),
    ...(options.webRoot && { WEB_DIST_DIR: options.webRoot }),
  });
  const app = await buildApp({
    env,
    database,
    loggerInstance: loggerInto(lines, options.level),
    serveWeb: options.webRoot !== undefined,
  });
  await app.ready();
  apps.push(app);
  return { app, lines };
}

type Sent = {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  remoteAddress?: string;
  payload?: string;
};

/** One request as a client sends it (with the app handshake), and the log lines written meanwhile. */
async function send(target: { app: App; lines: LogLine[] }, url: string, sent: Sent = {}) {
  const from = target.lines.length;
  const response = await target.app.inject({
    method: sent.method ?? 'GET',
    url,
    headers: { 'x-app-handshake': createHandshakeHeader(), ...sent.headers },
    ...(sent.remoteAddress && { remoteAddress: sent.remoteAddress }),
    ...(sent.payload !== undefined && { payload: sent.payload }),
  });
  const id = response.headers['x-request-id'];
  return { response, id: typeof id === 'string' ? id : undefined, lines: target.lines.slice(from) };
}

const bodyOf = (response: { body: string }) => JSON.parse(response.body) as Record<string, unknown>;

describe('X-Request-Id', () => {
  it('is a new UUID on an answer, in its error body and on every log line of the request', async () => {
    const target = await appWith();
    const { response, id, lines } = await send(target, '/api/no-such-route');

    expect(response.statusCode).toBe(404);
    expect(id).toMatch(UUID);
    expect(bodyOf(response)).toEqual({
      error: 'The requested resource was not found',
      code: 'not_found',
      requestId: id,
    });
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.map((line) => line.requestId)).toEqual([id, id]);
  });

  it('differs between two requests', async () => {
    const target = await appWith();
    const first = await send(target, '/api/health/live');
    const second = await send(target, '/api/health/live');
    expect(first.id).toMatch(UUID);
    expect(second.id).toMatch(UUID);
    expect(second.id).not.toBe(first.id);
  });

  it('ignores the X-Request-Id of a client that connects directly', async () => {
    const forged = { 'x-request-id': 'chosen-by-the-client' };
    const withoutProxy = await send(await appWith(), '/api/no-such-route', { headers: forged });
    expect(withoutProxy.id).toMatch(UUID);
    expect(bodyOf(withoutProxy.response).requestId).toBe(withoutProxy.id);

    // A proxy is configured, but this connection does not come from it.
    const behindProxy = await appWith({ trustProxy: '10.0.0.1' });
    const direct = await send(behindProxy, '/api/no-such-route', {
      headers: forged,
      remoteAddress: '203.0.113.7',
    });
    expect(direct.id).toMatch(UUID);
    expect(direct.lines.every((line) => line.requestId === direct.id)).toBe(true);
  });

  it("keeps the trusted proxy's X-Request-Id, on the answer, in the error body and in the log", async () => {
    const target = await appWith({ trustProxy: '10.0.0.0/8,127.0.0.1' });
    const proxyId = 'haproxy-7f3a.1:42';
    for (const remoteAddress of ['127.0.0.1', '::ffff:127.0.0.1', '10.1.2.3']) {
      const { response, id, lines } = await send(target, '/api/no-such-route', {
        headers: { 'x-request-id': proxyId },
        remoteAddress,
      });
      expect(id, remoteAddress).toBe(proxyId);
      expect(bodyOf(response).requestId).toBe(proxyId);
      expect(lines.map((line) => line.requestId)).toEqual([proxyId, proxyId]);
    }
    const longest = 'a'.repeat(128);
    expect((await send(target, '/api/health/live', { headers: { 'x-request-id': longest } })).id).toBe(
      longest,
    );
  });

  it("replaces a proxy's X-Request-Id that is too long or holds other characters", async () => {
    const target = await appWith({ trustProxy: '127.0.0.1' });
    for (const odd of ['a'.repeat(129), 'two words', 'id;drop', '<script>', 'åäö', '"quoted"']) {
      const { id, lines } = await send(target, '/api/health/live', { headers: { 'x-request-id': odd } });
      expect(id, odd).toMatch(UUID);
      expect(lines.every((line) => line.requestId === id)).toBe(true);
    }
  });

  it('is on the answers the framework refuses: a bad URL, a body too large, another content type', async () => {
    const target = await appWith();
    const answers = [
      await send(target, '/api/vendors/%E0%A4%A/availability'),
      await send(target, '/api/nowhere', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ blob: 'x'.repeat(1_100_000) }),
      }),
      await send(target, '/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      }),
    ];
    expect(answers.map(({ response }) => response.statusCode)).toEqual([400, 413, 415]);
    for (const { response, id } of answers) {
      expect(id).toMatch(UUID);
      expect(bodyOf(response).requestId).toBe(id);
    }
  });

  it('is on the web pages the API serves', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'levera-web-build-'));
    try {
      mkdirSync(path.join(webRoot, 'sv-se'), { recursive: true });
      writeFileSync(
        path.join(webRoot, 'sv-se', 'index.html'),
        '<!DOCTYPE html><html lang="sv"><body>Levera</body></html>',
      );
      writeFileSync(
        path.join(webRoot, '__spa-fallback.html'),
        '<!DOCTYPE html><html lang="en"><body></body></html>',
      );
      const { response, id } = await send(await appWith({ webRoot }), '/sv-se');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(id).toMatch(UUID);
    } finally {
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});

describe('request lines', () => {
  it('"request completed" names the method, the route as declared and the status', async () => {
    const target = await appWith();
    const vendorId = '00000000-0000-4000-8000-000000000000';
    const { response, id, lines } = await send(target, `/api/vendors/${vendorId}/availability`);
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({
      level: 30,
      requestId: id,
      method: 'GET',
      route: '/api/vendors/:id/availability',
      res: { statusCode: response.statusCode },
    });
    // The route, not the address: an id in a path is not repeated on the line.
    expect(JSON.stringify(completed)).not.toContain(vendorId);
  });

  it('health probes and metrics scrapes write nothing at info, and their two lines at debug', async () => {
    const probes = ['/api/health/live', '/api/health/ready', '/metrics'];
    const atInfo = await appWith({ level: 'info' });
    for (const url of probes) {
      const { response, lines } = await send(atInfo, url);
      expect(response.statusCode, url).toBe(200);
      expect(lines, url).toEqual([]);
    }
    // A request people make is still logged at info.
    expect((await send(atInfo, '/api/no-such-route')).lines).toHaveLength(2);

    const atTrace = await appWith();
    for (const url of probes) {
      const { id, lines } = await send(atTrace, url);
      expect(
        lines.map((line) => [line.msg, line.level, line.requestId]),
        url,
      ).toEqual([
        ['incoming request', 20, id],
        ['request completed', 20, id],
      ]);
    }
  });
});

describe('migration lines', () => {
  const journal = JSON.parse(
    readFileSync(new URL('./db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: { tag: string }[] };
  const everyMigration = journal.entries.map((entry) => entry.tag);
  const messages = (lines: LogLine[]) => lines.map((line) => line.msg);

  // The API tests' migrated template (global-setup.ts) is a database started before: nothing to apply.
  const templateFile = inject('pgliteTemplateFile');
  const migratedTemplate = () => new Blob([readFileSync(templateFile!)]);

  it.skipIf(!templateFile)(
    'a new embedded database lists every migration it applied, a migrated one none',
    async () => {
      const fresh: LogLine[] = [];
      await (await openDatabase({ kind: 'pglite', log: loggerInto(fresh) })).close();
      expect(fresh).toEqual([
        expect.objectContaining({
          level: 30,
          msg: `database migrated: ${everyMigration.length} applied`,
          migrations: everyMigration,
          count: everyMigration.length,
        }),
      ]);

      const migrated: LogLine[] = [];
      const log = loggerInto(migrated);
      await (await openDatabase({ kind: 'pglite', loadDataDir: migratedTemplate(), log })).close();
      expect(migrated).toEqual([expect.objectContaining({ level: 30, msg: 'database schema up to date' })]);
    },
    120_000,
  );

  it.skipIf(!templateFile)("the embedded database's worker thread says so the same way", async () => {
    const lines: LogLine[] = [];
    const log = loggerInto(lines);
    await (
      await openDatabase({ kind: 'pglite', thread: 'worker', loadDataDir: migratedTemplate(), log })
    ).close();
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'database schema up to date' })]);
  });

  it.skipIf(!testDatabaseUrl)(
    postgresOnly('on PostgreSQL: every migration on a new database, none after, and the wait for the lock'),
    async () => {
      const name = `levera_test_${randomBytes(6).toString('hex')}`;
      const server = new pg.Client({ connectionString: testDatabaseUrl });
      await server.connect();
      // Empty, not a copy of the migrated template: this start migrates it.
      await server.query(`create database ${name}`);
      const url = new URL(testDatabaseUrl!);
      url.pathname = `/${name}`;
      const holder = new pg.Client({ connectionString: url.toString() });
      try {
        const first: LogLine[] = [];
        await (await openDatabase({ kind: 'postgres', url: url.toString(), log: loggerInto(first) })).close();
        expect(first).toEqual([expect.objectContaining({ level: 30, migrations: everyMigration })]);

        // Another process holds the migration lock: this one says it waits, then goes on once it is free.
        await holder.connect();
        await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        const second: LogLine[] = [];
        const opening = openDatabase({ kind: 'postgres', url: url.toString(), log: loggerInto(second) });
        await expect
          .poll(() => messages(second), { timeout: 5000 })
          .toEqual(['waiting for the migration lock']);
        await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        await (await opening).close();
        expect(messages(second)).toEqual(['waiting for the migration lock', 'database schema up to date']);
      } finally {
        await holder.end().catch(() => {});
        await server.query(`drop database if exists ${name} with (force)`);
        await server.end();
      }
    },
    60_000,
  );
});

describe('the server process', () => {
  /** Every non-empty line of `text`, each of which must be a JSON object. */
  const jsonLines = (text: string) =>
    text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        expect(() => JSON.parse(line), line).not.toThrow();
        return JSON.parse(line) as LogLine;
      });

  it('refusing a setting at start, says why in a JSON line on stderr', async () => {
    const child = spawnApiProcess({ TRUST_PROXY: 'true' });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    expect(await exitCodeOf(child)).toBe(1);
    expect(jsonLines(stdout)).toEqual([]);
    const [line, ...more] = jsonLines(stderr);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 60,
      msg: 'stopping on an uncaught error',
      err: { message: expect.stringContaining('TRUST_PROXY: true would believe any client') },
    });
  }, 60_000);

  it.skipIf(!testDatabaseUrl)(
    postgresOnly('writes only JSON lines, from the migrations to the shutdown'),
    async () => {
      const { url, drop } = await createTestDatabaseForProcesses();
      const api = await startApiProcess({ DATABASE_URL: url, LOG_LEVEL: 'info' });
      try {
        const probe = await fetch(`${api.base}/api/health/live`);
        const missing = await fetch(`${api.base}/api/no-such-route`);
        const id = missing.headers.get('x-request-id');
        expect(probe.headers.get('x-request-id')).toMatch(UUID);
        expect(id).toMatch(UUID);
        api.child.kill('SIGTERM');
        expect(await exitCodeOf(api.child)).toBe(0);

        const lines = jsonLines(api.output());
        const messages = lines.map((line) => line.msg);
        expect(messages).toContain('database schema up to date');
        expect(messages).toContain('shutting down');
        expect(lines.filter((line) => line.requestId === id).map((line) => line.msg)).toEqual([
          'incoming request',
          'request completed',
        ]);
        // The probe wrote nothing at info.
        expect(
          lines.some((line) => (line.req as { url?: string } | undefined)?.url === '/api/health/live'),
        ).toBe(false);
      } finally {
        await stopApiProcess(api);
        await drop();
      }
    },
    120_000,
  );
});
