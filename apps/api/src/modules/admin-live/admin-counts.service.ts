import { type AdminCounts, todayInStockholm } from '@levera/domain';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { partnerApplications, promotions, supportQueries } from '../../db/schema.ts';

/** The tables the admin counts read from: a change to any of them may change the counts. */
export const COUNTED_TABLES: ReadonlySet<string> = new Set([
  'support_queries',
  'partner_applications',
  'promotions',
]);

/**
 * What waits for an admin (issue 17 §2): unread queries, pending partner applications and pending
 * promotions (pending and not past their end date, the effective status every promotion answer
 * shows), with each list's total. One round trip of three aggregate subqueries.
 */
export async function readAdminCounts(db: Db, now: Date): Promise<AdminCounts> {
  const today = todayInStockholm(now);
  const result = await db.execute(sql`
    select
      (select count(*) filter (where not ${supportQueries.isRead}) from ${supportQueries})::int as unread_queries,
      (select count(*) from ${supportQueries})::int as queries,
      (select count(*) filter (where ${partnerApplications.status} = 'pending') from ${partnerApplications})::int as pending_partners,
      (select count(*) from ${partnerApplications})::int as partners,
      (select count(*) filter (where ${promotions.status} = 'pending' and ${promotions.endDate} >= ${today}::date)
         from ${promotions})::int as pending_promotions,
      (select count(*) from ${promotions})::int as promotions`);
  const [row] = rowsOf<Record<string, number>>(result);
  if (!row) throw new Error('admin counts: no row');
  return {
    queries: { unread: Number(row.unread_queries), total: Number(row.queries) },
    partners: { pending: Number(row.pending_partners), total: Number(row.partners) },
    promotions: { pending: Number(row.pending_promotions), total: Number(row.promotions) },
  };
}
