import type { PromotionSort, SortOrder } from '@levera/domain';
import { type SQL, sql } from 'drizzle-orm';
import { promotions } from '../../db/schema.ts';
import { type ListSort, type SortKey, sortKey } from '../../lib/list-sort.ts';

// The sortable columns of the admin promotion list (PROMOTION_SORTS, decision 035). The status is
// the effective one every answer shows (past its end date: expired), so it depends on today.
const effectiveStatus = (today: string): SQL =>
  sql`(case when ${promotions.endDate} < ${today}::date then 'expired' else ${promotions.status} end)`;

export function promotionSort(query: { sort: PromotionSort; order: SortOrder }, today: string): ListSort {
  const keys: Record<PromotionSort, () => SortKey[]> = {
    createdAt: () => [sortKey.timestamptz(promotions.createdAt)],
    title: () => [sortKey.text(promotions.title)],
    startDate: () => [sortKey.date(promotions.startDate)],
    endDate: () => [sortKey.date(promotions.endDate)],
    status: () => [sortKey.text(effectiveStatus(today))],
  };
  return { keys: keys[query.sort](), id: promotions.id, order: query.order };
}
