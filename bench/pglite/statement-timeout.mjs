// Can a statement on the embedded database be stopped (issue 20's leftover, decision 055)?
//
// 1. PGlite in this thread: `set statement_timeout = 500`, then `pg_sleep(3)` and a CPU-bound join
//    of 9 million rows, and whether this thread's timers ran meanwhile.
// 2. PGlite in its worker (decision 045), through node-postgres on the unix socket: the
//    `statement_timeout` connection option, node-postgres' `query_timeout`, a CancelRequest, and when
//    the next connection is served.
// 3. The watchdog (`openDatabase({ thread: 'worker', statementTimeoutMs })`): a runaway statement
//    with statements queued behind it and the readiness probe asked every 100 ms; when each ends,
//    how long the restart takes, whether the data stays, and open files and memory after 5 restarts.
//
// Run: `node --import tsx bench/pglite/statement-timeout.mjs` from the root. Not part of `npm test`.
// BENCH_TIMEOUT_MS (1000): the watchdog's limit in part 3.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';

const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 1000);
const JOIN = 'select count(*) from generate_series(1, 3000) a, generate_series(1, 3000) b';
const RUNAWAY = 'select count(*) from generate_series(1, 100000) a, generate_series(1, 100000) b';
const folder = mkdtempSync(path.join(os.tmpdir(), 'levera-bench-timeout-'));
const since = (started) => `${Math.round(performance.now() - started)} ms`;
const outcome = async (work) => {
  const started = performance.now();
  try {
    await work();
    return `finished after ${since(started)}`;
  } catch (error) {
    const cause = error.cause ?? error; // Drizzle wraps the driver's error
    return `failed after ${since(started)}: ${cause.code ?? ''} ${cause.message}`.replace(':  ', ': ');
  }
};

console.log('1. PGlite in this thread, statement_timeout = 500 ms');
{
  const db = new PGlite();
  await db.exec('set statement_timeout = 500');
  for (const [label, text] of [
    ['pg_sleep(3)', 'select pg_sleep(3)'],
    ['join of 9 million rows', JOIN],
  ]) {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 50);
    console.log(`   ${label}: ${await outcome(() => db.exec(text))}; timer ticks meanwhile: ${ticks}`);
    clearInterval(timer);
  }
  await db.close();
}

console.log('2. PGlite in its worker, through node-postgres');
{
  const socketDir = mkdtempSync(path.join(folder, 'socket-'));
  const worker = new Worker(new URL('../../apps/api/src/db/pglite-worker.mjs', import.meta.url), {
    workerData: {
      migrationsFolder: fileURLToPath(new URL('../../apps/api/src/db/migrations', import.meta.url)),
      socketDir,
      channel: 'levera_changes',
      runningSince: new BigInt64Array(new SharedArrayBuffer(8)),
    },
  });
  await new Promise((resolve, reject) =>
    worker.on('message', (m) => (m.type === 'ready' ? resolve() : m.type === 'failed' && reject(m.message))),
  );
  const connect = async (options = {}) => {
    const client = new pg.Client({ host: socketDir, port: 5432, user: 'postgres', ...options });
    client.on('error', () => {});
    await client.connect();
    return client;
  };
  let client = await connect({ statement_timeout: 500 });
  const shown = (await client.query('show statement_timeout')).rows[0].statement_timeout;
  console.log(`   statement_timeout: 500 as a connection option: the session shows ${shown}`);
  console.log(`   pg_sleep(3) with it: ${await outcome(() => client.query('select pg_sleep(3)'))}`);
  await client.end();

  client = await connect({ query_timeout: 500 });
  const started = performance.now();
  console.log(
    `   pg_sleep(3), query_timeout 500: ${await outcome(() => client.query('select pg_sleep(3)'))}`,
  );
  void client.end();
  const next = await connect();
  await next.query('select 1');
  console.log(`   the next connection served ${since(started)} after the sleep began`);
  await next.end();

  client = await connect();
  const { processID, secretKey } = client;
  const sleeping = outcome(() => client.query('select pg_sleep(3)'));
  setTimeout(() => {
    // A CancelRequest, as psql sends it: length 16, code 80877102, the backend's id and key.
    const cancel = net.connect(path.join(socketDir, '.s.PGSQL.5432'), () => {
      const message = Buffer.alloc(16);
      message.writeInt32BE(16, 0);
      message.writeInt32BE(80877102, 4);
      message.writeInt32BE(processID ?? 0, 8);
      message.writeInt32BE(secretKey ?? 0, 12);
      cancel.end(message);
    });
    cancel.on('error', () => {});
  }, 500);
  console.log(`   pg_sleep(3), CancelRequest after 500 ms: ${await sleeping}`);
  await client.end();
  await worker.terminate();
}

console.log(`3. The watchdog, statementTimeoutMs = ${TIMEOUT_MS}`);
{
  const openFiles = () => readdirSync('/proc/self/fd').length;
  const restarts = [];
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(folder, 'data'),
    thread: 'worker',
    statementTimeoutMs: TIMEOUT_MS,
    onStatementTimeout: ({ restartMs }) => restarts.push(restartMs),
  });
  await database.db.execute(sql`create table kept (n int)`);
  await database.db.execute(sql`insert into kept select generate_series(1, 1000)`);
  const files = openFiles();
  const rss = process.memoryUsage().rss;

  const probes = [];
  const probing = setInterval(() => {
    const started = performance.now();
    database.ping().then(
      () => probes.push({ ms: performance.now() - started }),
      (error) => probes.push({ failed: error.message, ms: performance.now() - started }),
    );
  }, 100);
  const started = performance.now();
  const runaway = outcome(() => database.db.execute(sql.raw(RUNAWAY)));
  await new Promise((resolve) => setTimeout(resolve, 100));
  const behind = Array.from({ length: 5 }, () => outcome(() => database.db.execute(sql`select 1`)));
  console.log(`   the runaway statement: ${await runaway}`);
  for (const answer of await Promise.all(behind)) console.log(`   a statement queued behind it: ${answer}`);
  console.log(`   all answered ${since(started)} after the runaway began; restart took ${restarts[0]} ms`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  clearInterval(probing);
  const outcomes = new Map();
  for (const probe of probes)
    outcomes.set(probe.failed ?? 'answered', (outcomes.get(probe.failed ?? 'answered') ?? 0) + 1);
  const failed = [...outcomes].map(([outcome, count]) => `${count} ${outcome}`).join(', ');
  const slowest = Math.round(Math.max(...probes.map((probe) => probe.ms)));
  console.log(`   readiness probes every 100 ms: ${failed}; slowest ${slowest} ms`);
  const [{ count }] = (await database.db.execute(sql`select count(*)::int as count from kept`)).rows;
  console.log(`   rows written before: ${count} of 1000`);

  for (let n = 0; n < 4; n++) await database.db.execute(sql.raw(RUNAWAY)).catch(() => {});
  await database.db.execute(sql`select 1`);
  const grown = Math.round((process.memoryUsage().rss - rss) / 1e6);
  console.log(
    `   after 5 restarts (${restarts.join(', ')} ms): open files ${files} → ${openFiles()}, RSS change ${grown} MB`,
  );
  await database.close();
}
rmSync(folder, { recursive: true, force: true });
