import { type AdminCounts, todayInStockholm } from '@levera/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowCounts } from '../../db/schema.ts';
import { promotionStats } from '../promotions/promotions.service.ts';

/** The tables the admin counts read from: a change to any of them may change the counts. */
export const COUNTED_TABLES: ReadonlySet<string> = new Set([
  'support_queries',
  'partner_applications',
  'promotions',
]);

/**
 * What waits for an admin (issue 17 §2): unread queries, pending partner applications and pending
 * promotions (pending and not past their end date, the effective status every promotion answer
 * shows), with each list's total. Read from counters kept by triggers in the same transaction as
 * every write (decision 053: `row_counts` for queries and applications, the promotion statistics'
 * counters of decision 043), so a recount reads a few rows at any size and stays exact, which the
 * lists' "N new" needs (a difference of two estimates says nothing).
 */
export async function readAdminCounts(db: Db, now: Date): Promise<AdminCounts> {
  const [counted, promotionCounts] = await Promise.all([
    db
      .select()
      .from(rowCounts)
      .where(inArray(rowCounts.tableName, ['support_queries', 'partner_applications'])),
    promotionStats(db, todayInStockholm(now)),
  ]);
  const rows = (table: string, bucket?: string) =>
    counted
      .filter((row) => row.tableName === table && (bucket === undefined || row.bucket === bucket))
      .reduce((sum, row) => sum + Number(row.rows), 0);
  return {
    queries: { unread: rows('support_queries', 'false'), total: rows('support_queries') },
    partners: { pending: rows('partner_applications', 'pending'), total: rows('partner_applications') },
    promotions: { pending: promotionCounts.counts.pending, total: promotionCounts.total },
  };
}
