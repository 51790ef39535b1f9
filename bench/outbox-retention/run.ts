import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../../apps/api/src/db/client.ts';
import { readEnv } from '../../apps/api/src/env.ts';
import { deleteFinishedMail, finishedRowsDelete } from '../../apps/api/src/jobs/outbox-retention.ts';
import { adminUrl, dropDatabase, freshDatabase, withClient } from '../lib/bench-support.mjs';

// The mail outbox's retention delete (decision 054) on PostgreSQL with an old, full outbox: the plan
// of one batch, how long each worker pass's batch takes while the backlog goes, and what a pass costs
// once nothing is left to delete (every pass of every process pays that).

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DB = process.env.BENCH_DB ?? 'levera_bench_outbox';
const DAY_MS = 24 * 60 * 60_000;
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${DB}`;

console.log(`Creating database ${DB}…`);
await freshDatabase(DB);
const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolMax: 2 });
const { db } = database;
const env = readEnv({ ADMIN_NOTIFY_EMAIL: 'ops@levera.test' });
const retention = {
  sentDays: env.MAIL_OUTBOX_RETENTION_DAYS,
  failedDays: env.MAIL_OUTBOX_FAILED_RETENTION_DAYS,
  keepUndigested: true,
};

// A year of e-mail, evenly spread: 96 % sent, 2 % failed, 1 % dropped, 1 % pending (waiting in a
// back-off); the "received" ones digested.
console.log(`Seeding ${ROWS} outbox rows over 365 days…`);
let started = performance.now();
await withClient(dbUrl.toString(), async (client) => {
  await client.query(
    `insert into mail_outbox (kind, recipient, language, data, status, attempts, next_attempt_at, created_at, sent_at, digested_at)
     select (array['queryReceived','applicationReceived','applicationDecided','queryResponse','promotionDecided'])[1 + n % 5],
            'person' || n || '@example.se', 'sv',
            jsonb_build_object('caseNumber', 'Q-' || n, 'firstName', 'Sara'),
            s.status, 1, at + interval '1 minute', at,
            case when s.status = 'sent' then at end,
            case when n % 5 < 2 then at end
     from generate_series(1, $1::int) as n,
          lateral (select now() - (n::float / $1) * interval '365 days' as at) as t,
          lateral (select case when n % 100 < 96 then 'sent' when n % 100 < 98 then 'failed'
                               when n % 100 < 99 then 'dropped' else 'pending' end as status) as s`,
    [ROWS],
  );
  await client.query('analyze mail_outbox');
});
console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const now = new Date();
const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
async function plan(label: string, status: 'sent' | 'dropped' | 'failed', days: number) {
  const statement = finishedRowsDelete(db, status, before(days), retention).toSQL();
  // EXPLAIN ANALYZE runs the delete: in a transaction that is rolled back.
  const lines = await withClient(dbUrl.toString(), async (client) => {
    await client.query('begin');
    const explained = await client.query(
      `explain (analyze, buffers, costs off) ${statement.sql}`,
      statement.params,
    );
    await client.query('rollback');
    return explained.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']);
  });
  console.log(`\n${label}:\n${lines.join('\n')}`);
}

await plan(`First batch of sent rows (older than ${retention.sentDays} days)`, 'sent', retention.sentDays);
await plan(
  `First batch of failed rows (older than ${retention.failedDays} days)`,
  'failed',
  retention.failedDays,
);

console.log('\nWorker passes until the backlog is gone (one batch of each per pass):');
const passes: number[] = [];
let deleted = 0;
started = performance.now();
for (;;) {
  const passStarted = performance.now();
  const count = await deleteFinishedMail(db, now, retention);
  passes.push(performance.now() - passStarted);
  deleted += count;
  if (count === 0) break;
}
const backlogMs = performance.now() - started;
const sorted = passes.slice(0, -1).sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
console.log(
  `  ${deleted} rows in ${passes.length - 1} passes, ${(backlogMs / 1000).toFixed(1)} s of delete work; per pass p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
);

await withClient(dbUrl.toString(), (client) => client.query('vacuum analyze mail_outbox'));
await plan('Sent rows once none is past its retention', 'sent', retention.sentDays);
await plan('Failed rows once none is past its retention', 'failed', retention.failedDays);
const empty: number[] = [];
for (let i = 0; i < 50; i++) {
  const passStarted = performance.now();
  await deleteFinishedMail(db, now, retention);
  empty.push(performance.now() - passStarted);
}
empty.sort((a, b) => a - b);
console.log(
  `\nThe delete of a pass with nothing to delete (its three statements): p50 ${empty[25]!.toFixed(2)} ms, max ${empty.at(-1)!.toFixed(2)} ms`,
);
const [{ left }] = rowsOf<{ left: number }>(
  await db.execute(sql`select count(*)::int as left from mail_outbox`),
);
console.log(
  `Rows left: ${left}; load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);

await database.close();
if (process.env.BENCH_KEEP !== '1') await dropDatabase(DB);
