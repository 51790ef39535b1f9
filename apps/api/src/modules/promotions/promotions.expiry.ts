import { and, eq, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promotions } from '../../db/schema.ts';

/**
 * Stores 'expired' on promotions whose end date has passed (decision 043). Every answer already shows
 * them as expired (the effective status), so nothing anyone sees changes: no audit row, no
 * updated_at. What it keeps right is the stored status of all but the rows lapsed since the last
 * pass, which the status sort, the status filter and the statistics read from their indexes. An
 * approved promotion waits until its vendor has been told (`expiry_notified_at`): the expiry mail is
 * chosen by its stored 'active'. Reads the lapsed rows first (`(status, end_date)` index), at most
 * EXPIRE_BATCH_SIZE, so a pass with nothing to move writes nothing (and empties no read cache).
 */
export async function expireLapsedPromotions(db: Db, today: string): Promise<number> {
  const lapsed = and(
    inArray(promotions.status, ['active', 'inactive', 'pending']),
    lt(promotions.endDate, today),
    or(ne(promotions.status, 'active'), isNotNull(promotions.expiryNotifiedAt)),
  );
  const due = await db.select({ id: promotions.id }).from(promotions).where(lapsed).limit(EXPIRE_BATCH_SIZE);
  if (due.length === 0) return 0;
  const moved = await db
    .update(promotions)
    .set({ status: 'expired' })
    .where(
      and(
        lapsed,
        inArray(
          promotions.id,
          due.map(({ id }) => id),
        ),
      ),
    )
    .returning({ id: promotions.id });
  return moved.length;
}

/** Promotions one pass stores as expired at most (a first pass on an old database has many). */
const EXPIRE_BATCH_SIZE = 500;

/**
 * Approved promotions whose end date has passed and whose vendor has not been told: at most `limit`
 * of them are marked told (`expiry_notified_at` = `now`) and their ids returned, for the expiry
 * notice written in the same transaction (`db`). Rows another process holds are skipped, so each
 * vendor is told once; `expireLapsedPromotions` stores 'expired' only once the mark is there.
 */
export async function markLapsedForNotice(
  db: Db,
  today: string,
  now: Date,
  limit: number,
): Promise<string[]> {
  const lapsed = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        eq(promotions.status, 'active'),
        lt(promotions.endDate, today),
        isNull(promotions.expiryNotifiedAt),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  if (lapsed.length === 0) return [];
  const ids = lapsed.map(({ id }) => id);
  await db.update(promotions).set({ expiryNotifiedAt: now }).where(inArray(promotions.id, ids));
  return ids;
}
