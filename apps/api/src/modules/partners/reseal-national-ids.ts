import { and, asc, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerApplications } from '../../db/schema.ts';
import {
  currentSealPrefix,
  type DataKeyring,
  open,
  sealedKeyId,
  UnknownDataKeyError,
} from '../../lib/personal-data-crypto.ts';
import { nationalIdColumns } from './national-id.ts';
import {
  type LegacySealReport,
  SEAL_BATCH_SIZE,
  sealLegacyNationalIds,
  writeSealedNationalId,
} from './seal-legacy-national-ids.ts';

// `npm run data-key:rotate` (decision 058): every personnummer sealed with a key other than
// DATA_ENCRYPTION_KEY is opened with its key (one of DATA_ENCRYPTION_PREVIOUS_KEYS), sealed and
// hashed again with the current one. In batches with `for update skip locked`, like the start-up's
// sealing of legacy values: two runs at once share the work, and a second run finds nothing to do.

/** A row whose sealed value could not be opened: its key is not configured, or it was altered. */
export type UnopenedRow = { caseNumber: string; keyId: string | null; reason: 'unknownKey' | 'unreadable' };

export type ResealReport = {
  /** Values still in the legacy clear column, sealed first. */
  legacy: LegacySealReport;
  /** Values sealed with an earlier key, now sealed with the current one. */
  resealed: number;
  /** Case numbers of re-sealed rows stored without their hash (a pending duplicate has it). */
  withoutHash: string[];
  unopened: UnopenedRow[];
  /** Values still under another key afterwards, held by another run or a transaction. */
  left: number;
};

/** Seals every personnummer that is not yet sealed with the current key (`keyring.current`). */
export async function resealNationalIds(
  db: Db,
  keyring: DataKeyring,
  options: { batchSize?: number } = {},
): Promise<ResealReport> {
  const batchSize = options.batchSize ?? SEAL_BATCH_SIZE;
  const legacy = await sealLegacyNationalIds(db, keyring, { batchSize });
  const report: ResealReport = { legacy, resealed: 0, withoutHash: [], unopened: [], left: 0 };
  const prefix = currentSealPrefix(keyring);
  const underAnotherKey = and(
    isNotNull(partnerApplications.nationalIdSealed),
    sql`left(${partnerApplications.nationalIdSealed}, ${prefix.length}) <> ${prefix}`,
  );
  // Rows that cannot be opened stay as they are and are not chosen again.
  const unopenedIds: string[] = [];
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: partnerApplications.id,
          status: partnerApplications.status,
          caseNumber: partnerApplications.caseNumber,
          sealed: partnerApplications.nationalIdSealed,
        })
        .from(partnerApplications)
        .where(
          unopenedIds.length > 0
            ? and(underAnotherKey, notInArray(partnerApplications.id, unopenedIds))
            : underAnotherKey,
        )
        .orderBy(asc(partnerApplications.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        const sealed = row.sealed ?? '';
        let personnummer: string;
        try {
          personnummer = open(keyring, sealed);
        } catch (error) {
          unopenedIds.push(row.id);
          report.unopened.push({
            caseNumber: row.caseNumber,
            keyId: sealedKeyId(sealed),
            reason: error instanceof UnknownDataKeyError ? 'unknownKey' : 'unreadable',
          });
          continue;
        }
        const columns = nationalIdColumns(keyring, personnummer);
        if (!(await writeSealedNationalId(tx, row, columns))) report.withoutHash.push(row.caseNumber);
        report.resealed++;
      }
      return rows.length;
    });
    if (count < batchSize) break;
  }
  report.left = (await db.$count(partnerApplications, underAnotherKey)) - report.unopened.length;
  return report;
}
