// A bulk action on 1,000 items (issue 34 §7, decision 069), on the embedded database as `npm start`
// runs it (PGlite in its worker thread) and on the local PostgreSQL: the time of one
// POST /api/{partners,queries,promotions}/bulk of 1,000 items against the web app's request timeout,
// with the machine's load average and a control (1,000 sequential `select 1`, which no change of the
// bulk code touches) taken just before each, so runs on a busy shared machine can be compared.
//
//   node --import tsx bench/api/bulk.ts                      # both databases
//   BENCH_DATABASES=postgres node --import tsx bench/api/bulk.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { type Database, openDatabase, rowsOf } from '../../apps/api/src/db/client.ts';
import { readEnv } from '../../apps/api/src/env.ts';
import { upsertAdmin } from '../../apps/api/src/seed/bootstrap.ts';
import { REQUEST_TIMEOUT_MS } from '../../packages/domain/src/index.ts';
import { createHandshakeHeader } from '../../packages/domain/src/handshake.ts';
import {
  adminUrl,
  apiHeaders,
  benchAdmin as ADMIN,
  dropDatabase,
  freshDatabase,
  signIn,
} from '../lib/bench-support.mjs';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 1000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const PG_NAME = process.env.BENCH_DB ?? 'levera_bench_bulk';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function open(
  kind: string,
): Promise<{ database: Database; env: ReturnType<typeof readEnv>; done: () => Promise<void> }> {
  const key = randomBytes(32).toString('hex');
  if (kind === 'postgres') {
    const url = await freshDatabase(PG_NAME);
    const database = await openDatabase({ kind: 'postgres', url, poolMax: 10 });
    const env = readEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      DATA_ENCRYPTION_KEY: key,
    });
    return { database, env, done: () => dropDatabase(PG_NAME) };
  }
  // As `npm start` runs it: a data directory on disk, PGlite in its worker thread (decision 045).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'levera-bench-bulk-'));
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    thread: 'worker',
    statementTimeoutMs: 8000,
  });
  const env = readEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATA_ENCRYPTION_KEY: key,
  });
  return { database, env, done: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** `ITEMS` pending applications, new queries and pending promotions (of one vendor), fresh each round. */
async function seed(
  database: Database,
  round: number,
): Promise<Record<string, { id: string; status: string }[]>> {
  const run = <T>(query: ReturnType<typeof sql>) =>
    database.db.execute(query).then((result) => rowsOf<T>(result));
  const tag = `${round}-${randomBytes(3).toString('hex')}`;
  const partners = await run<{ id: string; status: string }>(sql`
    insert into partner_applications (case_number, type, status, first_name, last_name, email, phone, city,
      vehicle, terms_accepted_at, language)
    select 'R-B' || ${tag}::text || '-' || n, 'rider', 'pending', 'Anna', 'Bulk' || n,
           'bulk' || ${tag}::text || '-' || n || '@example.se', '+46701234567', 'Katrineholm', 'Bicycle', now(), 'sv'
    from generate_series(1, ${ITEMS}::int) as n
    returning id, status`);
  const queries = await run<{ id: string; status: string }>(sql`
    insert into support_queries (case_number, type, first_name, email, subject, message)
    select 'Q-B' || ${tag}::text || '-' || n, 'customer', 'Kund', 'kund' || n || '@example.se', 'inquiries',
           'Hej! En fråga om beställning ' || n || '.'
    from generate_series(1, ${ITEMS}::int) as n
    returning id, status`);
  const [vendor] = await run<{ id: string }>(sql`
    insert into vendors (vendor_name, email, password_hash, status)
    values ('Bulkbutik ' || ${tag}::text, 'vendor-' || ${tag}::text || '@example.se', 'not-a-hash', 'active')
    returning id`);
  const promotions = await run<{ id: string; status: string }>(sql`
    insert into promotions (vendor_id, title, description, discount_type, discount_value, start_date, end_date)
    select ${vendor!.id}::uuid, 'Rabatt ' || n, 'Rabatt på allt', 'percentage', 10,
           current_date, current_date + 30
    from generate_series(1, ${ITEMS}::int) as n
    returning id, status`);
  return { partners, queries, promotions };
}

/** The control: 1,000 sequential round trips of `select 1` on the same database. */
async function control(database: Database): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < 1000; i++) await database.db.execute(sql`select 1`);
  return performance.now() - started;
}

console.log(`Bulk actions of ${ITEMS} items; the web app gives up after ${seconds(REQUEST_TIMEOUT_MS)}.`);
console.log(`PostgreSQL: ${adminUrl}; node ${process.version}\n`);
const actions = [
  ['partners', 'approve'],
  ['queries', 'resolved'],
  ['promotions', 'approve'],
] as const;
for (const kind of DATABASES) {
  const { database, env, done } = await open(kind);
  const app = await buildApp({ env, database });
  await upsertAdmin(database.db, ADMIN.email, ADMIN.password);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const token: string = await signIn(address, createHandshakeHeader, 'admin', ADMIN);

  console.log(`${kind}`);
  console.log(
    `${'request'.padEnd(34)} ${'time'.padStart(8)}  done  control (1,000 × select 1)  load average`,
  );
  // Round 1 warms the code paths up; round 2 is the figure.
  for (const round of [1, 2]) {
    const rows = await seed(database, round);
    for (const [resource, action] of actions) {
      const controlMs = await control(database);
      const loadBefore = load();
      const started = performance.now();
      const answer = await fetch(`${address}/api/${resource}/bulk`, {
        method: 'POST',
        headers: apiHeaders(createHandshakeHeader, token),
        body: JSON.stringify({
          action,
          items: rows[resource]!.map((row) => ({ id: row.id, expectedStatus: row.status })),
          language: 'en',
        }),
      });
      const body = (await answer.json()) as { done?: number };
      const took = performance.now() - started;
      if (answer.status !== 200) throw new Error(`${resource}: ${answer.status} ${JSON.stringify(body)}`);
      if (round === 1) continue;
      const name = `POST /api/${resource}/bulk ${action}`;
      console.log(
        `${name.padEnd(34)} ${seconds(took).padStart(8)}  ${String(body.done).padStart(4)}  ${seconds(controlMs).padStart(26)}  ${loadBefore} → ${load()}`,
      );
    }
  }
  console.log('');
  await app.close();
  await database.close();
  await done();
}
