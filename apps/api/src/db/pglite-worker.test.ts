import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readEnv } from '../env.ts';
import { exitCodeOf, get, post, startApiProcess, stopApiProcess } from '../test/processes.ts';
import {
  call,
  createTestDatabaseForProcesses,
  embeddedOnlySuitesSkipped,
  migratedPgliteTemplate,
  postgresOnly,
  testDatabaseUrl,
} from '../test/test-app.ts';
import { type Database, type DatabaseOptions, openDatabase, rowsOf } from './client.ts';

// The embedded database in its worker thread, reached through node-postgres on a private unix socket
// (decision 045): what production runs without DATABASE_URL. The other API tests use PGlite in their
// own thread (quicker to start from the migrated template, decision 038); these run the worker.

const folders: string[] = [];
function newDataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'levera-pglite-worker-'));
  folders.push(folder);
  return path.join(folder, 'data');
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// A migrated data directory to start from (decision 038): the run's template on PGlite runs; on
// PostgreSQL runs there is none, so one is made here (creating a data directory costs seconds).
let template: Blob;
beforeAll(async () => {
  template = await migratedPgliteTemplate();
}, 180_000);

/** The embedded database in its worker, on a new data directory copied from the template. */
const openWorker = (
  dataDir = newDataDir(),
  options: Pick<
    Extract<DatabaseOptions, { kind: 'pglite' }>,
    'statementTimeoutMs' | 'onStatementTimeout'
  > = {},
) => openDatabase({ kind: 'pglite', dataDir, loadDataDir: template, thread: 'worker', ...options });

/** The e-mails of the stored contact queries, in order. */
const storedEmails = async (database: Database) =>
  rowsOf<{ email: string }>(
    await database.db.execute(sql`select email from support_queries order by email`),
  ).map((row) => row.email);

/** `storedEmails` of a data directory opened again (`options`) after the last user closed it. */
async function emailsOnReopening(options: DatabaseOptions) {
  const database = await openDatabase(options);
  try {
    return await storedEmails(database);
  } finally {
    await database.close();
  }
}

const insertQuery = (email: string) => sql`
  insert into support_queries (case_number, type, first_name, last_name, email, subject, message)
  values (${`CQ-2026-${email.slice(0, 6)}`}, 'customer', 'Anna', 'Nilsson', ${email}, 'Leverans', 'Var är min mat?')`;

describe.skipIf(embeddedOnlySuitesSkipped)(
  'the embedded database in a worker thread (decision 045)',
  { timeout: 60_000 },
  () => {
    it('migrates, searches with pg_trgm, reports changes before the barrier resolves, and keeps its data after a restart', async () => {
      const dataDir = newDataDir();
      const first = await openWorker(dataDir);
      try {
        const heard: string[] = [];
        first.changes.subscribe((change) => heard.push(change));
        expect(first.changes.live).toBe(true);
        await first.db.execute(insertQuery('anna@example.se'));
        await first.changes.barrier();
        expect(heard).toContain('support_queries');
        const similar = rowsOf<{ similar: boolean }>(
          await first.db.execute(sql`select 'Nilsson' % 'Nilson' as similar`),
        );
        expect(similar[0]!.similar).toBe(true);
        await first.ping();
        expect(first.poolStats()).toMatchObject({ total: 1 });
      } finally {
        await first.close();
      }
      expect(first.changes.live).toBe(false);

      expect(await emailsOnReopening({ kind: 'pglite', dataDir, thread: 'worker' })).toEqual([
        'anna@example.se',
      ]);
    });

    it('rolls back a failed transaction, takes row locks, and reports a constraint error as PostgreSQL does', async () => {
      const database = await openWorker();
      try {
        const failed = database.db.transaction(async (tx) => {
          await tx.execute(insertQuery('rolled@example.se'));
          throw new Error('changed my mind');
        });
        await expect(failed).rejects.toThrow('changed my mind');
        await database.db.execute(insertQuery('kept@example.se'));
        const locked = await database.db.transaction(async (tx) =>
          rowsOf<{ email: string }>(
            await tx.execute(sql`select email from support_queries order by email for update skip locked`),
          ),
        );
        expect(locked).toEqual([{ email: 'kept@example.se' }]);
        // The same case number again: unique violation, code 23505 on the driver's error.
        const duplicate = await database.db.execute(insertQuery('kept@example.se')).catch((error) => error);
        expect((duplicate as { cause?: { code?: string } }).cause?.code).toBe('23505');
        // The connection is usable after the error.
        const count = rowsOf<{ n: number }>(
          await database.db.execute(sql`select count(*)::int as n from support_queries`),
        );
        expect(count).toEqual([{ n: 1 }]);
      } finally {
        await database.close();
      }
    });

    it('leaves this thread free while a long statement runs', async () => {
      const database = await openWorker();
      try {
        let ticks = 0;
        const timer = setInterval(() => ticks++, 10);
        const started = performance.now();
        await database.db.execute(sql`select count(*) from generate_series(1, 3000000) as n where n % 7 = 0`);
        const took = performance.now() - started;
        clearInterval(timer);
        // In this thread the statement would block the event loop: not one tick until it is over.
        expect(took).toBeGreaterThan(100);
        expect(ticks).toBeGreaterThanOrEqual(Math.min(5, Math.floor(took / 40)));
      } finally {
        await database.close();
      }
    });
  },
);

// A statement PGlite would run for hours (10^10 rows), and PostgreSQL too.
const RUNAWAY = sql`select count(*) from generate_series(1, 100000) as a, generate_series(1, 100000) as b`;
const TIMEOUT_MS = 500;
/** The watchdog's limit for every other statement: a busy machine's first writes take longer than TIMEOUT_MS. */
const RELAXED_MS = 60_000;

/**
 * The embedded database's watchdog at RELAXED_MS, lowered to TIMEOUT_MS by `arm` just before the
 * statement it must stop and raised again as soon as it stopped it (before the statements waiting
 * behind it run on the new worker), so the outcome does not depend on the machine's load.
 */
function watchdog() {
  let limit = RELAXED_MS;
  return {
    options: {
      statementTimeoutMs: () => limit,
      onStatementTimeout: () => {
        limit = RELAXED_MS;
      },
    },
    arm: () => {
      limit = TIMEOUT_MS;
    },
  };
}

/**
 * The API on `database`, with test-only routes that run the runaway statement through the usual
 * path; `arm` is called just before it.
 */
async function appWithRunaway(database: Database, arm: () => void = () => {}) {
  const app = await buildApp({ env: readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database });
  const config = { auth: 'public' as const };
  app.get('/api/test/runaway', { config }, async () => {
    arm();
    await database.db.execute(RUNAWAY);
    return { finished: true };
  });
  // A write, then the runaway statement, in one transaction.
  app.post('/api/test/runaway-after-write', { config }, async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(insertQuery('rolled@example.se'));
      arm();
      await tx.execute(RUNAWAY);
    });
    return { finished: true };
  });
  await app.ready();
  return app;
}

/**
 * What a request answers when its statement runs past the timeout, on PostgreSQL (checked below)
 * as on the embedded database: busy, try again shortly (DESIGN.md §10 "operations"), not a 500.
 */
const STATEMENT_TIMEOUT_ANSWER = {
  status: 503,
  retryAfter: '5',
  error: 'The service is busy. Please try again in a moment.',
  code: 'service_busy',
};
const answerOf = (answer: Awaited<ReturnType<typeof call>>) => ({
  status: answer.status,
  retryAfter: answer.headers['retry-after'],
  error: answer.body?.error,
  code: answer.body?.code,
});

const timed = async <T>(work: Promise<T>) => {
  const started = performance.now();
  const result = await work;
  return { ...result, ms: performance.now() - started };
};

describe.skipIf(embeddedOnlySuitesSkipped)(
  'a statement past DATABASE_STATEMENT_TIMEOUT_MS on the embedded database (decision 055)',
  {
    timeout: 90_000,
  },
  () => {
    it('fails it as PostgreSQL does, restarts the worker, serves the requests waiting behind it, and keeps the data', async () => {
      const limit = watchdog();
      const database = await openWorker(newDataDir(), limit.options);
      const app = await appWithRunaway(database, limit.arm);
      try {
        await database.db.execute(insertQuery('before@example.se'));
        const heard: string[] = [];
        database.changes.subscribe((change) => heard.push(change));

        const runaway = timed(call(app, '/api/test/runaway'));
        // Sent while it runs: they wait for the one connection, then for the new worker.
        await new Promise((resolve) => setTimeout(resolve, 100));
        const behind = Array.from({ length: 3 }, () => timed(call(app, '/api/offers/active')));
        const ended = await runaway;
        expect(answerOf(ended)).toEqual(STATEMENT_TIMEOUT_ANSWER);
        expect(ended.ms).toBeGreaterThanOrEqual(TIMEOUT_MS);
        expect(ended.ms).toBeLessThan(TIMEOUT_MS + 4000);
        for (const answer of await Promise.all(behind)) expect(answer.status).toBe(200);

        // The new worker: ready, the change feed live again, and the data written before is there.
        expect((await call(app, '/api/health/ready')).status).toBe(200);
        expect(database.changes.live).toBe(true);
        expect(heard).toContain('*');
        expect(await storedEmails(database)).toEqual(['before@example.se']);

        // A transaction ended that way is rolled back, and the database keeps serving.
        const inTransaction = await call(app, '/api/test/runaway-after-write', { method: 'POST' });
        expect(answerOf(inTransaction)).toEqual(STATEMENT_TIMEOUT_ANSWER);
        await database.db.execute(insertQuery('after@example.se'));
        expect(await storedEmails(database)).toEqual(['after@example.se', 'before@example.se']);
      } finally {
        await app.close();
        await database.close();
      }
    });

    it('ends a statement that sleeps as well as one that computes', async () => {
      const limit = watchdog();
      const database = await openWorker(newDataDir(), limit.options);
      try {
        limit.arm();
        const started = performance.now();
        const error = await database.db.execute(sql`select pg_sleep(60)`).catch((caught) => caught);
        expect((error as { cause?: { code?: string } }).cause?.code).toBe('57014');
        expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 4000);
        expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
      }
    });
  },
);

describe.skipIf(!testDatabaseUrl)(
  postgresOnly('a statement past DATABASE_STATEMENT_TIMEOUT_MS on PostgreSQL'),
  () => {
    it('answers what the embedded database answers', async () => {
      const { url, drop } = await createTestDatabaseForProcesses();
      const database = await openDatabase({ kind: 'postgres', url, statementTimeoutMs: TIMEOUT_MS });
      const app = await appWithRunaway(database);
      try {
        const ended = await timed(call(app, '/api/test/runaway'));
        expect(answerOf(ended)).toEqual(STATEMENT_TIMEOUT_ANSWER);
        expect(ended.ms).toBeLessThan(TIMEOUT_MS + 4000);
        const inTransaction = await call(app, '/api/test/runaway-after-write', { method: 'POST' });
        expect(answerOf(inTransaction)).toEqual(STATEMENT_TIMEOUT_ANSWER);
        expect(await storedEmails(database)).toEqual([]);
      } finally {
        await app.close();
        await database.close();
        await drop();
      }
    });
  },
);

describe.skipIf(embeddedOnlySuitesSkipped)(
  'the API process on the embedded database (npm start without DATABASE_URL)',
  () => {
    it('answers, stops on SIGTERM with everything written, and starts again on the same data', {
      timeout: 120_000,
    }, async () => {
      const dataDir = newDataDir();
      // Copied from the template here, so that the process does not spend its start-up creating one.
      await (await openDatabase({ kind: 'pglite', dataDir, loadDataDir: template })).close();
      const env = { DATA_DIR: dataDir, DATABASE_URL: '', SHUTDOWN_DRAIN_MS: '0' };
      const first = await startApiProcess(env);
      try {
        const sent = await post(first.base, '/api/queries', {
          requesterType: 'customer',
          firstName: 'Anna',
          lastName: 'Nilsson',
          email: 'anna@example.se',
          phoneNumber: '070-123 45 67',
          subject: 'inquiries',
          message: 'Var är min beställning? Den skulle komma klockan tolv.',
          language: 'sv',
        });
        expect(sent.status, JSON.stringify(sent.body)).toBe(201);
        expect((await get(first.base, '/api/health/ready')).status).toBe(200);
        first.child.kill('SIGTERM');
        expect(await exitCodeOf(first.child), first.output()).toBe(0);
      } finally {
        await stopApiProcess(first);
      }

      const second = await startApiProcess(env);
      try {
        expect((await get(second.base, '/api/health/ready')).status).toBe(200);
        second.child.kill('SIGTERM');
        expect(await exitCodeOf(second.child), second.output()).toBe(0);
      } finally {
        await stopApiProcess(second);
      }
      expect(await emailsOnReopening({ kind: 'pglite', dataDir })).toEqual(['anna@example.se']);
    });
  },
);
