import { and, inArray, isNotNull, lt, ne, or } from 'drizzle-orm';
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
