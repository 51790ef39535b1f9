import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import rootPackage from '../../../../package.json' with { type: 'json' };
import type { Database } from '../db/client.ts';
import type { MailSends } from '../jobs/mail-delivery.ts';
import type { JobRunner } from '../jobs/runner.ts';
import { type OutboxBacklog, OUTBOX_COUNT_LIMIT, readOutboxBacklog } from '../mail/outbox-backlog.ts';

/**
 * Prometheus metrics at `GET /metrics` (issue 14, decision 012): requests by route pattern and
 * status, the database pool, the change feed, rate-limit rejections, and the process's memory,
 * event-loop lag and GC; since issue 34 also the mail outbox's backlog and sends, open live-count
 * streams, the periodic jobs' last success and the release; since issue 38 each job's runs, failures
 * and durations (decision 079). Readable from the machine itself, or
 * anywhere with METRICS_TOKEN; everyone else gets the ordinary 404 of an unknown path.
 */

// Memory, event-loop lag and GC describe the process, not one app, and collecting them starts an
// event-loop monitor and a GC observer that are never stopped: one registry per process, made
// once however many apps the process builds (the tests build many).
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The one label of every request that matched no route, so random URLs cannot grow the series. */
const UNMATCHED = 'unmatched';

type MaybePromise<T> = T | Promise<T>;

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4'); // also matches ::ffff:127.x.x.x
LOOPBACK.addAddress('::1', 'ipv6');

// A reverse proxy on the same machine connects from loopback for every visitor; these headers
// show that a request came through one, so it does not get the local scraper's free pass.
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

const BEARER = /^Bearer (\S+)$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The release: the root package.json's version, bundled into the build (no file read at run time). */
const RELEASE_VERSION = (rootPackage as { version?: string }).version ?? 'unknown';
/** A database read for a scrape that takes longer is skipped: its gauges keep their last value. */
const SCRAPE_READ_TIMEOUT_MS = 2000;

export type MetricsOptions = {
  database: Database;
  token: string | undefined;
  /** The app's clock (injectable in tests): the oldest pending e-mail's age is measured by it. */
  now: () => Date;
  /** What this process's outbox delivery has sent (decision 032). */
  mailSends: MailSends;
  /** The periodic jobs (decision 079): their metrics join this registry; their last success. */
  jobs: Pick<JobRunner, 'names' | 'metrics' | 'lastSuccessAt'>;
  /** BUILD_COMMIT, or undefined. */
  commit: string | undefined;
};

export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const { database } = options;
  const registry = new Registry();
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern and status (its _count is the number of requests).',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const rateLimitRejections = new Counter({
    name: 'levera_rate_limit_rejections_total',
    help: 'Requests answered 429 Too Many Requests (public forms and sign-in), by route pattern.',
    labelNames: ['route'] as const,
    registers,
  });
  /** A gauge without labels, set at each scrape to what `read` answers (undefined: left as it was). */
  const gauge = (name: string, help: string, read: () => MaybePromise<number | undefined>) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const value = await read();
        if (value !== undefined) this.set(value);
      },
    });
  gauge(
    'levera_change_feed_connected',
    '1 while the database change feed is listening (the read caches serve from memory), else 0.',
    () => (database.changes.live ? 1 : 0),
  );
  // PGlite in this thread (the API tests) has no pool: these are left out rather than shown as 0. The
  // embedded database in its worker (decision 045) has a pool of one connection and shows it.
  if (database.poolStats()) {
    const pool = () => database.poolStats();
    gauge(
      'levera_db_pool_connections_in_use',
      'PostgreSQL pool connections running a query or transaction.',
      () => {
        const stats = pool();
        return stats ? stats.total - stats.idle : 0;
      },
    );
    gauge(
      'levera_db_pool_connections_idle',
      'Open PostgreSQL pool connections waiting for work.',
      () => pool()?.idle ?? 0,
    );
    gauge(
      'levera_db_pool_waiting',
      'Queries waiting for a free PostgreSQL pool connection.',
      () => pool()?.waiting ?? 0,
    );
    gauge(
      'levera_db_pool_max',
      'The most connections the database pool opens (DATABASE_POOL_MAX; 1 on the embedded database).',
      () => pool()?.max ?? 0,
    );
  }

  // The outbox's three gauges share one query per scrape: the first to collect starts it.
  let backlogRead: Promise<OutboxBacklog | null> | null = null;
  const readBacklog = () => {
    backlogRead ??= withinTime(readOutboxBacklog(database.monitor)).finally(() => {
      backlogRead = null;
    });
    return backlogRead;
  };
  gauge(
    'levera_mail_outbox_pending',
    `E-mails in the outbox not sent yet, due or waiting for a retry (counted up to ${OUTBOX_COUNT_LIMIT}).`,
    async () => (await readBacklog())?.pending,
  );
  gauge(
    'levera_mail_outbox_failed',
    `E-mails given up after a day of retries, still kept in the outbox (counted up to ${OUTBOX_COUNT_LIMIT}).`,
    async () => (await readBacklog())?.failed,
  );
  gauge(
    'levera_mail_outbox_oldest_pending_age_seconds',
    'Age of the oldest e-mail not sent yet; 0 when none is pending.',
    async () => {
      const backlog = await readBacklog();
      if (!backlog) return undefined;
      const oldest = backlog.oldestPendingAt;
      return oldest ? Math.max(0, (options.now().getTime() - oldest.getTime()) / 1000) : 0;
    },
  );
  const sends = options.mailSends;
  new Counter({
    name: 'levera_mail_sends_total',
    help: "E-mails this process's outbox delivery sent, put back for a retry after a failure, or gave up (failed).",
    labelNames: ['result'] as const,
    registers,
    collect() {
      // The delivery counts; a counter's value is only ever set from its tallies, which only grow.
      this.reset();
      for (const result of ['sent', 'retried', 'failed'] as const) this.inc({ result }, sends[result]);
    },
  });
  let countOpenStreams = () => 0;
  app.decorate('reportOpenStreams', (count: () => number) => {
    countOpenStreams = count;
  });
  gauge(
    'levera_live_streams_open',
    "Open server-sent event streams of the admins' live counts in this process (decision 034).",
    () => countOpenStreams(),
  );
  new Gauge({
    name: 'levera_job_last_success_timestamp_seconds',
    help:
      'When a periodic job last went through (Unix time): in this process (mail: outbox delivery), ' +
      'or for a daily job (retention) in any process.',
    labelNames: ['job'] as const,
    registers,
    async collect() {
      for (const job of options.jobs.names) {
        const at = await withinTime(options.jobs.lastSuccessAt(job, database.monitor));
        if (at) this.set({ job }, at.getTime() / 1000);
      }
    },
  });
  for (const metric of options.jobs.metrics) registry.registerMetric(metric);
  new Gauge({
    name: 'levera_build_info',
    help: 'Always 1: the release this process runs (package.json version, BUILD_COMMIT).',
    labelNames: ['version', 'commit'] as const,
    registers,
  }).set({ version: RELEASE_VERSION, commit: options.commit ?? 'unknown' }, 1);

  // A callback hook: it runs after every answer and needs no promise.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.is404 ? UNMATCHED : (request.routeOptions.url ?? UNMATCHED);
    const status = reply.statusCode;
    requestDuration.observe(
      { method: request.method, route, status_code: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status === 429) rateLimitRejections.inc({ route });
    done();
  });

  const tokenHash = options.token ? sha256(options.token) : null;
  function mayRead(request: FastifyRequest): boolean {
    const presented = BEARER.exec(request.headers.authorization ?? '')?.[1];
    // Both sides hashed: equal lengths for timingSafeEqual, and nothing learnt from the timing.
    if (tokenHash && presented && timingSafeEqual(sha256(presented), tokenHash)) return true;
    // The socket's address, never request.ip: with TRUST_PROXY that comes from X-Forwarded-For,
    // which any client can write.
    const address = request.socket.remoteAddress ?? '';
    const isLoopback = LOOPBACK.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
    return isLoopback && !PROXY_HEADERS.some((header) => header in request.headers);
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request)) return reply.callNotFound();
    const all = Registry.merge([processMetrics(), registry]);
    return reply
      .header('Content-Type', all.contentType)
      .header('Cache-Control', 'no-store')
      .send(await all.metrics());
  });
});

/** `read`'s value, or null when it failed or took longer than a scrape waits (the database is away). */
async function withinTime<T>(read: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SCRAPE_READ_TIMEOUT_MS);
  });
  try {
    return await Promise.race([read.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells /metrics how many admin live-count streams are open (modules/admin-live). */
    reportOpenStreams: (count: () => number) => void;
  }
}
