import { performance } from 'node:perf_hooks';
import { createHandshakeHeader } from '@levera/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { readEnv } from '../../env.ts';
import { holdConnections } from '../../test/hold-connections.ts';
import { DatabaseProxy } from '../../test/processes.ts';
import {
  createTestDatabaseForProcesses,
  migratedPgliteTemplate,
  postgresOnly,
  testDatabaseUrl,
} from '../../test/test-app.ts';
import { freshTestApp } from '../../test/fixtures.ts';

// Readiness (issue 34 §2, DESIGN.md §10 "operations"): a load balancer probes GET /api/health/ready
// every second or two with a 1–3 s timeout. It must answer from a connection of its own, so that a
// busy service (every pool connection taken, requests queued for one) is not taken for a broken
// one, and still fail when the database is really gone.

const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });

/** GET /api/health/ready as a load balancer sends it (no handshake), with the time it took. */
async function probe(app: App) {
  const started = performance.now();
  const answer = await app.inject({ method: 'GET', url: '/api/health/ready' });
  return { status: answer.statusCode, body: answer.json(), ms: performance.now() - started };
}

describe('while the process drains', () => {
  const t = freshTestApp();

  it('answers 503 shutting_down, while liveness still answers 200', async () => {
    expect(await probe(t.app)).toMatchObject({ status: 200, body: { status: 'ok' } });
    t.app.markShuttingDown();
    expect(await probe(t.app)).toMatchObject({ status: 503, body: { status: 'shutting_down' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});

describe.skipIf(!testDatabaseUrl)(postgresOnly('readiness on PostgreSQL'), { timeout: 60_000 }, () => {
  let url = '';
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ url, drop } = await createTestDatabaseForProcesses());
  });
  afterAll(async () => {
    await drop();
  });

  it('answers 200 within a second while every pool connection is held and queries queue for one', async () => {
    const POOL_MAX = 2;
    const database = await openDatabase({ kind: 'postgres', url, poolMax: POOL_MAX });
    const app = await buildApp({ env, database });
    const hold = holdConnections(database, POOL_MAX);
    // Drizzle queries are lazy: Promise.resolve starts them.
    const queued = Array.from({ length: 5 }, () => Promise.resolve(database.db.execute(sql`select 1`)));
    try {
      await hold.started;
      await vi.waitFor(() => expect(database.poolStats()).toMatchObject({ waiting: 5 }));
      const answer = await probe(app);
      expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(answer.ms).toBeLessThan(1000);
      // Again, on the connection the first probe opened.
      expect((await probe(app)).ms).toBeLessThan(1000);
    } finally {
      await hold.release();
      await Promise.all(queued);
      await app.close();
      await database.close();
    }
  });

  it('answers 503 unavailable while the database is unreachable or silent, and 200 again once it is back', async () => {
    const { proxy, url: viaProxy } = await DatabaseProxy.inFrontOf(url);
    const database = await openDatabase({ kind: 'postgres', url: viaProxy, connectTimeoutMs: 1000 });
    const app = await buildApp({ env, database });
    try {
      expect(await probe(app)).toMatchObject({ status: 200, body: { status: 'ok' } });

      // Connections dropped and refused: the probe's connection broke with them.
      await proxy.cut();
      const refused = await probe(app);
      expect(refused).toMatchObject({ status: 503, body: { status: 'unavailable' } });
      expect(refused.ms).toBeLessThan(2500);
      await proxy.restore();
      await vi.waitFor(async () => expect((await probe(app)).status).toBe(200), { timeout: 10_000 });

      // A silent network: the open connection takes the probe and answers nothing.
      proxy.freeze();
      const silent = await probe(app);
      expect(silent).toMatchObject({ status: 503, body: { status: 'unavailable' } });
      expect(silent.ms).toBeLessThan(2500);
      await proxy.close();
      await proxy.restore();
      await vi.waitFor(async () => expect((await probe(app)).status).toBe(200), { timeout: 10_000 });
    } finally {
      await app.close();
      await database.close();
      await proxy.close();
    }
  });
});

describe('readiness on the embedded database in its worker thread (decision 045)', {
  timeout: 60_000,
}, () => {
  // A migrated database to start from (decision 038): the run's template, or one made here.
  let template: Blob;
  beforeAll(async () => {
    template = await migratedPgliteTemplate();
  }, 180_000);

  it('answers 200 within a second while a transaction holds its one connection and requests wait behind it', async () => {
    const database = await openDatabase({ kind: 'pglite', loadDataDir: template, thread: 'worker' });
    const app = await buildApp({ env, database });
    // A request that needs the database, served in arrival order (app.ts `inArrivalOrder`).
    app.get('/api/test/query', { config: { auth: 'public' } }, async () => {
      await database.db.execute(sql`select 1`);
      return { done: true };
    });
    await app.ready();
    const hold = holdConnections(database, 1);
    await hold.started;
    const requests = Array.from({ length: 5 }, () =>
      app.inject({
        method: 'GET',
        url: '/api/test/query',
        headers: { 'x-app-handshake': createHandshakeHeader() },
      }),
    );
    try {
      await vi.waitFor(() => expect(database.poolStats()).toMatchObject({ waiting: 5 }));
      const answer = await probe(app);
      expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(answer.ms).toBeLessThan(1000);
    } finally {
      await hold.release();
      for (const request of await Promise.all(requests)) expect(request.statusCode).toBe(200);
      await app.close();
      await database.close();
    }
  });

  it('answers 503 unavailable once the database is gone', async () => {
    const database = await openDatabase({ kind: 'pglite', loadDataDir: template, thread: 'worker' });
    const app = await buildApp({ env, database });
    try {
      expect(await probe(app)).toMatchObject({ status: 200, body: { status: 'ok' } });
      await database.close();
      expect(await probe(app)).toMatchObject({ status: 503, body: { status: 'unavailable' } });
    } finally {
      await app.close();
    }
  });
});
