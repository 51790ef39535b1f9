import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from './client.ts';

// Periodic clean-up of rows that no rule reads any more (decision 008): expired sessions and
// rate-limit windows that have ended (sign-in attempts are rate-limit counters too, decision 009).
// The session clean-up job (jobs/session-clean-up.ts) runs it in every process; that is safe
// because each batch deletes only rows nobody else is deleting (`for update skip locked`), and a
// row that a concurrent request just renewed no longer matches the outer condition, so it stays.

/** Rows per delete statement: short statements, so the clean-up never holds many locks for long. */
const BATCH_SIZE = 1000;

export type CleanUpCounts = { sessions: number; rateLimits: number };

/** Deletes, in batches, every row that is past its use at `now`. Returns how many went. */
export async function cleanUp(db: Db, now: Date, batchSize = BATCH_SIZE): Promise<CleanUpCounts> {
  return {
    // Deleting a session tells every process's session cache to start again (decision 006), even
    // when no row goes: so only when there is something to delete.
    sessions: (await exists(db, sql`select 1 from sessions where expires_at <= ${now} limit 1`))
      ? await deleteExpired(db, batchSize, now, {
          table: 'sessions',
          key: 'token_hash',
          endsAt: 'expires_at',
        })
      : 0,
    rateLimits: await deleteExpired(db, batchSize, now, {
      table: 'rate_limits',
      key: 'key',
      endsAt: 'reset_at',
    }),
  };
}

/** Deletes, in batches, the rows of `table` whose `endsAt` column is at or before `now`. */
function deleteExpired(
  db: Db,
  batchSize: number,
  now: Date,
  names: { table: string; key: string; endsAt: string },
): Promise<number> {
  const table = sql.identifier(names.table);
  const key = sql.identifier(names.key);
  const endsAt = sql.identifier(names.endsAt);
  return deleteInBatches(
    db,
    batchSize,
    (limit) => sql`
      delete from ${table} where ${endsAt} <= ${now} and ${key} in (
        select ${key} from ${table} where ${endsAt} <= ${now}
        limit ${limit} for update skip locked)`,
  );
}

async function exists(db: Db, query: ReturnType<typeof sql>): Promise<boolean> {
  return rowsOf(await db.execute(query)).length > 0;
}

async function deleteInBatches(
  db: Db,
  batchSize: number,
  statement: (limit: number) => ReturnType<typeof sql>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const result = (await db.execute(statement(batchSize))) as {
      rowCount?: number | null;
      affectedRows?: number;
    };
    // node-postgres answers rowCount, PGlite affectedRows.
    const deleted = Number(result.rowCount ?? result.affectedRows ?? 0);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
