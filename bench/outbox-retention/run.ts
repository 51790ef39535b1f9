import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { readEnv } from '../../apps/api/src/env.ts';
import { finishedRowsDelete } from '../../apps/api/src/jobs/outbox-retention.ts';
import { loadAverage, sampleProcess, startBuiltApi, usageLine, withClient } from '../lib/bench-support.mjs';
import { dropUnlessKept, openBenchDatabase } from '../lib/database.ts';

// The mail outbox's retention delete (decision 054) on PostgreSQL with an old, full outbox: the plan
// of one batch (EXPLAIN from this process), then the production build in a process of its own
// (NODE_ENV=production, the default log level: bench/lib) deleting the backlog with its own jobs,
// watched from outside: the rows left, read from the database every BENCH_WATCH_MS; the server's
// memory and CPU time from /proc/<pid>; and its passes from the log lines it writes for each
// (`npm run build -w apps/api` first; BENCH_BUILD_ROOT measures another checkout's build).

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DB = process.env.BENCH_DB ?? 'levera_bench_outbox';
/** The server's job cadence (MAIL_POLL_MS; 2000 ms in production): short, so the backlog goes in minutes. */
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 10);
const WATCH_MS = Number(process.env.BENCH_WATCH_MS ?? 250);
/** The backlog is gone when the count has not moved for this long. */
const SETTLED_MS = 5000;
const DAY_MS = 24 * 60 * 60_000;

const { url: dbUrl, database } = await openBenchDatabase(DB);
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
await withClient(dbUrl, async (client) => {
  await client.query(
    `insert into mail_outbox (kind, recipient, language, data, status, attempts, next_attempt_at, created_at, sent_at, digested_at)
     select (array['queryReceived','applicationReceived','applicationDecided','queryResponse','promotionDecided'])[1 + n % 5],
            'person' || n || '@example.se', 'sv',
            jsonb_build_object('caseNumber', 'Q-' || n, 'firstName', 'Sara'),
            s.status, 1,
            -- pending ones wait in a back-off past the run, so the server's delivery leaves them
            case when s.status = 'pending' then now() + interval '1 day' else at + interval '1 minute' end, at,
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
  const lines = await withClient(dbUrl, async (client) => {
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

// ---------------------------------------------------------------- the production server deletes it

const count = () =>
  withClient(dbUrl, async (client) => {
    const { rows } = await client.query('select count(*)::int as rows from mail_outbox');
    return rows[0].rows as number;
  });
const rowsBefore = await count();
console.log(
  `\nThe production server, its jobs every ${POLL_MS} ms, until the count stops moving for ${SETTLED_MS} ms:`,
);
console.log(`  load average at the start: ${loadAverage()}`);
const server = await startBuiltApi({
  port: Number(process.env.BENCH_PORT ?? 4619),
  databaseUrl: dbUrl,
  env: {
    MAIL_POLL_MS: String(POLL_MS),
    ADMIN_NOTIFY_EMAIL: 'ops@levera.test',
    // The e-mails it writes (the digest) go to files in a folder of the run, not the checkout's.
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'levera-bench-outbox-')),
  },
});
// The jobs start when the server is ready; from here on the work is the server's.
const usage = sampleProcess(server.pid);
started = performance.now();
let left = await count();
let movedAt = performance.now();
while (performance.now() - movedAt < SETTLED_MS) {
  await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
  const current = await count();
  if (current !== left) movedAt = performance.now();
  left = current;
}
const seen = usage();
const backlogMs = movedAt - started;
await server.stop();

// Its log: one line per pass that deleted rows ('… past their retention deleted', with the count).
const passes = readFileSync(server.logFile, 'utf8')
  .split('\n')
  .filter((line) => line.includes('past their retention deleted'))
  .map((line) => JSON.parse(line) as { time: number; deleted: number });
const gaps = passes
  .slice(1)
  .map((pass, index) => pass.time - passes[index]!.time)
  .sort((a, b) => a - b);
const at = (q: number) => gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))] ?? 0;
const deleted = passes.reduce((sum, pass) => sum + pass.deleted, 0);
// The jobs start as the server gets ready, so the first passes may come before the bench sees it
// ready: the log's first and last deleting pass bound the work too.
const logSpanMs = passes.length ? passes.at(-1)!.time - passes[0]!.time : 0;
console.log(
  `  ${(rowsBefore - left).toLocaleString('en')} rows gone (the log counts ${deleted.toLocaleString('en')} in ${passes.length} passes) ` +
    `in ${(backlogMs / 1000).toFixed(1)} s from ready to the last change seen (the log: ${(logSpanMs / 1000).toFixed(1)} s from the first deleting pass to the last); ${left.toLocaleString('en')} left`,
);
console.log(
  `  between two deleting passes (the log's times: every job of the pass and the ${POLL_MS} ms wait): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${gaps.at(-1) ?? 0} ms`,
);
console.log(`  ${usageLine(seen)}`);
console.log(`  load average at the end: ${loadAverage()}`);

await withClient(dbUrl, (client) => client.query('vacuum analyze mail_outbox'));
await plan('Sent rows once none is past its retention', 'sent', retention.sentDays);
await plan('Failed rows once none is past its retention', 'failed', retention.failedDays);

await database.close();
await dropUnlessKept(DB);
