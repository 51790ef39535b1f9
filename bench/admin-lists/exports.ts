import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { phoneAsDialledFromSweden } from '../../packages/domain/src/validators.ts';
import { loadAverage, sampleProcess, usageLine, withClient } from '../lib/bench-support.mjs';
import { startApiSignedIn } from '../lib/admin-api.ts';
import { dropUnlessKept, openBenchDatabase, reuseDatabase as REUSE } from '../lib/database.ts';

// The CSV exports at a million rows (issue 38 §5): each export of the production build, in a process
// of its own, against PostgreSQL's own `COPY (select …) TO STDOUT` of the same rows in the same
// order, measured in the same run (psql in a child process, its output counted and dropped). The
// server's memory is read from /proc/<pid> while it streams (sampleProcess), never this process's.

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DB = process.env.BENCH_DB ?? 'levera_bench_exports';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

/** '070-123 45 67', the dialled form of '+4670' || d (seven digits): what the write path stores. */
const DIALLED = `'070-' || substr(d, 1, 3) || ' ' || substr(d, 4, 2) || ' ' || substr(d, 6, 2)`;

// `BENCH_REUSE=1` measures a database kept by an earlier run (`BENCH_KEEP=1`) without seeding it.
const { url: dbUrl, database } = await openBenchDatabase(DB, { reuse: REUSE }); // migrates
await database.close();
if (!REUSE) {
  const started = performance.now();
  console.log(`Seeding ${ROWS.toLocaleString('en')} support queries and partner applications…`);
  await withClient(dbUrl, async (client) => {
    // Cells that make the export work: quotes, separators, line breaks, formula starts, å ä ö, phones.
    await client.query(
      `insert into support_queries (case_number, type, first_name, last_name, email, phone, phone_dialled,
       subject, message, status, language, created_at, updated_at, responded_at)
     select 'CQ-2025-' || lpad(n::text, 7, '0'), (array['customer','driver','store','vendor'])[1 + n % 4],
            'Kund', 'Nummer ' || n, 'kund' || n || '@example.se',
            case when n % 2 = 0 then '+4670' || d end, case when n % 2 = 0 then ${DIALLED} end,
            (array['inquiries','complain','other','Leverans; sen','=Faktura'])[1 + n % 5],
            'Hej! Jag har en fråga om min "beställning" nummer ' || n || E',\\nmed två rader.',
            (array['created','inProgress','resolved','closed'])[1 + n % 4], (array['sv','en'])[1 + n % 2],
            now() - n * interval '1 minute', now() - n * interval '1 minute',
            case when n % 3 = 0 then now() - n * interval '30 second' end
     from generate_series(1, $1::int) as n, lpad((n % 10000000)::text, 7, '0') as d`,
      [ROWS],
    );
    await client.query(
      `insert into partner_applications (case_number, type, status, first_name, last_name, email, phone,
       phone_dialled, city, vehicle, national_id_masked, store_name, business_type, terms_accepted_at, language,
       created_at, updated_at)
     select 'R-2025-' || lpad(n::text, 7, '0'), case when n % 3 = 0 then 'vendor' else 'rider' end,
            (array['pending','approved','approved','rejected','inactive'])[1 + n % 5],
            (array['Anna','Erik','Sara','Johan','Maria','Lars','Emma','Karl'])[1 + n % 8],
            (array['Andersson','Johansson','Karlsson','Nilsson','Eriksson','Larsson'])[1 + (n * 7) % 6] || n,
            'applicant' || n || '@example.se', '+4670' || d, ${DIALLED}, 'Katrineholm',
            case when n % 3 <> 0 then 'Bicycle' end, to_char(date '1950-01-01' + n % 20000, 'YYYYMMDD') || '-****',
            case when n % 3 = 0 then 'Café, ' || n end, case when n % 3 = 0 then 'restaurant' end,
            -- A rejected application is updated (rejected) now: the retention job erases one six months
            -- after its rejection (jobs/retention.ts), which took 147,010 of the million.
            now(), 'sv', now() - n * interval '1 minute',
            case when n % 5 = 3 then now() else now() - n * interval '1 minute' end
     from generate_series(1, $1::int) as n, lpad((n % 10000000)::text, 7, '0') as d`,
      [ROWS],
    );
    await client.query('vacuum analyze support_queries, partner_applications');
    // The dialled form the API stores beside a number it writes (decision 077), checked on a sample.
    for (const table of ['support_queries', 'partner_applications']) {
      const { rows } = await client.query<{ phone: string; phone_dialled: string }>(
        `select phone, phone_dialled from ${table} tablesample system (1) where phone is not null limit 1000`,
      );
      const wrong = rows.find((row) => row.phone_dialled !== phoneAsDialledFromSweden(row.phone));
      if (rows.length === 0 || wrong)
        throw new Error(`${table}: seeded dialled form ${JSON.stringify(wrong)}`);
    }
  });
  console.log(`Seeded and vacuumed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// `npm run build -w apps/api` first (BENCH_BUILD_ROOT: another checkout's build, e.g. the one before).
const server = await startApiSignedIn({
  port: Number(process.env.BENCH_PORT ?? 4619),
  databaseUrl: dbUrl,
  // `BENCH_CPU_PROF=<folder>`: the server writes a V8 CPU profile there when it stops.
  ...(process.env.BENCH_CPU_PROF && {
    env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}` },
  }),
});

/** The same rows and columns in the export's default order (newest first), as PostgreSQL writes them. */
const copies = {
  queries: `select q.case_number, q.type, q.status, q.created_at, q.first_name, q.last_name, q.email, q.phone,
            q.subject, q.category, q.message, q.language, q.responded_at, a.name, q.waiting_since,
            q.first_response_at
            from support_queries q left join admins a on a.id = q.assignee_id
            order by q.created_at desc, q.id desc`,
  partners: `select case_number, type, status, created_at, first_name, last_name, email, phone, city, vehicle,
             national_id_masked, store_name, business_type, org_number, org_name, language
             from partner_applications order by created_at desc, id desc`,
};

/** psql's `COPY (…) TO STDOUT` with CSV, BOM-less: its time and bytes, the output read and dropped. */
function copy(select: string): Promise<{ seconds: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('psql', [dbUrl, '-qAt', '-c', `copy (${select}) to stdout with csv header`], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let bytes = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.byteLength;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve({ seconds: (performance.now() - started) / 1000, bytes })
        : reject(new Error(`psql exited ${code}`)),
    );
  });
}

/** One export over HTTP: its time, bytes and records (CRLF-ended), and the server's memory meanwhile. */
async function exported(path: string) {
  const usage = sampleProcess(server.pid, 20);
  const started = performance.now();
  const response = await fetch(`${server.base}${path}`, { headers: server.headers() });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  let previous = 0; // the byte before the chunk: a CRLF may span two chunks
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1))
      if ((index > 0 ? chunk[index - 1] : previous) === 13) lines++;
    previous = chunk[chunk.length - 1] ?? previous;
  }
  const seconds = (performance.now() - started) / 1000;
  return { seconds, bytes, lines, usage: usage() };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `\nExports of ${ROWS.toLocaleString('en')} rows, ${ROUNDS} rounds; load average ${loadAverage()}`,
);
for (let round = 1; round <= ROUNDS; round++) {
  for (const [list, select] of Object.entries(copies)) {
    const control = await copy(select);
    const load = loadAverage();
    const run = await exported(`/api/${list}/export.csv?language=sv`);
    console.log(
      `round ${round} /api/${list}/export.csv: ${run.lines - 1} rows ${mb(run.bytes)} in ${run.seconds.toFixed(1)} s;` +
        ` COPY ${mb(control.bytes)} in ${control.seconds.toFixed(1)} s → ${(run.seconds / control.seconds).toFixed(1)}×` +
        ` COPY; ${usageLine(run.usage)}; load average ${load}`,
    );
  }
}

await server.stop();
await dropUnlessKept(DB);
