import { createHandshakeHeader, LOGIN_MAX_FAILURES } from '@levera/domain';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { mailOutbox } from '../db/schema.ts';
import { readEnv } from '../env.ts';
import { GIVE_UP_AFTER_MS } from '../jobs/mail-delivery.ts';
import { createAdmin, signIn } from '../test/fixtures.ts';
import { freshTestApp, useTestApp } from '../test/fixtures.ts';
import { holdConnections } from '../test/hold-connections.ts';
import { SmtpInbox } from '../test/smtp-inbox.ts';
import { call, createTestApp, createTestDatabase, type TestApp } from '../test/test-app.ts';

// GET /metrics (issue 14 item 17, decision 012): Prometheus text for the machine's own scraper or a
// holder of METRICS_TOKEN, the ordinary 404 for everyone else.
const t = freshTestApp();

const TOKEN = 'metrics-token-0123456789abcdef';
const OUTSIDE = '203.0.113.7';
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** GET /metrics as a scraper would: no handshake, no JSON. The socket's address is `from`. */
function scrape(app: App, from = '127.0.0.1', headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/metrics', remoteAddress: from, headers });
}

/** The value of the sample `name` whose labels are exactly `labels`, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    const same =
      Object.keys(found).length === Object.keys(labels).length &&
      Object.entries(labels).every(([key, value]) => found[key] === value);
    if (same) return Number(match[3]);
  }
  return undefined;
}

/** One scrape of `app`: the sample of each metric `metrics` names (by name, or name and labels), by key. */
async function scrapeSamples<Key extends string>(
  app: App,
  metrics: Record<Key, string | [name: string, labels: Record<string, string>]>,
): Promise<Record<Key, number | undefined>> {
  const text = (await scrape(app)).body;
  const entries = Object.entries<string | [string, Record<string, string>]>(metrics).map(([key, metric]) => {
    const [name, labels] = typeof metric === 'string' ? [metric, {}] : metric;
    return [key, sample(text, name, labels)];
  });
  return Object.fromEntries(entries) as Record<Key, number | undefined>;
}

const requestCount = (text: string, method: string, route: string, status: number) =>
  sample(text, 'http_request_duration_seconds_count', { method, route, status_code: String(status) });

describe('GET /metrics from the machine itself', () => {
  it('answers the Prometheus text format with request counts by route pattern and status', async () => {
    const before = (await scrape(t.app)).body;
    const health = await call(t.app, '/api/health/live', { withoutHandshake: true });
    expect(health.status).toBe(200);
    const handshakeless = await call(t.app, '/api/admin/profile', { withoutHandshake: true });
    expect(handshakeless.status).toBe(400);
    const anonymous = await call(t.app, `/api/offers/${SAMPLE_ID}`, { query: { page: '2' } });
    expect(anonymous.status).toBe(401);

    const response = await scrape(t.app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    const counted = (route: string, status: number) =>
      (requestCount(text, 'GET', route, status) ?? 0) - (requestCount(before, 'GET', route, status) ?? 0);
    expect(counted('/api/health/live', 200)).toBe(1);
    expect(counted('/api/admin/profile', 400)).toBe(1);
    expect(counted('/api/offers/:id', 401)).toBe(1);
    expect(text).not.toContain(SAMPLE_ID);
    // Durations come with the counts, in seconds.
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health\/live",status_code="200"\} \d+$/m,
    );
    expect(
      sample(text, 'http_request_duration_seconds_sum', {
        method: 'GET',
        route: '/api/health/live',
        status_code: '200',
      }),
    ).toBeGreaterThan(0);
    // The scrape before this one was counted too.
    expect(requestCount(text, 'GET', '/metrics', 200)).toBeGreaterThanOrEqual(1);
  });

  it('counts every unknown path under one label, never the raw URL', async () => {
    for (const url of ['/no/such/page-1', '/api/no-such-route?x=1', '/wp-login.php']) {
      expect((await call(t.app, url)).status).toBe(404);
    }
    const text = (await scrape(t.app)).body;
    expect(requestCount(text, 'GET', 'unmatched', 404)).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain('no-such');
    expect(text).not.toContain('wp-login');
  });

  it('reports process memory and event-loop lag', async () => {
    const text = (await scrape(t.app)).body;
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('reports the PostgreSQL pool (in use, idle, waiting), and no pool for PGlite', async () => {
    const pool = () =>
      scrapeSamples(t.app, {
        inUse: 'levera_db_pool_connections_in_use',
        idle: 'levera_db_pool_connections_idle',
        waiting: 'levera_db_pool_waiting',
      });
    if (t.database.kind === 'pglite') {
      expect(await pool()).toEqual({ inUse: undefined, idle: undefined, waiting: undefined });
      return;
    }
    // Fill the test pool (5 connections, test-app.ts) with open transactions, and queue one more query.
    const POOL_MAX = 5;
    const hold = holdConnections(t.database, POOL_MAX);
    await hold.started;
    // Drizzle queries are lazy: Promise.resolve starts this one.
    const queued = Promise.resolve(t.database.db.execute(sql`select 1`));
    try {
      await vi.waitFor(async () => expect(await pool()).toEqual({ inUse: POOL_MAX, idle: 0, waiting: 1 }), {
        timeout: 10_000,
      });
    } finally {
      await Promise.all([hold.release(), queued]);
    }
    expect(await pool()).toEqual({ inUse: 0, idle: POOL_MAX, waiting: 0 });
  });

  it('answers a loopback address in any of its forms', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await scrape(t.app, address)).statusCode).toBe(200);
    }
  });
});

describe('GET /metrics from elsewhere', () => {
  let withToken: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    withToken = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    // The request comes from OUTSIDE, which is the trusted reverse proxy here.
    proxied = await createTestApp({ env: { TRUST_PROXY: OUTSIDE, METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await withToken?.close();
    await proxied?.close();
  });

  it('answers another address the same 404 as an unknown path, token or not', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/metricz', remoteAddress: OUTSIDE });
    const denied = await scrape(t.app, OUTSIDE);
    expect(denied.statusCode).toBe(404);
    // The same answer, but for its own request id.
    expect(denied.json()).toEqual({ ...unknown.json(), requestId: expect.any(String) });
    expect(denied.json()).toEqual({
      error: 'The requested resource was not found',
      code: 'not_found',
      requestId: expect.any(String),
    });
    // Without a configured token, no token opens it.
    expect((await scrape(t.app, OUTSIDE, { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(404);
  });

  it('opens to the configured token from any address, and only to it', async () => {
    const allowed = await scrape(withToken.app, OUTSIDE, { authorization: `Bearer ${TOKEN}` });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_request_duration_seconds');
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, 'Bearer ', '']) {
      const denied = await scrape(withToken.app, OUTSIDE, { authorization });
      expect([authorization, denied.statusCode]).toEqual([authorization, 404]);
    }
  });

  it('cannot be opened by a forged X-Forwarded-For behind a trusted proxy', async () => {
    for (const forwarded of ['127.0.0.1', '::1', '127.0.0.1, 127.0.0.1']) {
      const response = await scrape(proxied.app, OUTSIDE, { 'x-forwarded-for': forwarded });
      expect([forwarded, response.statusCode]).toEqual([forwarded, 404]);
    }
    // The trusted proxy does read the header for everything else (the rate limits rely on it).
    expect(
      (
        await scrape(proxied.app, OUTSIDE, {
          'x-forwarded-for': '127.0.0.1',
          authorization: `Bearer ${TOKEN}`,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('is closed to a visitor whom a proxy on the same machine forwards', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const response = await scrape(t.app, '127.0.0.1', { [header]: OUTSIDE });
      expect([header, response.statusCode]).toEqual([header, 404]);
    }
  });
});

describe('rate-limit rejections', () => {
  const limited = freshTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '1' } });

  const rejections = async (route: string) =>
    sample((await scrape(limited.app)).body, 'levera_rate_limit_rejections_total', { route });

  it('counts a public form answered 429, by route', async () => {
    expect(await rejections('/api/queries')).toBeUndefined();
    expect((await call(limited.app, '/api/queries', { method: 'POST', body: {} })).status).toBe(400);
    expect(await rejections('/api/queries')).toBeUndefined();
    expect((await call(limited.app, '/api/queries', { method: 'POST', body: {} })).status).toBe(429);
    expect(await rejections('/api/queries')).toBe(1);
    expect((await call(limited.app, '/api/queries', { method: 'POST', body: {} })).status).toBe(429);
    expect(await rejections('/api/queries')).toBe(2);
  });

  it('counts sign-ins throttled with 429', async () => {
    const admin = await createAdmin(limited.database.db);
    const attempt = () =>
      call(limited.app, '/api/admin/login', {
        method: 'POST',
        body: { email: admin.email, password: 'not the password' },
      });
    // LOGIN_MAX_FAILURES failures are answered 401 (DESIGN.md §6); the next attempt is throttled.
    for (let failure = 0; failure < LOGIN_MAX_FAILURES; failure++) expect((await attempt()).status).toBe(401);
    const response = await attempt();
    expect(response.status).toBe(429);
    expect(await rejections('/api/admin/login')).toBe(1);
  });
});

describe('with the web app served', () => {
  it('is not taken by the web fallback', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'levera-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Levera</title>');
    const { database, drop } = await createTestDatabase();
    const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: webDir });
    const app = await buildApp({ env, database, serveWeb: true });
    try {
      const allowed = await scrape(app);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('http_request_duration_seconds');
      const denied = await scrape(app, OUTSIDE);
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toEqual({
        error: 'The requested resource was not found',
        code: 'not_found',
        requestId: expect.any(String),
      });
      // The web app is still served around it.
      expect((await app.inject({ method: 'GET', url: '/metrics/x' })).statusCode).toBe(302);
    } finally {
      await app.close();
      await database.close();
      await drop();
      rmSync(webDir, { recursive: true, force: true });
    }
  });
});

describe('the mail outbox (issue 34)', () => {
  const inbox = new SmtpInbox();
  let m: TestApp;
  beforeAll(async () => {
    await inbox.start();
    m = await createTestApp({ env: { SMTP_URL: inbox.url } });
  });
  afterAll(async () => {
    await m?.close();
    await inbox.stop();
  });

  const NOW = new Date('2030-03-01T12:00:00Z');
  const secondsBefore = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
  const queryReceived = (values: Partial<typeof mailOutbox.$inferInsert>) => ({
    kind: 'queryReceived',
    recipient: 'sara.nilsson@example.com',
    language: 'en',
    data: { caseNumber: 'Q-2030-000001', firstName: 'Sara' },
    ...values,
  });
  const backlog = () =>
    scrapeSamples(m.app, {
      pending: 'levera_mail_outbox_pending',
      failed: 'levera_mail_outbox_failed',
      oldestPendingAgeSeconds: 'levera_mail_outbox_oldest_pending_age_seconds',
    });
  const sends = () =>
    scrapeSamples(m.app, {
      sent: ['levera_mail_sends_total', { result: 'sent' }],
      retried: ['levera_mail_sends_total', { result: 'retried' }],
      failed: ['levera_mail_sends_total', { result: 'failed' }],
      lastPass: ['levera_job_last_success_timestamp_seconds', { job: 'mail' }],
    });

  it('reports pending and failed e-mails, and the age of the oldest pending one by the app clock', async () => {
    m.setNow(NOW);
    expect(await backlog()).toEqual({ pending: 0, failed: 0, oldestPendingAgeSeconds: 0 });
    const seeded = await m.database.db
      .insert(mailOutbox)
      .values([
        // Waiting for a retry, and held back: pending, not due.
        queryReceived({ createdAt: secondsBefore(3600), nextAttemptAt: new Date(NOW.getTime() + 60_000) }),
        queryReceived({ createdAt: secondsBefore(90), nextAttemptAt: new Date(NOW.getTime() + 60_000) }),
        queryReceived({ createdAt: secondsBefore(90_000), status: 'failed' }),
        queryReceived({ createdAt: secondsBefore(7200), status: 'sent' }),
        queryReceived({ createdAt: secondsBefore(9000), status: 'dropped' }),
      ])
      .returning({ id: mailOutbox.id });
    try {
      expect(await backlog()).toEqual({ pending: 2, failed: 1, oldestPendingAgeSeconds: 3600 });
      m.setNow(new Date(NOW.getTime() + 30_000));
      expect((await backlog()).oldestPendingAgeSeconds).toBe(3630);
    } finally {
      await m.database.db.delete(mailOutbox);
    }
    expect(seeded).toHaveLength(5);
    expect(await backlog()).toEqual({ pending: 0, failed: 0, oldestPendingAgeSeconds: 0 });
  });

  it('counts sends by result, and the time of the last pass of the worker', async () => {
    expect(await sends()).toEqual({ sent: 0, retried: 0, failed: 0, lastPass: undefined });
    const sentAt = new Date();
    m.setNow(sentAt);
    await m.database.db
      .insert(mailOutbox)
      .values(queryReceived({ createdAt: sentAt, nextAttemptAt: sentAt }));
    await m.app.mail.drain();
    expect(inbox.to('sara.nilsson@example.com')).toHaveLength(1);
    expect(await sends()).toEqual({ sent: 1, retried: 0, failed: 0, lastPass: sentAt.getTime() / 1000 });

    // The relay is away: put back for a retry, and given up a day after it was written.
    await inbox.stop();
    try {
      await m.database.db
        .insert(mailOutbox)
        .values(queryReceived({ createdAt: sentAt, nextAttemptAt: sentAt }));
      await m.app.mail.drain();
      expect(await sends()).toMatchObject({ sent: 1, retried: 1, failed: 0 });
      expect((await backlog()).pending).toBe(1);
      const givenUpAt = new Date(sentAt.getTime() + GIVE_UP_AFTER_MS + 60_000);
      m.setNow(givenUpAt);
      await m.app.mail.drain();
      expect(await sends()).toEqual({ sent: 1, retried: 1, failed: 1, lastPass: givenUpAt.getTime() / 1000 });
      expect(await backlog()).toEqual({ pending: 0, failed: 1, oldestPendingAgeSeconds: 0 });
    } finally {
      await inbox.start();
      await m.database.db.delete(mailOutbox);
    }
  });
});

describe('the live count streams of the admins (issue 34)', () => {
  let s: TestApp;
  let base = '';
  useTestApp(async (made) => {
    s = made;
    await s.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  });

  it('reports the streams open in this process', async () => {
    const open = async () => sample((await scrape(s.app)).body, 'levera_live_streams_open');
    expect(await open()).toBe(0);
    const admin = await createAdmin(s.database.db);
    const token = await signIn(s.app, 'admin', admin.email);
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/admin/counts/stream?language=en`, {
      headers: {
        accept: 'text/event-stream',
        'x-app-handshake': createHandshakeHeader(),
        authorization: `Bearer ${token}`,
      },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    await vi.waitFor(async () => expect(await open()).toBe(1));
    controller.abort();
    await vi.waitFor(async () => expect(await open()).toBe(0), { timeout: 5000 });
  });
});

describe('the daily retention job (issue 34)', () => {
  it('reports its last run in any process, also after a restart', async () => {
    const lastRun = async (app: App) =>
      sample((await scrape(app)).body, 'levera_job_last_success_timestamp_seconds', { job: 'retention' });
    expect(await lastRun(t.app)).toBeUndefined();
    const ranAt = new Date('2030-03-02T09:00:00Z');
    t.setNow(ranAt);
    expect(await t.app.retention.runIfDue()).not.toBeNull();
    expect(await lastRun(t.app)).toBe(ranAt.getTime() / 1000);
    // Another process (or this one after a restart) on the same database reads the same time.
    const other = await buildApp({
      env: readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: t.database,
    });
    try {
      expect(await lastRun(other)).toBe(ranAt.getTime() / 1000);
    } finally {
      await other.close();
    }
  });
});

describe('the release and the pool size (issue 34)', () => {
  const release = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
    version?: string;
  };
  const built = freshTestApp({ env: { BUILD_COMMIT: '4f2a9c1e' } });

  it('reports levera_build_info with the package version and BUILD_COMMIT, or "unknown"', async () => {
    const version = release.version ?? 'unknown';
    expect(sample((await scrape(built.app)).body, 'levera_build_info', { version, commit: '4f2a9c1e' })).toBe(
      1,
    );
    expect(sample((await scrape(t.app)).body, 'levera_build_info', { version, commit: 'unknown' })).toBe(1);
  });

  it('reports the configured maximum of the pool on PostgreSQL, and no pool for PGlite', async () => {
    const poolMax = sample((await scrape(t.app)).body, 'levera_db_pool_max');
    // test-app.ts opens PostgreSQL with a pool of 5.
    expect(poolMax).toBe(t.database.kind === 'pglite' ? undefined : 5);
  });
});

describe('change feed', () => {
  // Last in the file: it closes the shared app's feed.
  it('reports 1 while the feed listens and 0 once it stopped', async () => {
    const connected = async () => sample((await scrape(t.app)).body, 'levera_change_feed_connected');
    await vi.waitFor(async () => expect(await connected()).toBe(1), { timeout: 10_000 });
    await t.database.changes.close();
    expect(await connected()).toBe(0);
  });
});

describe('the periodic jobs (decision 079)', () => {
  it("shows each job's runs, failures, duration and last success after a run", async () => {
    const j = await createTestApp({ env: { ADMIN_NOTIFY_EMAIL: 'ops@levera.test' } });
    try {
      const names = [
        'adminDigest',
        'promotionExpiry',
        'mail',
        'outboxRetention',
        'sessionCleanUp',
        'retention',
      ];
      expect(j.app.jobs.names).toEqual(names);
      const before = (await scrape(j.app)).body;
      for (const job of names) {
        expect(sample(before, 'levera_job_runs_total', { job }), job).toBe(0);
        expect(sample(before, 'levera_job_last_success_timestamp_seconds', { job }), job).toBeUndefined();
      }
      const ranAt = new Date('2030-03-03T09:00:00Z');
      j.setNow(ranAt);
      for (const job of names) await j.app.jobs.runByName(job);
      const after = (await scrape(j.app)).body;
      for (const job of names) {
        expect(sample(after, 'levera_job_runs_total', { job }), job).toBe(1);
        expect(sample(after, 'levera_job_failures_total', { job }), job).toBe(0);
        expect(sample(after, 'levera_job_duration_seconds_count', { job }), job).toBe(1);
        expect(sample(after, 'levera_job_last_success_timestamp_seconds', { job }), job).toBe(
          ranAt.getTime() / 1000,
        );
      }
    } finally {
      await j.close();
    }
  });
});
