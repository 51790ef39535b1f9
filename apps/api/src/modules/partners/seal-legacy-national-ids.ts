import { asc, eq, isNotNull } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { partnerApplications } from '../../db/schema.ts';
import { uniqueViolationConstraint } from '../../lib/database-errors.ts';
import type { DataKeyring } from '../../lib/personal-data-crypto.ts';
import { canonicalPersonnummer, type NationalIdColumns, nationalIdColumns } from './national-id.ts';

// Personnummer stored in clear before migration 0016 (issue 32, decision 058): each start seals
// what is still in the old `national_id` column and empties it (expand/contract: a later release
// drops the column). In batches, each its own short transaction, the rows chosen with
// `for update skip locked`: several processes starting at once seal different rows, and a second
// run finds nothing to do.

export const SEAL_BATCH_SIZE = 500;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The batch loop of sealing and re-sealing: each batch is its own transaction, in which `choose`
 * reads at most `batchSize` rows `for update skip locked` and `each` writes every one of them, until
 * a batch comes back short. Answers how many rows were chosen.
 */
export async function inLockedBatches<Row>(
  db: Db,
  batchSize: number,
  choose: (tx: Tx) => Promise<Row[]>,
  each: (tx: Tx, row: Row) => Promise<void>,
): Promise<number> {
  let chosen = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await choose(tx);
      for (const row of rows) await each(tx, row);
      return rows.length;
    });
    chosen += count;
    // Fewer than a batch: no row is left that another transaction does not hold.
    if (count < batchSize) return chosen;
  }
}

/**
 * A batch for inLockedBatches' `choose`: at most `batchSize` of the rows `query` selects, in the order
 * of `id`, `for update skip locked` (rows another transaction holds are another run's).
 */
export function lockedBatch<Query extends PgSelect>(query: Query, id: PgColumn, batchSize: number) {
  return query.orderBy(asc(id)).limit(batchSize).for('update', { skipLocked: true });
}

/** What sealing reads of an application besides its personnummer: to write it and to report it. */
export const applicationKeys = {
  id: partnerApplications.id,
  status: partnerApplications.status,
  caseNumber: partnerApplications.caseNumber,
};

/**
 * Writes a row's sealed personnummer (and empties the legacy column). Its hash, as any pending
 * application's, is under the unique index of pending duplicates: when another pending application
 * already has it (two pending applications of one person, stored while the index looked at the old
 * column or at another key's hash), the row is stored without its hash, which only a search by the
 * personnummer and duplicate detection read. Answers whether the hash was kept.
 */
export async function writeSealedNationalId(
  tx: Tx,
  row: { id: string; status: string },
  columns: NationalIdColumns,
): Promise<boolean> {
  const write = (
    db: Tx,
    values: Omit<NationalIdColumns, 'nationalIdHash'> & { nationalIdHash: string | null },
  ) =>
    db
      .update(partnerApplications)
      .set({ ...values, legacyNationalId: null })
      .where(eq(partnerApplications.id, row.id));
  if (row.status !== 'pending') {
    await write(tx, columns);
    return true;
  }
  try {
    // A savepoint: a unique violation ends only this statement, not the batch's transaction.
    await tx.transaction(async (savepoint) => {
      await write(savepoint, columns);
    });
    return true;
  } catch (error) {
    if (uniqueViolationConstraint(error) !== 'partners_pending_national_id_uq') throw error;
    await write(tx, { ...columns, nationalIdHash: null });
    return false;
  }
}

export type LegacySealReport = {
  /** Rows sealed by this run. */
  sealed: number;
  /** Case numbers of rows stored without their hash (a pending duplicate has it). */
  withoutHash: string[];
  /** Rows still in clear afterwards: held by another process (sealing them) or a transaction. */
  left: number;
};

/** Seals every personnummer still in the legacy column, `batchSize` rows per transaction. */
export async function sealLegacyNationalIds(
  db: Db,
  keyring: DataKeyring,
  options: { now?: Date; batchSize?: number } = {},
): Promise<LegacySealReport> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? SEAL_BATCH_SIZE;
  const report: LegacySealReport = { sealed: 0, withoutHash: [], left: 0 };
  const inClear = isNotNull(partnerApplications.legacyNationalId);
  report.sealed = await inLockedBatches(
    db,
    batchSize,
    (tx) =>
      lockedBatch(
        tx
          .select({ ...applicationKeys, legacy: partnerApplications.legacyNationalId })
          .from(partnerApplications)
          .where(inClear)
          .$dynamic(),
        partnerApplications.id,
        batchSize,
      ),
    async (tx, row) => {
      if (!row.legacy?.trim()) {
        // Nothing to seal: an empty text is no personnummer.
        await tx
          .update(partnerApplications)
          .set({ legacyNationalId: null })
          .where(eq(partnerApplications.id, row.id));
        return;
      }
      const columns = nationalIdColumns(keyring, canonicalPersonnummer(row.legacy, now));
      if (!(await writeSealedNationalId(tx, row, columns))) report.withoutHash.push(row.caseNumber);
    },
  );
  report.left = await db.$count(partnerApplications, inClear);
  return report;
}
