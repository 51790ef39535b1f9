import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { partnerApplications, partnerUpdateRequests } from '../../db/schema.ts';
import {
  currentSealPrefix,
  type DataKeyring,
  open,
  sealedKeyId,
  UnknownDataKeyError,
} from '../../lib/personal-data-crypto.ts';
import { nationalIdColumns } from './national-id.ts';
import {
  applicationKeys,
  inLockedBatches,
  lockedBatch,
  type LegacySealReport,
  SEAL_BATCH_SIZE,
  sealLegacyNationalIds,
  writeSealedNationalId,
} from './seal-legacy-national-ids.ts';

// `npm run data-key:rotate` (decision 058): every personnummer sealed with a key other than
// DATA_ENCRYPTION_KEY, an application's or an update request's (decision 063), is opened with its
// key (one of DATA_ENCRYPTION_PREVIOUS_KEYS), sealed and hashed again with the current one. In batches with `for update skip locked`, like the start-up's
// sealing of legacy values: two runs at once share the work, and a second run finds nothing to do.

/** A row whose sealed value could not be opened: its key is not configured, or it was altered. */
export type UnopenedRow = { caseNumber: string; keyId: string | null; reason: 'unknownKey' | 'unreadable' };

export type ResealReport = {
  /** Values still in the legacy clear column, sealed first. */
  legacy: LegacySealReport;
  /** Values sealed with an earlier key, now sealed with the current one (update requests' too). */
  resealed: number;
  /** Case numbers of re-sealed rows stored without their hash (a pending duplicate has it). */
  withoutHash: string[];
  unopened: UnopenedRow[];
  /** Values still under another key afterwards, held by another run or a transaction. */
  left: number;
};

/**
 * Seals every personnummer that is not yet sealed with the current key (`keyring.current`): those
 * of the applications and those of their update requests (decision 063).
 */
export async function resealNationalIds(
  db: Db,
  keyring: DataKeyring,
  options: { batchSize?: number } = {},
): Promise<ResealReport> {
  const batchSize = options.batchSize ?? SEAL_BATCH_SIZE;
  const legacy = await sealLegacyNationalIds(db, keyring, { batchSize });
  const report: ResealReport = { legacy, resealed: 0, withoutHash: [], unopened: [], left: 0 };
  const prefix = currentSealPrefix(keyring);
  const underAnotherKey = (sealed: PgColumn) =>
    and(isNotNull(sealed), sql`left(${sealed}, ${prefix.length}) <> ${prefix}`);
  // Rows that cannot be opened stay as they are and are not chosen again.
  const unopenedIds: string[] = [];
  const notUnopened = (id: PgColumn) => (unopenedIds.length > 0 ? notInArray(id, unopenedIds) : undefined);

  /** The columns of the row's personnummer sealed with the current key, or null (reported unopened). */
  const resealed = (row: { id: string; caseNumber: string; sealed: string | null }) => {
    const sealed = row.sealed ?? '';
    try {
      return nationalIdColumns(keyring, open(keyring, sealed));
    } catch (error) {
      unopenedIds.push(row.id);
      report.unopened.push({
        caseNumber: row.caseNumber,
        keyId: sealedKeyId(sealed),
        reason: error instanceof UnknownDataKeyError ? 'unknownKey' : 'unreadable',
      });
      return null;
    }
  };

  const applicationsLeft = underAnotherKey(partnerApplications.nationalIdSealed);
  await inLockedBatches(
    db,
    batchSize,
    (tx) =>
      lockedBatch(
        tx
          .select({ ...applicationKeys, sealed: partnerApplications.nationalIdSealed })
          .from(partnerApplications)
          .where(and(applicationsLeft, notUnopened(partnerApplications.id)))
          .$dynamic(),
        partnerApplications.id,
        batchSize,
      ),
    async (tx, row) => {
      const columns = resealed(row);
      if (!columns) return;
      if (!(await writeSealedNationalId(tx, row, columns))) report.withoutHash.push(row.caseNumber);
      report.resealed++;
    },
  );

  // An update request's hash is under no unique index: it is written as it is.
  const requestsLeft = underAnotherKey(partnerUpdateRequests.nationalIdSealed);
  await inLockedBatches(
    db,
    batchSize,
    (tx) =>
      lockedBatch(
        tx
          .select({
            id: partnerUpdateRequests.id,
            caseNumber: partnerUpdateRequests.caseNumber,
            sealed: partnerUpdateRequests.nationalIdSealed,
          })
          .from(partnerUpdateRequests)
          .where(and(requestsLeft, notUnopened(partnerUpdateRequests.id)))
          .$dynamic(),
        partnerUpdateRequests.id,
        batchSize,
      ),
    async (tx, row) => {
      const columns = resealed(row);
      if (!columns) return;
      await tx.update(partnerUpdateRequests).set(columns).where(eq(partnerUpdateRequests.id, row.id));
      report.resealed++;
    },
  );

  const stillLeft =
    (await db.$count(partnerApplications, applicationsLeft)) +
    (await db.$count(partnerUpdateRequests, requestsLeft));
  report.left = stillLeft - report.unopened.length;
  return report;
}
