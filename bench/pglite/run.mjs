// The embedded database under load (issue 20, decision 045): does PGlite stall the server?
//
// 1. seeds an embedded PGlite data directory with 100,000 support queries and 100,000 partner
//    applications (the app's own migrations; kept in BENCH_SEED_DIR and reused by later runs);
// 2. copies it and starts the production build (`apps/api/dist/main.js`) on the copy WITHOUT
//    DATABASE_URL, i.e. on the embedded database, as `npm start` runs it;
// 3. drives two uncached admin lists (no read cache: every request reads the database) with
//    autocannon from a second process, 50 connections each: the queries list at 100,000 rows (about
//    half a second of SQL per request on PGlite: counts per type and total) and the audit log (a few
//    rows: what an ordinary request costs);
// 4. meanwhile asks the liveness and readiness probes every 100 ms from this process and times them.
//
// Run: `npm run build && node --import tsx bench/pglite/run.mjs` from the root. Not part of `npm test`.
// BENCH_CONNECTIONS (50), BENCH_DURATION (20 s), BENCH_WARMUP (3 s), BENCH_PORT (4616),
// BENCH_ROWS (100000), BENCH_SEED_DIR (a folder in the temporary directory), BENCH_API_DIR (the
// apps/api folder whose dist/main.js runs; another checkout's, to measure the code before a change).
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiHeaders, loadHandshake, root, runAutocannon, signIn } from '../lib/bench-support.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4616);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SEED_DIR = process.env.BENCH_SEED_DIR ?? path.join(os.tmpdir(), `levera-bench-pglite-${ROWS}`);
const API_DIR = path.resolve(process.env.BENCH_API_DIR ?? path.join(root, 'apps/api'));
const ADMIN = { email: 'bench-admin@levera.test', password: 'bench-password' };

const createHandshakeHeader = await loadHandshake('node --import tsx bench/pglite/run.mjs');

if (!existsSync(path.join(SEED_DIR, 'PG_VERSION'))) {
  console.log(`Seeding ${ROWS.toLocaleString('en')} queries and partner applications in ${SEED_DIR}…`);
  const started = Date.now();
  const { openDatabase } = await import('../../apps/api/src/db/client.ts');
  const { sql } = await import('drizzle-orm');
  rmSync(SEED_DIR, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: SEED_DIR });
  await database.db.execute(
    sql.raw(`insert into support_queries (case_number, type, first_name, last_name, email, subject, message, status,
       created_at, updated_at)
     select 'CQ-2025-' || lpad(n::text, 6, '0'), (array['customer','driver','store','vendor'])[1 + n % 4],
            'Kund', 'Nummer ' || n, 'kund' || n || '@example.se',
            (array['Leverans','Betalning','Konto','Reklamation','Övrigt'])[1 + n % 5] || ' ' || n,
            'Hej! Jag har en fråga om min beställning nummer ' || n || '.',
            (array['created','inProgress','resolved','closed'])[1 + n % 4],
            now() - n * interval '1 minute', now() - n * interval '1 minute'
     from generate_series(1, ${ROWS}) as n`),
  );
  await database.db.execute(
    sql.raw(`insert into partner_applications (case_number, type, status, first_name, last_name, email, phone, city,
       vehicle, national_id_masked, terms_accepted_at, language, created_at, updated_at)
     select 'R-2025-' || lpad(n::text, 6, '0'), case when n % 3 = 0 then 'vendor' else 'rider' end,
            (array['pending','approved','approved','rejected','inactive'])[1 + n % 5],
            (array['Anna','Erik','Sara','Johan','Maria','Lars','Emma','Karl'])[1 + n % 8],
            (array['Andersson','Johansson','Karlsson','Nilsson','Eriksson','Larsson'])[1 + (n * 7) % 6] || n,
            'applicant' || n || '@example.se', '+46701234567', 'Katrineholm', 'Bicycle',
            -- Masked, as every answer shows it; the list reads no sealed value or hash (decision 058).
            to_char(date '1950-01-01' + n % 20000, 'YYYYMMDD') || '-****',
            now(), 'sv', now() - n * interval '1 minute', now() - n * interval '1 minute'
     from generate_series(1, ${ROWS}) as n`),
  );
  await database.db.execute(sql.raw('vacuum analyze support_queries, partner_applications'));
  await database.close();
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'levera-bench-pglite-run-'));
cpSync(SEED_DIR, dataDir, { recursive: true });

const server = spawn(process.execPath, [path.join(API_DIR, 'dist/main.js')], {
  cwd: API_DIR,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise((resolve) => server.once('exit', resolve));
process.on('exit', () => server.kill('SIGTERM'));
const base = `http://127.0.0.1:${PORT}`;
const startedAt = Date.now();
for (let attempt = 0; ; attempt++) {
  const ready = await fetch(`${base}/api/health/ready`).then(
    (answer) => answer.ok,
    () => false,
  );
  if (ready) break;
  if (attempt > 240) throw new Error('API did not become ready');
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log(`Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

const headers = (token) => apiHeaders(createHandshakeHeader, token);
const token = await signIn(base, createHandshakeHeader, 'admin', ADMIN);

/** autocannon in a second process. */
async function autocannon(urlPath, seconds) {
  const json = await runAutocannon([
    '-c',
    String(CONNECTIONS),
    '-d',
    String(seconds),
    '-H',
    `x-app-handshake=${createHandshakeHeader({ now: Date.now() + 120_000 })}`,
    '-H',
    `authorization=Bearer ${token}`,
    base + urlPath,
  ]);
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

const scenarios = [
  {
    name: 'queries list, 100,000 rows',
    path: '/api/queries?page=1&pageSize=20&sort=createdAt&order=desc&language=en',
  },
  { name: 'audit log, first page', path: '/api/audit?page=1&pageSize=20&language=en' },
];
for (const scenario of scenarios) {
  const sample = await fetch(base + scenario.path, { headers: headers(token) });
  if (sample.status !== 200) throw new Error(`${scenario.path}: ${sample.status} ${await sample.text()}`);
  const bytes = (await sample.arrayBuffer()).byteLength;
  if (WARMUP > 0) await autocannon(scenario.path, WARMUP);
  // What the warm-up left queued finishes before the measurement starts.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  console.log(
    `\n${scenario.name}: ${CONNECTIONS} connections × ${DURATION} s on GET ${scenario.path} (${bytes} bytes)`,
  );
  const live = probe('/api/health/live');
  const ready = probe('/api/health/ready');
  const result = await autocannon(scenario.path, DURATION);
  const liveTimes = await live();
  const readyTimes = await ready();
  console.log(
    `  ${result.rps.toFixed(1)} req/s (${result.total} answers), p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms, ` +
      `${result.timeouts} time-outs, ${result.errors} errors, ${result.non2xx} non-2xx`,
  );
  console.log(`  /api/health/live:  ${summary(liveTimes)}`);
  console.log(`  /api/health/ready: ${summary(readyTimes)}`);
  console.log(
    `  load average: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 10_000));
}

server.kill('SIGTERM');
await exited;
rmSync(dataDir, { recursive: true, force: true });
