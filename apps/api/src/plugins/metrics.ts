import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';

/**
 * Prometheus metrics at `GET /metrics` (issue 14, decision 012): requests by route pattern and
 * status, the database pool, the change feed, rate-limit rejections, and the process's memory,
 * event-loop lag and GC. Readable from the machine itself, or anywhere with METRICS_TOKEN;
 * everyone else gets the ordinary 404 of an unknown path.
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

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4'); // also matches ::ffff:127.x.x.x
LOOPBACK.addAddress('::1', 'ipv6');

// A reverse proxy on the same machine connects from loopback for every visitor; these headers
// show that a request came through one, so it does not get the local scraper's free pass.
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

const BEARER = /^Bearer (\S+)$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest();

export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { database: Database; token: string | undefined }) => {
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
    new Gauge({
      name: 'levera_change_feed_connected',
      help: '1 while the database change feed is listening (the read caches serve from memory), else 0.',
      registers,
      collect() {
        this.set(database.changes.live ? 1 : 0);
      },
    });
    // PGlite in this thread (the API tests) has no pool: these are left out rather than shown as 0. The
    // embedded database in its worker (decision 045) has a pool of one connection and shows it.
    if (database.poolStats()) {
      new Gauge({
        name: 'levera_db_pool_connections_in_use',
        help: 'PostgreSQL pool connections running a query or transaction.',
        registers,
        collect() {
          const stats = database.poolStats();
          this.set(stats ? stats.total - stats.idle : 0);
        },
      });
      new Gauge({
        name: 'levera_db_pool_connections_idle',
        help: 'Open PostgreSQL pool connections waiting for work.',
        registers,
        collect() {
          this.set(database.poolStats()?.idle ?? 0);
        },
      });
      new Gauge({
        name: 'levera_db_pool_waiting',
        help: 'Queries waiting for a free PostgreSQL pool connection.',
        registers,
        collect() {
          this.set(database.poolStats()?.waiting ?? 0);
        },
      });
    }

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
  },
);
