import { asc, isNotNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { admins } from '../../db/schema.ts';
import {
  currentSealPrefix,
  type DataKeyring,
  open,
  seal,
  sealedKeyId,
} from '../../lib/personal-data-crypto.ts';
import { eq } from 'drizzle-orm';

// `npm run data-key:rotate` (decision 058) re-seals the admins' two-factor secrets too (decision
// 072): they are sealed with the same key as personnummer, and an earlier key removed while a
// secret still needed it would lock that admin out.

export type TwoFactorResealReport = {
  resealed: number;
  /** Admins whose secret could not be opened (its key is not configured, or it was altered). */
  unopened: { adminId: string; keyId: string | null }[];
};

/** Seals every two-factor secret (set up or pending) that is not sealed with the current key. */
export async function resealTwoFactorSecrets(db: Db, keyring: DataKeyring): Promise<TwoFactorResealReport> {
  const prefix = currentSealPrefix(keyring);
  const underAnotherKey = (sealed: PgColumn) =>
    sql`${isNotNull(sealed)} and left(${sealed}, ${prefix.length}) <> ${prefix}`;
  const report: TwoFactorResealReport = { resealed: 0, unopened: [] };
  // Few rows (one per admin): one transaction, each row locked while it is re-sealed.
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: admins.id, secret: admins.twoFactorSecret, pending: admins.twoFactorPendingSecret })
      .from(admins)
      .where(or(underAnotherKey(admins.twoFactorSecret), underAnotherKey(admins.twoFactorPendingSecret)))
      .orderBy(asc(admins.id))
      .for('update');
    for (const row of rows) {
      const again = (sealed: string | null) =>
        sealed === null || sealed.startsWith(prefix) ? sealed : seal(keyring, open(keyring, sealed));
      try {
        await tx
          .update(admins)
          .set({ twoFactorSecret: again(row.secret), twoFactorPendingSecret: again(row.pending) })
          .where(eq(admins.id, row.id));
        report.resealed++;
      } catch {
        const sealed = row.secret && !row.secret.startsWith(prefix) ? row.secret : (row.pending ?? '');
        report.unopened.push({ adminId: row.id, keyId: sealedKeyId(sealed) });
      }
    }
  });
  return report;
}
