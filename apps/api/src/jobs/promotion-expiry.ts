import { todayInStockholm } from '@levera/domain';
import type { Db } from '../db/client.ts';
import { enqueuePromotionDecisions } from '../mail/outbox.ts';
import { expireLapsedPromotions, markLapsedForNotice } from '../modules/promotions/promotions.expiry.ts';

// Promotion expiry (decisions 032, 043): a promotion whose end date has passed needs no status change
// to be expired, but its vendor is told once, and then its stored status becomes 'expired'. Which
// promotions those are is modules/promotions' rule; this job only runs it and writes the notices.

/** Notices one run writes at most. */
const NOTICE_BATCH_SIZE = 20;

export type PromotionExpiryRun = { notified: number; expired: number };

export async function runPromotionExpiry(db: Db, now: Date): Promise<PromotionExpiryRun> {
  const today = todayInStockholm(now);
  // The mark and the e-mail in one transaction: the vendor is told exactly when the mark is kept.
  const notified = await db.transaction(async (tx) => {
    const ids = await markLapsedForNotice(tx, today, now, NOTICE_BATCH_SIZE);
    await enqueuePromotionDecisions(tx, ids, 'expired');
    return ids.length;
  });
  return { notified, expired: await expireLapsedPromotions(db, today) };
}
