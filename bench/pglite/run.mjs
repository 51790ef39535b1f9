// The embedded database under load (issue 20, decision 045): does PGlite stall the server?
//
// 1. seeds an embedded PGlite data directory with 100,000 support queries, 100,000 partner
//    applications and an audit log of 100,000 status changes of those queries (the app's own
//    migrations; kept in BENCH_SEED_DIR and reused by later runs);
// 2. copies it and starts the production build (`apps/api/dist/main.js`) on the copy WITHOUT
//    DATABASE_URL, i.e. on the embedded database, in a process of its own with NODE_ENV=production
//    and the default log level (bench/lib: startBuiltApi);
// 3. drives three scenarios with autocannon from another process, 50 connections each: the queries
//    list at 100,000 rows on the same page every request (a read cache, where the build has one for
//    the list, answers it from memory after the first load), the same list on a different page each
//    request (pages 1–600, more than such a cache keeps: the database's work every time) and the
//    audit log's first page (an indexed page of 100,000 and their count; no cache);
// 4. meanwhile asks the liveness and readiness probes every 100 ms and times them, and samples the
//    server's resident memory and CPU time from /proc/<pid> (bench/lib: sampleProcess).
//
// Run: `npm run build && node --import tsx bench/pglite/run.mjs` from the root. Not part of `npm test`.
// BENCH_CONNECTIONS (50), BENCH_DURATION (20 s), BENCH_WARMUP (3 s), BENCH_PORT (4616),
// BENCH_ROWS (100000), BENCH_SEED_DIR (a folder in the temporary directory), BENCH_API_DIR (the
// apps/api folder whose dist/main.js runs; another checkout's, to measure the code before a change).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiHeaders,
  benchAdmin as ADMIN,
  loadAverage,
  loadHandshake,
  processUsage,
  root,
  runAutocannonOver,
  sampleProcess,
  signIn,
  startBuiltApi,
  usageLine,
} from '../lib/bench-support.mjs';
import { seedPartnerApplications, seedSupportQueries } from '../lib/seed.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4616);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SEED_DIR = process.env.BENCH_SEED_DIR ?? path.join(os.tmpdir(), `levera-bench-pglite-audit-${ROWS}`);
const API_DIR = path.resolve(process.env.BENCH_API_DIR ?? path.join(root, 'apps/api'));

const createHandshakeHeader = await loadHandshake('node --import tsx bench/pglite/run.mjs');

if (!existsSync(path.join(SEED_DIR, 'PG_VERSION'))) {
  console.log(
    `Seeding ${ROWS.toLocaleString('en')} queries, partner applications and audit rows in ${SEED_DIR}…`,
  );
  const started = Date.now();
  const { openDatabase } = await import('../../apps/api/src/db/client.ts');
  const { sql } = await import('drizzle-orm');
  rmSync(SEED_DIR, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: SEED_DIR });
  // PGlite itself, in this thread (the seed's statements take its `query(text, params)`).
  const client = database.db.$client;
  await seedSupportQueries(client, ROWS);
  await seedPartnerApplications(client, ROWS);
  // The Activity screen's log: each query's first status change, by an admin since removed.
  await database.db.execute(
    sql.raw(`insert into audit_log (actor_role, actor_id, entity, entity_id, action, details, created_at)
     select 'admin', null, 'supportQuery', id::text, 'changeStatus',
            jsonb_build_object('from', 'created', 'to', status, 'caseNumber', case_number), updated_at
     from support_queries`),
  );
  await database.db.execute(sql.raw('vacuum analyze support_queries, partner_applications, audit_log'));
  await database.close();
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'levera-bench-pglite-run-'));
cpSync(SEED_DIR, dataDir, { recursive: true });

const server = await startBuiltApi({
  port: PORT,
  buildRoot: path.resolve(API_DIR, '../..'),
  env: { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});
const { base } = server;
console.log(
  `Ready in ${(server.readyMs / 1000).toFixed(1)} s (log: ${server.logFile}); load average ${loadAverage()}`,
);

const headers = (token) => apiHeaders(createHandshakeHeader, token);
const token = await signIn(base, createHandshakeHeader, 'admin', ADMIN);

/** autocannon in another process, each request on the next of `paths`. */
async function autocannon(paths, seconds) {
  const json = await runAutocannonOver({
    base,
    paths,
    connections: CONNECTIONS,
    seconds,
    headers: {
      'x-app-handshake': createHandshakeHeader({ now: Date.now() + 120_000 }),
      authorization: `Bearer ${token}`,
    },
  });
  return {
    rps: json.requests.average,
    total: json.requests.total,
    p50: json.latency.p50,
    p99: json.latency.p99,
    max: json.latency.max,
    errors: json.errors,
    timeouts: json.timeouts,
    non2xx: json.non2xx,
  };
}

/** Times the probe every 100 ms until `stop()`; answers the sorted durations. */
function probe(urlPath) {
  const times = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(base + urlPath, { signal: AbortSignal.timeout(15_000) }).then(
        async (answer) => {
          await answer.arrayBuffer();
          return answer.ok;
        },
        () => false,
      );
      times.push(performance.now() - started);
      if (!ok) failures++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { times: times.sort((a, b) => a - b), failures };
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(0)} ms`;
const summary = ({ times, failures }) =>
  `median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times.at(-1))} (${times.length} probes, ${failures} failed)`;

const idle = probe('/api/health/live');
await new Promise((resolve) => setTimeout(resolve, 2000));
console.log(`/api/health/live at rest: ${summary(await idle())}`);
const rest = processUsage(server.pid);
console.log(
  `server at rest: RSS ${(rest.rss / 1024 / 1024).toFixed(0)} MB (peak so far ${(rest.peakRss / 1024 / 1024).toFixed(0)} MB)`,
);

const queriesPage = (page) => `/api/queries?page=${page}&pageSize=20&sort=createdAt&order=desc&language=en`;
// Asked in turn, 600 pages miss every time in a least-recently-used cache of up to 500 pages (what the
// queries list's read cache kept, decision 006, before issue 38).
const PAGES = Array.from({ length: 600 }, (_, index) => queriesPage(index + 1));
const scenarios = [
  { name: 'queries list, the same page every request', paths: [queriesPage(1)] },
  { name: 'queries list, a different page each request (pages 1–600)', paths: PAGES },
  { name: 'audit log, first page', paths: ['/api/audit?page=1&pageSize=20&language=en'] },
];
for (const scenario of scenarios) {
  const sample = await fetch(base + scenario.paths.at(-1), { headers: headers(token) });
  if (sample.status !== 200)
    throw new Error(`${scenario.paths.at(-1)}: ${sample.status} ${await sample.text()}`);
  const bytes = (await sample.arrayBuffer()).byteLength;
  if (WARMUP > 0) await autocannon(scenario.paths, WARMUP);
  // What the warm-up left queued finishes before the measurement starts.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  console.log(
    `\n${scenario.name}: ${CONNECTIONS} connections × ${DURATION} s on GET ${scenario.paths[0]}${scenario.paths.length > 1 ? ` … (${scenario.paths.length} paths)` : ''} (${bytes} bytes)`,
  );
  console.log(`  load average at the start: ${loadAverage()}`);
  const usage = sampleProcess(server.pid);
  const live = probe('/api/health/live');
  const ready = probe('/api/health/ready');
  const result = await autocannon(scenario.paths, DURATION);
  const liveTimes = await live();
  const readyTimes = await ready();
  console.log(
    `  ${result.rps.toFixed(1)} req/s (${result.total} answers), p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms, ` +
      `${result.timeouts} time-outs, ${result.errors} errors, ${result.non2xx} non-2xx`,
  );
  console.log(`  /api/health/live:  ${summary(liveTimes)}`);
  console.log(`  /api/health/ready: ${summary(readyTimes)}`);
  console.log(`  ${usageLine(usage())}`);
  console.log(`  load average at the end: ${loadAverage()}`);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
}

await server.stop();
rmSync(dataDir, { recursive: true, force: true });
