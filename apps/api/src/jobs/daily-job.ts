import { todayInStockholm } from '@levera/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, rowsOf } from '../db/client.ts';

import type { Job } from './runner.ts';

// A job that runs once a day across every API process (decision 060). The runner (runner.ts) has each
// process check every DAILY_CHECK_MS; the first check of a Swedish day claims the day with one
// conditional upsert of `app_meta` (`<name>.lastRunDay`), so one process runs the job and the others
// find the day taken. A failed run gives the day back, and the next check (of any process) tries again.

/** How often each process asks whether today's run is still to do. */
export const DAILY_CHECK_MS = 60 * 60_000;
/** The first check after start: soon, but not in the middle of starting up. */
const FIRST_CHECK_MS = 60_000;

export type DailyJob<Result> = Job<Result> & {
  /** When a run last went through, in whichever process; null before the first. /metrics reads it on `Database.monitor`. */
  lastSuccessAt: (reader?: Db) => Promise<Date | null>;
};

export function createDailyJob<Result>(options: {
  /** Names the job in app_meta, in /metrics and in its log lines. */
  name: string;
  db: Db;
  log: FastifyBaseLogger;
  run: (now: Date) => Promise<Result>;
  /** What the log line says of a run: counts, never a person's data. */
  summary: (result: Result) => Record<string, unknown>;
  /** 0: no timer (tests run it through the runner and move the clock). */
  checkMs: number;
  /** The first check after start; FIRST_CHECK_MS unless a test says otherwise. */
  firstCheckMs?: number;
}): DailyJob<Result> {
  const { name, db, log } = options;
  const key = `${name}.lastRunDay`;
  // In the database, not in this process: one process runs the day's pass, and a restart (a deploy)
  // must not make a run that went through look missing.
  const successKey = `${name}.lastSuccessAt`;

  return {
    name,
    everyMs: options.checkMs,
    firstMs: options.firstCheckMs ?? FIRST_CHECK_MS,
    /** Runs the job as of `now` if no process has run it that day; null when the day was taken already. */
    run: async (now) => {
      const day = todayInStockholm(now);
      if (!(await claimDay(db, key, day, now))) return null;
      try {
        const result = await options.run(now);
        await db.execute(sql`
          insert into app_meta (key, value, updated_at) values (${successKey}, to_jsonb(${now.toISOString()}::text), ${now.toISOString()}::timestamptz)
          on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
        log.info({ job: name, day, ...options.summary(result) }, `${name}: daily run done`);
        return result;
      } catch (error) {
        await releaseDay(db, key, day).catch(() => {});
        throw error;
      }
    },
    lastSuccessAt: async (reader = db) => {
      const [row] = rowsOf<{ at: string }>(
        await reader.execute(sql`select value #>> '{}' as at from app_meta where key = ${successKey}`),
      );
      return row ? new Date(row.at) : null;
    },
  };
}

/**
 * Takes `day` for this process: true when the stored day was earlier (or none was stored). One
 * statement, so two processes checking at once cannot both win; a clock behind the others' never
 * moves the day back.
 */
async function claimDay(db: Db, key: string, day: string, now: Date): Promise<boolean> {
  const claimed = await db.execute(sql`
    insert into app_meta (key, value, updated_at) values (${key}, to_jsonb(${day}::text), ${now.toISOString()}::timestamptz)
    on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at
      where app_meta.value #>> '{}' < excluded.value #>> '{}'
    returning key`);
  return rowsOf(claimed).length > 0;
}

/** Gives `day` back after a failed run, so that the next check runs the job again. */
async function releaseDay(db: Db, key: string, day: string): Promise<void> {
  await db.execute(sql`delete from app_meta where key = ${key} and value #>> '{}' = ${day}`);
}
