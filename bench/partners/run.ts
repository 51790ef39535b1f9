// Partner list benchmark (issue 5, DESIGN.md §8): "a 100,000-application table answers a filtered,
// searched page in under 50 ms at the 95th percentile".
//
// 1. creates a fresh PostgreSQL database and applies the migrations (the app's own start-up code);
// 2. seeds 100,000 rider and vendor applications of realistic variety in one INSERT … SELECT, then
//    VACUUM ANALYZE (the state autovacuum keeps a table in);
// 3. starts the production build of the API (`apps/api/dist/main.js`) on it in a process of its own,
//    NODE_ENV=production and the default log level (bench/lib: startBuiltApi), and signs in as an admin;
// 4. times GET /api/partners pages (type and status filters plus a search) over HTTP, one request at
//    a time, and prints p50/p95/p99 per scenario and overall, with the server's memory and CPU time
//    read from /proc/<pid> meanwhile.
//
// Run: `npm run build -w apps/api && node --import tsx bench/partners/run.ts` from the root (or
// `npm run bench` in bench/partners); BENCH_BUILD_ROOT measures another checkout's build.
// Needs PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); the
// database `levera_bench_partners` is dropped and recreated, and dropped again at the end unless
// BENCH_KEEP=1. Not part of `npm test`.
import { performance } from 'node:perf_hooks';
import { loadAverage, sampleProcess, usageLine, withClient } from '../lib/bench-support.mjs';
import { startApiSignedIn } from '../lib/admin-api.ts';
import { dropUnlessKept, openBenchDatabase } from '../lib/database.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const WARM_UP = 20;
const TARGET_P95_MS = 50;
const DB = process.env.BENCH_DB ?? 'levera_bench_partners';
const PORT = Number(process.env.BENCH_PORT ?? 4614);

// ---------------------------------------------------------------- database and data

const { url: dbUrl, database } = await openBenchDatabase(DB, { poolMax: 10 });

console.log(`Seeding ${ROWS.toLocaleString('en')} applications…`);
let started = performance.now();
// Every third applicant a vendor; statuses weighted like a real backlog (mostly decided, a fifth
// pending); names from common Swedish first and last names, so a name search matches many rows.
await withClient(dbUrl, (client) =>
  client.query(
    `
    with first_names(a) as (select array['Anna','Erik','Sara','Johan','Maria','Lars','Emma','Karl','Elin','Oskar',
           'Amir','Fatima','Mohammed','Sofia','Nils','Ida','Ali','Hanna','Lucas','Maja']),
         last_names(a) as (select array['Andersson','Johansson','Karlsson','Nilsson','Eriksson','Larsson','Olsson',
           'Persson','Svensson','Gustafsson','Pettersson','Jonsson','Jansson','Hansson','Bengtsson','Lindberg',
           'Jakobsson','Magnusson','Lindström','Olofsson','Lindqvist','Lindgren','Berg','Axelsson','Hassan']),
         cities(a) as (select array['Katrineholm','Stockholm','Gothenburg','Malmö','Uppsala','Västerås']),
         vehicles(a) as (select array['Car','MotorBike','Bicycle']),
         kinds(a) as (select array['restaurant','grocery','retail','pharmacy','other']),
         stores(a) as (select array['Pizzeria','Café','Livs','Apotek','Sushi','Bageri','Kiosk','Grill','Thai','Deli'])
    insert into partner_applications (case_number, type, status, first_name, last_name, email, phone, city, vehicle,
      national_id_masked, is_swedish, age_confirmed, store_name, business_type, org_number, org_name, terms_accepted_at,
      language, created_at, updated_at)
    select (case when n % 3 = 0 then 'V' else 'R' end) || '-2025-' || lpad(n::text, 6, '0'),
           case when n % 3 = 0 then 'vendor' else 'rider' end,
           case when n % 10 < 2 then 'pending' when n % 10 < 6 then 'approved'
                when n % 10 < 9 then 'rejected' else 'inactive' end,
           f.a[1 + (n * 7) % 20], l.a[1 + (n * 13) % 25],
           'applicant' || n || '@example.se',
           '+467' || (n % 4)::text || lpad(((n * 7919) % 10000000)::text, 7, '0'),
           case when n % 3 <> 0 then c.a[1 + n % 6] end,
           case when n % 3 <> 0 then v.a[1 + n % 3] end,
           -- Masked, as every answer shows it; the list reads no sealed value or hash (decision 058).
           case when n % 3 <> 0 then (1960 + n % 45)::text || lpad((1 + n % 12)::text, 2, '0')
             || lpad((1 + n % 28)::text, 2, '0') || '-****' end,
           case when n % 3 <> 0 then n % 5 <> 0 end,
           case when n % 3 <> 0 then true end,
           case when n % 3 = 0 then s.a[1 + n % 10] || ' ' || l.a[1 + (n * 13) % 25] || ' ' || n end,
           case when n % 3 = 0 then k.a[1 + n % 5] end,
           case when n % 3 = 0 then (556000 + n % 100000)::text || '-' || lpad((n % 10000)::text, 4, '0') end,
           case when n % 3 = 0 then l.a[1 + (n * 13) % 25] || ' Handel ' || n || ' AB' end,
           now() - (n || ' minutes')::interval,
           case when n % 2 = 0 then 'sv' else 'en' end,
           now() - (n || ' minutes')::interval,
           now() - (n || ' minutes')::interval
    from generate_series(1, $1::int) as n, first_names f, last_names l, cities c, vehicles v, kinds k, stores s`,
    [ROWS],
  ),
);
// What autovacuum does to a table in service: statistics, and the visibility map that lets counts be
// answered from the indexes alone (a freshly bulk-loaded table has neither).
await withClient(dbUrl, (client) => client.query('vacuum analyze partner_applications'));
console.log(`Seeded and vacuumed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await database.close();

// ---------------------------------------------------------------- the production server

const server = await startApiSignedIn({ port: PORT, databaseUrl: dbUrl });
console.log(`Server ready (log: ${server.logFile}); load average ${loadAverage()}`);

/** A GET of `path` in the admin's session: its status and JSON answer. */
async function request(path: string) {
  const response = await fetch(server.base + path, { headers: server.headers() });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

// ---------------------------------------------------------------- scenarios

const scenarios: { name: string; query: Record<string, string> }[] = [
  {
    name: 'pending vendors, search a last name (≈1 in 25 rows)',
    query: { type: 'vendor', status: 'pending', q: 'lindqvist' },
  },
  {
    name: 'pending riders, search a full name (no match)',
    query: { type: 'rider', status: 'pending', q: 'sara nilsson' },
  },
  { name: 'all approved, search a first name', query: { status: 'approved', q: 'fatima' } },
  { name: 'all types, search an e-mail', query: { q: 'applicant4242@example.se' } },
  { name: 'riders, search a phone number as typed', query: { type: 'rider', q: '071-000 79 19' } },
  { name: 'vendors, search a store name', query: { type: 'vendor', q: 'pizzeria lindberg' } },
  { name: 'vendors, search an organisation number', query: { type: 'vendor', q: '556030 0030' } },
  { name: 'all, search a case number', query: { q: 'R-2025-031337' } },
  {
    name: 'rejected riders, search a name, page 3',
    query: { type: 'rider', status: 'rejected', q: 'erik', page: '3' },
  },
  { name: 'all, no search, page 50 (deep paging)', query: { status: 'rejected', page: '50' } },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

console.log(
  `\nGET /api/partners, ${SAMPLES} sequential requests per scenario after ${WARM_UP} warm-up requests`,
);
// "first": the scenario's first request, which no read cache can have answered (where the build keeps
// one for the list, the repeats after it are answered from memory, and p50–p99 time that).
console.log(`${'scenario'.padEnd(56)}  ${'total'.padStart(7)}    first      p50        p95        p99`);
const all: number[] = [];
let failed = false;
const usage = sampleProcess(server.pid);
for (const scenario of scenarios) {
  const path = `/api/partners?${new URLSearchParams({ pageSize: '20', ...scenario.query, language: 'en' })}`;
  let total = 0;
  let first = 0;
  for (let i = 0; i < WARM_UP; i++) {
    started = performance.now();
    const answer = await request(path);
    if (i === 0) first = performance.now() - started;
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    total = answer.body.total as number;
  }
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    started = performance.now();
    const answer = await request(path);
    times.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  const p95 = percentile(times, 95);
  if (p95 >= TARGET_P95_MS) failed = true;
  console.log(
    `${scenario.name.padEnd(56)}  ${String(total).padStart(7)}  ${ms(first)}  ${ms(percentile(times, 50))}  ${ms(p95)}  ${ms(percentile(times, 99))}`,
  );
}
all.sort((a, b) => a - b);
console.log(
  `${'all scenarios'.padEnd(56)}  ${''.padStart(7)}  ${''.padStart(9)}  ${ms(percentile(all, 50))}  ${ms(percentile(all, 95))}  ${ms(percentile(all, 99))}`,
);
console.log(`${usageLine(usage())}; load average at the end ${loadAverage()}`);
console.log(`\nTarget: p95 < ${TARGET_P95_MS} ms for every scenario → ${failed ? 'NOT MET' : 'met'}`);

await server.stop();
await dropUnlessKept(DB);
process.exitCode = failed ? 1 : 0;
