import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { call, createTestDatabase, postgresOnly, testDatabaseUrl } from '../test/test-app.ts';
import { isDatabaseUnavailable, isStatementTimeout } from './database-errors.ts';

// Database trouble answers 503 with Retry-After and the usual error body (DESIGN.md §10
// "operations", issue 34 §7), never 500 internal_error: busy (a statement timeout, SQLSTATE 57014)
// or unavailable (connection refused or ended, 57P01–57P03, class 08, the pool's connect timeout).
// The real statement timeout on both databases: db/pglite-worker.test.ts; a real outage:
// resilience.test.ts.

/** A driver error as node-postgres raises it, wrapped the way drizzle wraps it. */
function failedQuery(fields: { code?: string; message?: string }): Error {
  const driverError = Object.assign(new pg.DatabaseError(fields.message ?? 'failed', 0, 'error'), {
    code: fields.code,
  });
  return new Error('Failed query: select …', { cause: driverError });
}

describe('isDatabaseUnavailable and isStatementTimeout', () => {
  it('tell a connection that is gone from a statement ended by the timeout, and both from a wrong request', () => {
    for (const code of [
      '57P01',
      '57P02',
      '57P03',
      '08000',
      '08003',
      '08006',
      '08P01',
      '08007',
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnavailable(failedQuery({ code })), code).toBe(true);
      expect(isStatementTimeout(failedQuery({ code })), code).toBe(false);
    }
    for (const message of ['Connection terminated unexpectedly', 'timeout exceeded when trying to connect']) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
    expect(isStatementTimeout(failedQuery({ code: '57014' }))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery({ code: '57014' }))).toBe(false);
    for (const code of ['23505', '22P02', '42P01']) {
      expect(isDatabaseUnavailable(failedQuery({ code })), code).toBe(false);
      expect(isStatementTimeout(failedQuery({ code })), code).toBe(false);
    }
  });
});

describe('the answer to database trouble', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    app = await buildApp({ env: readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database });
    const config = { auth: 'public' as const };
    app.get('/api/test/fails/:code', { config }, async (request) => {
      throw failedQuery({ code: (request.params as { code: string }).code });
    });
    // The server ends this request's own connection (PostgreSQL only: PGlite has no backends).
    app.get('/api/test/terminated', { config }, async () => {
      await database.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      return { finished: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
  });

  const answerOf = (answer: Awaited<ReturnType<typeof call>>) => ({
    status: answer.status,
    retryAfter: answer.headers['retry-after'],
    error: answer.body?.error,
    code: answer.body?.code,
  });

  it('a statement timeout: 503 service_busy with Retry-After, in English and Swedish', async () => {
    expect(answerOf(await call(app, '/api/test/fails/57014'))).toEqual({
      status: 503,
      retryAfter: '5',
      error: 'The service is busy. Please try again in a moment.',
      code: 'service_busy',
    });
    expect(answerOf(await call(app, '/api/test/fails/57014', { query: { language: 'sv' } }))).toEqual({
      status: 503,
      retryAfter: '5',
      error: 'Tjänsten är upptagen just nu. Försök igen om en liten stund.',
      code: 'service_busy',
    });
  });

  it('a database that is away: 503 service_unavailable with Retry-After, whatever its SQLSTATE', async () => {
    for (const code of ['57P01', '57P03', '08006', '08P01']) {
      expect(answerOf(await call(app, `/api/test/fails/${code}`)), code).toEqual({
        status: 503,
        retryAfter: '5',
        error: 'The service is temporarily unavailable. Please try again shortly.',
        code: 'service_unavailable',
      });
    }
  });

  it.skipIf(!testDatabaseUrl)(
    postgresOnly('PostgreSQL ending the connection (57P01): 503, and the next request is served'),
    async () => {
      const ended = await call(app, '/api/test/terminated');
      expect(answerOf(ended)).toMatchObject({ status: 503, retryAfter: '5', code: 'service_unavailable' });
      expect((await call(app, '/api/health/ready')).status).toBe(200);
    },
  );
});
