import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, rowsOf } from '../db/client.ts';
import { vendors } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { cachedReads } from './read-cache.ts';

// Decision 080: a cached read is coherent only if every table it reads from is declared, and every
// declared table announces its writes (the levera_notify_change trigger of migration 0002). Each
// ReadCache registers its sample read; here the database says which tables that read really touched.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(); // builds every route module, so every cache is declared
});
afterAll(async () => {
  await t?.close();
});

/**
 * The tables `read` scanned, by the database's own count of this transaction's scans, before and
 * after (PGlite does not start each transaction's counts from zero).
 */
async function tablesTouchedBy(read: (db: Db) => Promise<unknown>): Promise<string[]> {
  return t.database.db.transaction(async (tx) => {
    const scans = async () =>
      new Map(
        rowsOf<{ table: string; scans: string }>(
          await tx.execute(sql`select relname as table,
            (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::text as scans from pg_stat_xact_user_tables`),
        ).map((row) => [row.table, Number(row.scans)]),
      );
    const before = await scans();
    await read(tx as unknown as Db);
    const after = await scans();
    return [...after].filter(([table, count]) => count > (before.get(table) ?? 0)).map(([table]) => table);
  });
}

async function tablesWithChangeTrigger(): Promise<string[]> {
  const rows = rowsOf<{ table: string }>(
    await t.database.db.execute(sql`select distinct c.relname as table from pg_trigger g
      join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid
      where p.proname = 'levera_notify_change' and not g.tgisinternal and g.tgenabled <> 'D'`),
  );
  return rows.map((row) => row.table);
}

/** What is wrong with a cached read's table list, in words ([] when nothing). */
async function problemsOf(name: string, tables: readonly string[], read: (db: Db) => Promise<unknown>) {
  const announced = new Set(await tablesWithChangeTrigger());
  const problems: string[] = [];
  for (const table of await tablesTouchedBy(read)) {
    if (!tables.includes(table)) problems.push(`${name} reads ${table} but does not declare it`);
  }
  for (const table of tables) {
    if (!announced.has(table)) problems.push(`${name} declares ${table}, which has no change trigger`);
  }
  return problems;
}

describe('the tables of the cached reads', () => {
  it('are declared, and each one announces its writes', async () => {
    expect(cachedReads.size).toBeGreaterThan(0);
    for (const [name, { tables, sample }] of cachedReads) {
      expect(await problemsOf(name, tables, sample)).toEqual([]);
    }
  });

  it('a read of a table it does not declare, or a table without the trigger, is found', async () => {
    const readsVendors = (db: Db) => db.select().from(vendors).limit(1);
    expect(await problemsOf('a careless cache', ['offers'], readsVendors)).toEqual([
      'a careless cache reads vendors but does not declare it',
    ]);
    expect(await problemsOf('another', ['vendors', 'audit_log'], readsVendors)).toEqual([
      'another declares audit_log, which has no change trigger',
    ]);
  });
});
