import { todayInStockholm } from '@levera/domain';
import type net from 'node:net';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { type Database, openDatabase } from './db/client.ts';
import { supportQueries } from './db/schema.ts';
import { readEnv } from './env.ts';
import { DatabaseProxy, exitCodeOf, get, post, apiProcessesOfBlock } from './test/processes.ts';
import {
  createTestDatabaseForProcesses,
  postgresOnly,
  testDatabaseUrl,
  TEST_DATA_ENCRYPTION_KEY,
} from './test/test-app.ts';

// Resilience against the real PostgreSQL (issue 9, DESIGN.md §8). Needs TEST_DATABASE_URL (CI sets it):
// - the database disappearing mid-traffic gives quick 503s and a failing readiness check, and the
//   service recovers by itself when it returns; every request answered 2xx is stored;
// - SIGTERM during traffic lets in-flight requests finish;
// - two API processes on one database share sessions and rate limits.
const contactQuery = (n: number) => ({
  requesterType: 'customer',
  firstName: 'Resilient',
  lastName: `Customer ${n}`,
  email: `resilient-${n}@levera.test`,
  phoneNumber: '070-123 45 67',
  subject: 'inquiries',
  message: `Message number ${n} sent while the database may be away.`,
});

describe.skipIf(!testDatabaseUrl)(postgresOnly('resilience on PostgreSQL'), () => {
  let database: Database | undefined;
  let url = '';
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    ({ url, drop } = await createTestDatabaseForProcesses());
  });
  afterAll(async () => {
    await database?.close().catch(() => {});
    await drop();
  });

  it('answers 503 quickly while the database is away, recovers by itself, and loses nothing acknowledged', async () => {
    const { proxy, url: viaProxy } = await DatabaseProxy.inFrontOf(url);

    const env = readEnv({
      NODE_ENV: 'test',
      DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
      LOG_LEVEL: 'silent',
      PUBLIC_FORM_RATE_LIMIT: '100000',
    });
    database = await openDatabase({
      kind: 'postgres',
      url: viaProxy,
      poolMax: 4,
      connectTimeoutMs: 1000,
      statementTimeoutMs: 3000,
      onPoolError: () => {},
    });
    const app = await buildApp({ env, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
    const acknowledged: string[] = [];
    const answers: { status: number; ms: number; body: { error?: string } }[] = [];

    try {
      let n = 0;
      const traffic = async (count: number) => {
        const results = await Promise.all(
          Array.from({ length: count }, () => post(base, '/api/queries', contactQuery(n++))),
        );
        for (const result of results) {
          answers.push(result);
          if (result.status === 201) acknowledged.push(result.body.caseNumber);
        }
        return results;
      };

      expect((await traffic(10)).every((r) => r.status === 201)).toBe(true);
      // A read that is kept in memory while the database is there (decision 006).
      expect((await get(base, '/api/offers/active')).status).toBe(200);
      expect((await get(base, '/api/offers/active')).status).toBe(200);

      // The outage starts while requests are in flight.
      const inFlight = traffic(10);
      await proxy.cut();
      await inFlight;
      const during = await traffic(10);
      for (const result of during) {
        expect(result.status, JSON.stringify(result.body)).toBe(503);
        expect(result.body.error).toBe('The service is temporarily unavailable. Please try again shortly.');
        expect(result.ms).toBeLessThan(5000);
      }
      // The cached read is not answered from memory while the database cannot announce changes.
      const cachedRead = await get(base, '/api/offers/active');
      expect(cachedRead.status).toBe(503);
      answers.push(cachedRead);
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status).toBe(503);
      const live = await fetch(`${base}/api/health/live`);
      expect(live.status).toBe(200);

      // The database returns: the service recovers without a restart.
      await proxy.restore();
      await expect
        .poll(async () => (await fetch(`${base}/api/health/ready`)).status, { timeout: 15_000 })
        .toBe(200);
      const after = await traffic(10);
      expect(after.every((r) => r.status === 201)).toBe(true);
      expect((await get(base, '/api/offers/active')).status).toBe(200);

      // No answer hung past the client timeout, none was a 500, and nothing acknowledged was lost.
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer)).not.toBe(0);
        expect(answer.status).not.toBe(500);
        expect(answer.ms).toBeLessThan(10_000);
      }
      const stored = await database.db
        .select({ caseNumber: supportQueries.caseNumber })
        .from(supportQueries)
        .where(inArray(supportQueries.caseNumber, acknowledged));
      expect(stored.map((row) => row.caseNumber).sort()).toEqual([...acknowledged].sort());
    } finally {
      await app.close();
      await proxy.cut();
    }
  }, 90_000);

  describe('separate API processes', () => {
    // Their own database, so the counters of the outage test above do not count against them.
    let processDbUrl = '';
    let dropProcessDb: () => Promise<void> = async () => {};
    beforeAll(async () => {
      ({ url: processDbUrl, drop: dropProcessDb } = await createTestDatabaseForProcesses());
    });
    afterAll(async () => {
      await dropProcessDb();
    });
    const startApiProcess = apiProcessesOfBlock();

    const startProcess = (extraEnv: Record<string, string> = {}) =>
      startApiProcess({
        DATABASE_URL: processDbUrl,
        ADMIN_EMAIL: 'resilience-admin@levera.test',
        ADMIN_PASSWORD: 'resilience-password',
        ...extraEnv,
      });

    it('share sessions, cached answers and rate limits', async () => {
      const [a, b] = (
        await Promise.all([
          startProcess({ PUBLIC_FORM_RATE_LIMIT: '3' }),
          startProcess({ PUBLIC_FORM_RATE_LIMIT: '3' }),
        ])
      ).map((api) => api.base) as [string, string];

      const login = await post(a, '/api/admin/login', {
        email: 'resilience-admin@levera.test',
        password: 'resilience-password',
      });
      expect(login.status).toBe(200);
      const token = login.body.token as string;
      // Sessions and admin lists are read from the database on every request (decision 080).
      expect((await get(a, '/api/admin/profile', token)).status).toBe(200);
      expect((await get(b, '/api/admin/profile', token)).status).toBe(200);
      const before = await get(a, '/api/vendors', token);
      expect(before.status).toBe(200);

      // A vendor created through B is in A's next list.
      const created = await post(
        b,
        '/api/vendors',
        { vendorName: 'Made On B', email: 'made-on-b@levera.test', password: 'secret-password' },
        token,
      );
      expect(created.status).toBe(201);
      // Nothing of it is kept in A's memory: its very next list has the vendor.
      const after = await get(a, '/api/vendors', token);
      expect(after.body.total).toBe(before.body.total + 1);
      expect(after.body.data[0]).toMatchObject({ vendorName: 'Made On B' });

      // The active offers are kept in memory (decision 080): A, which has them, hears of an offer
      // created through B by its change feed: at once in practice, but on a busy machine A may take
      // the next request before it has read the notification.
      const offersBefore = await get(a, '/api/offers/active');
      expect(offersBefore.status).toBe(200);
      const today = todayInStockholm(new Date());
      const offer = await post(
        b,
        '/api/offers',
        {
          titleSv: 'Gjort på B',
          titleEn: 'Made on B',
          descriptionSv: 'Ett erbjudande skapat i den andra processen.',
          descriptionEn: 'An offer created in the other process.',
          discountType: 'delivery',
          discountValue: '',
          startDate: today,
          endDate: '2099-12-31',
          active: true,
        },
        token,
      );
      expect(offer.status).toBe(201);
      const soon = { timeout: 2_000, interval: 20 };
      await vi.waitFor(async () => {
        const offersAfter = await get(a, '/api/offers/active');
        expect(offersAfter.body.data).toHaveLength(offersBefore.body.data.length + 1);
      }, soon);

      // Signing out on B ends the session on A at once.
      const logout = await post(b, '/api/admin/logout', {}, token);
      expect(logout.status).toBe(204);
      expect((await get(a, '/api/admin/profile', token)).status).toBe(401);

      const statuses = [];
      for (const base of [a, b, a, b])
        statuses.push((await post(base, '/api/queries', contactQuery(900 + statuses.length))).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
    }, 90_000);

    it('lets in-flight requests finish on SIGTERM, then stops', async () => {
      const { base, child } = await startProcess({ SHUTDOWN_DRAIN_MS: '500', SHUTDOWN_GRACE_MS: '30000' });
      // Sign-ins are slow on purpose (argon2id): a good stand-in for requests in flight.
      const inFlight = Array.from({ length: 4 }, () =>
        post(base, '/api/admin/login', {
          email: 'resilience-admin@levera.test',
          password: 'resilience-password',
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 30));
      child.kill('SIGTERM');
      const results = await Promise.all(inFlight);
      for (const result of results) expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(await exitCodeOf(child)).toBe(0);
    }, 60_000);
  });
});
