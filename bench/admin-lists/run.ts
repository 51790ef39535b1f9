// Admin lists at scale (issue 18 §1 and §3, decision 035): sorted first pages and CSV exports at
// 100,000 rows per list on PostgreSQL.
//
// 1. creates a fresh PostgreSQL database and applies the migrations (the app's own start-up code);
// 2. seeds 100,000 rows in each of support_queries, partner_applications, promotions and vendors
//    with one INSERT … SELECT generate_series each, then VACUUM ANALYZE;
// 3. starts the real API (buildApp + listen on loopback) with its read caches bypassed (their
//    change feed reports itself not live, so every request reads the database) and signs in;
// 4. times the first page of every list for every sort column, both directions, with and without a
//    status filter, one request at a time: p50/p95 per scenario;
// 5. exports each list in full (100,000 rows) and samples the process's RSS and heap meanwhile.
//
// Run: `node --import tsx bench/admin-lists/run.ts` from the root (after `npm install`). Needs
// PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); the database
// `levera_bench_admin_lists` is dropped and recreated, and dropped at the end unless BENCH_KEEP=1.
// BENCH_ROWS and BENCH_SAMPLES change the size. Not part of `npm test`.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../apps/api/src/app.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { readEnv } from '../../apps/api/src/env.ts';
import { upsertAdmin } from '../../apps/api/src/seed/bootstrap.ts';
import { createHandshakeHeader } from '../../packages/domain/src/handshake.ts';
import {
  PARTNER_SORTS,
  PROMOTION_SORTS,
  QUERY_SORTS,
  VENDOR_SORTS,
} from '../../packages/domain/src/schemas/list-queries.ts';
import { dropDatabase, freshDatabase, withClient } from '../lib/bench-support.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const WARM_UP = 5;
const TARGET_P95_MS = 50;
const DB = 'levera_bench_admin_lists';
const ADMIN = { email: 'bench-admin@levera.test', password: 'bench-password' };

console.log(`Creating database ${DB}…`);
const dbUrl = new URL(await freshDatabase(DB));
const opened = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolMax: 10 });
// Uncached: a feed that is not live makes every read cache read through (lib/read-cache.ts).
const changes = Object.create(opened.changes) as typeof opened.changes;
Object.defineProperty(changes, 'live', { get: () => false });
const database = { ...opened, changes };

console.log(`Seeding ${ROWS.toLocaleString('en')} rows per list…`);
let started = performance.now();
await withClient(dbUrl.toString(), async (client) => {
  await client.query(
    `insert into vendors (vendor_name, email, password_hash, status, created_at, updated_at)
     select (array['Pizzeria','Café','Livs','Apotek','Sushi','Bageri','Kiosk','Grill'])[1 + n % 8] || ' ' || n,
            'vendor' || n || '@example.se', 'not-a-hash',
            (array['active','active','active','inactive','suspended'])[1 + n % 5],
            now() - n * interval '1 minute', now() - n * interval '1 minute'
     from generate_series(1, $1::int) as n`,
    [ROWS],
  );
  await client.query(
    `insert into promotions (vendor_id, title, description, discount_type, discount_value, start_date, end_date,
       status, created_at, updated_at)
     select v.id, (array['Sommar','Höst','Vinter','Vår','Helg','Lunch'])[1 + n % 6] || 'rabatt ' || n,
            'Rabatt på allt', 'percentage', 10 + n % 40,
            current_date - (n % 400), current_date - (n % 400) + 30 + n % 200,
            (array['pending','active','active','inactive','expired'])[1 + n % 5],
            now() - n * interval '1 minute', now() - n * interval '1 minute'
     from generate_series(1, $1::int) as n
     join (select id, row_number() over () as r from vendors limit 1000) v on v.r = 1 + n % 1000`,
    [ROWS],
  );
  await client.query(
    `insert into support_queries (case_number, type, first_name, last_name, email, subject, message, status,
       created_at, updated_at)
     select 'CQ-2025-' || lpad(n::text, 6, '0'), (array['customer','driver','store','vendor'])[1 + n % 4],
            'Kund', 'Nummer ' || n, 'kund' || n || '@example.se',
            (array['Leverans','Betalning','Konto','Reklamation','Övrigt'])[1 + n % 5] || ' ' || n,
            'Hej! Jag har en fråga om min beställning nummer ' || n || '.',
            (array['created','inProgress','resolved','closed'])[1 + n % 4],
            now() - n * interval '1 minute', now() - n * interval '1 minute'
     from generate_series(1, $1::int) as n`,
    [ROWS],
  );
  await client.query(
    `insert into partner_applications (case_number, type, status, first_name, last_name, email, phone, city,
       vehicle, national_id, terms_accepted_at, language, created_at, updated_at)
     select 'R-2025-' || lpad(n::text, 6, '0'), case when n % 3 = 0 then 'vendor' else 'rider' end,
            (array['pending','approved','approved','rejected','inactive'])[1 + n % 5],
            (array['Anna','Erik','Sara','Johan','Maria','Lars','Emma','Karl'])[1 + n % 8],
            (array['Andersson','Johansson','Karlsson','Nilsson','Eriksson','Larsson'])[1 + (n * 7) % 6] || n,
            'applicant' || n || '@example.se', '+46701234567', 'Katrineholm', 'Bicycle',
            to_char(date '1950-01-01' + n % 20000, 'YYYYMMDD') || '-' || lpad((n / 20000)::text, 4, '0'),
            now(), 'sv', now() - n * interval '1 minute', now() - n * interval '1 minute'
     from generate_series(1, $1::int) as n`,
    [ROWS],
  );
  await client.query('vacuum analyze vendors, promotions, support_queries, partner_applications');
});
console.log(`Seeded and vacuumed in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const env = readEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: dbUrl.toString() });
const app = await buildApp({ env, database });
await upsertAdmin(database.db, ADMIN.email, ADMIN.password);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const headers = (token?: string) => ({
  'content-type': 'application/json',
  'x-app-handshake': createHandshakeHeader(),
  ...(token && { authorization: `Bearer ${token}` }),
});
const login = await fetch(`${address}/api/admin/login`, {
  method: 'POST',
  headers: headers(),
  body: JSON.stringify(ADMIN),
});
const token = ((await login.json()) as { token: string }).token;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

// ---------------------------------------------------------------- sorted first pages

/** `BENCH_PARTS=exports` skips the first pages (e.g. to export under a small heap limit). */
const parts = (process.env.BENCH_PARTS ?? 'pages,exports').split(',');

const lists = [
  { path: '/api/queries', sorts: QUERY_SORTS, filter: { status: 'resolved' } },
  { path: '/api/partners', sorts: PARTNER_SORTS, filter: { type: 'rider', status: 'pending' } },
  { path: '/api/promotions', sorts: PROMOTION_SORTS, filter: { status: 'active' } },
  { path: '/api/vendors', sorts: VENDOR_SORTS, filter: { status: 'suspended' } },
];
/** `BENCH_LISTS=promotions,vendors` times only those lists. */
const only = process.env.BENCH_LISTS?.split(',');
const benched = lists.filter((list) => !only || only.some((name) => list.path.endsWith(name)));

console.log(`\nFirst page (20 rows), ${SAMPLES} sequential requests per scenario after ${WARM_UP} warm-up`);
console.log(`${'scenario'.padEnd(62)}      p50        p95`);
let worst = { name: '', p95: 0 };
const all: number[] = [];
for (const list of parts.includes('pages') ? benched : []) {
  for (const sort of list.sorts) {
    for (const order of ['asc', 'desc']) {
      for (const filter of [{}, list.filter]) {
        const query = new URLSearchParams({ sort, order, ...filter, language: 'en' });
        const url = `${address}${list.path}?${query}`;
        const times: number[] = [];
        for (let i = 0; i < WARM_UP + SAMPLES; i++) {
          started = performance.now();
          const response = await fetch(url, { headers: headers(token) });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
          if (i >= WARM_UP) times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        all.push(...times);
        const name = `${list.path} ${sort} ${order}${Object.keys(filter).length ? ` ${JSON.stringify(filter)}` : ''}`;
        const p95 = percentile(times, 95);
        if (p95 > worst.p95) worst = { name, p95 };
        console.log(`${name.padEnd(62)}  ${ms(percentile(times, 50))}  ${ms(p95)}`);
      }
    }
  }
}
all.sort((a, b) => a - b);
if (all.length)
  console.log(`${'all scenarios'.padEnd(62)}  ${ms(percentile(all, 50))}  ${ms(percentile(all, 95))}`);
if (all.length)
  console.log(`Slowest p95: ${worst.name} (${worst.p95.toFixed(1)} ms); target < ${TARGET_P95_MS} ms`);

// ---------------------------------------------------------------- exports and memory

console.log(`\nExports of ${ROWS.toLocaleString('en')} rows (process memory sampled every 20 ms)`);
for (const list of parts.includes('exports') ? benched : []) {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  started = performance.now();
  const response = await fetch(`${address}${list.path}/export.csv?language=sv`, { headers: headers(token) });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const mb = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `${`${list.path}/export.csv`.padEnd(32)} ${String(lines - 1).padStart(7)} rows  ${mb(bytes).padStart(6)}` +
      `  ${seconds.toFixed(1)} s  RSS ${mb(before.rss)} → peak ${mb(peakRss)}  heap ${mb(before.heapUsed)} → peak ${mb(peakHeap)}`,
  );
}

await app.close();
await opened.close();
if (process.env.BENCH_KEEP !== '1') await dropDatabase(DB);
