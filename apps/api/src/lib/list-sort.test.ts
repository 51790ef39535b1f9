import { and, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { vendors } from '../db/schema.ts';
import { vendorSort } from '../modules/vendors/vendors.sort.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { continuationColumns, EXPORT_BATCH_SIZE, keysetBatches } from './list-sort.ts';

// keysetBatches, what every CSV export reads with (decision 077): the next batch is read while the
// caller writes this one, and a batch that fails reaches the caller that goes on, never as an
// unhandled rejection for one that stopped (vitest fails a run on an unhandled rejection).
let database: Database;
let drop: () => Promise<void>;
const ROWS = EXPORT_BATCH_SIZE * 2 + 500;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.db.execute(sql`
    insert into ${vendors} (vendor_name, email, password_hash, status)
    select 'Batch ' || lpad(n::text, 5, '0'), 'batch' || n || '@example.se', 'x', 'active'
    from generate_series(1, ${ROWS}::int) as n`);
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** The vendors by name, batch by batch; `failFrom`: the batch (0 the first) whose read fails. */
function vendorBatches(reads: { count: number }, failFrom = Number.POSITIVE_INFINITY) {
  const sort = vendorSort({ sort: 'vendorName', order: 'asc' });
  return keysetBatches(database.db, sort, (continueAfter) => {
    const failing = reads.count++ >= failFrom;
    return database.db
      .select({ id: vendors.id, vendorName: vendors.vendorName, ...continuationColumns(sort) })
      .from(vendors)
      .where(and(continueAfter, failing ? sql`1 / 0 = 1` : undefined))
      .$dynamic();
  });
}

describe('keysetBatches', () => {
  it('reads every row once, in order, and asks for the next batch before the caller has written this one', async () => {
    const reads = { count: 0 };
    const readsWhenAnswered: number[] = [];
    const names: string[] = [];
    for await (const batch of vendorBatches(reads)) {
      readsWhenAnswered.push(reads.count);
      names.push(...batch.map((row) => row.vendorName));
    }
    expect(names).toHaveLength(ROWS);
    expect(names[0]).toBe('Batch 00001');
    expect(names.at(-1)).toBe(`Batch ${String(ROWS).padStart(5, '0')}`);
    expect(new Set(names).size).toBe(ROWS);
    // Each full batch is answered with the next one already asked for; the last, short one alone.
    expect(readsWhenAnswered).toEqual([2, 3, 3]);
  });

  it('gives a later batch’s failure to the caller that reads on', async () => {
    const batches = vendorBatches({ count: 0 }, 1);
    expect((await batches.next()).value).toHaveLength(EXPORT_BATCH_SIZE);
    await expect(batches.next()).rejects.toThrow();
  });

  it('leaves no unhandled rejection when the caller stops before a failed batch is read', async () => {
    const reads = { count: 0 };
    const batches = vendorBatches(reads, 1);
    expect((await batches.next()).value).toHaveLength(EXPORT_BATCH_SIZE);
    expect(reads.count).toBe(2);
    // The client went away: the stream ends the generator with the failed read still pending.
    await batches.return(undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
