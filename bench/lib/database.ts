// The PostgreSQL database of a bench that seeds it from its own process (bench/admin-lists,
// bench/outbox-retention, bench/partners): migrated by the app's own start-up code, as the server
// would, before the bench writes its rows.
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { benchDatabaseUrl, dropDatabase, freshDatabase } from './bench-support.mjs';

/** `BENCH_REUSE=1`: measure a database kept by an earlier run (`BENCH_KEEP=1`) again, without seeding. */
export const reuseDatabase = process.env.BENCH_REUSE === '1';

/**
 * Opens the database `name` on the benchmark server from this process, migrated; drops and creates it
 * first unless `reuse`. Answers its connection string and the opened database.
 */
export async function openBenchDatabase(name: string, { reuse = false, poolMax = 2 } = {}) {
  if (!reuse) {
    console.log(`Creating database ${name}…`);
    await freshDatabase(name);
  }
  const url = benchDatabaseUrl(name);
  return { url, database: await openDatabase({ kind: 'postgres', url, poolMax }) };
}

/** At the end of a run: drops the database `name` unless `BENCH_KEEP=1` keeps it for `BENCH_REUSE`. */
export async function dropUnlessKept(name: string) {
  if (process.env.BENCH_KEEP !== '1') await dropDatabase(name);
}
