import type { QuerySort, SortOrder } from '@levera/domain';
import { supportQueries } from '../../db/schema.ts';
import { sql } from 'drizzle-orm';
import { type ListSort, type SortKey, sortKey } from '../../lib/list-sort.ts';

// The sortable columns of the admin query list (QUERY_SORTS, decision 035).
const KEYS: Record<QuerySort, SortKey[]> = {
  createdAt: [sortKey.timestamptz(supportQueries.createdAt)],
  caseNumber: [sortKey.text(supportQueries.caseNumber)],
  subject: [sortKey.text(supportQueries.subject)],
  status: [sortKey.text(supportQueries.status)],
  // Longest waiting first in ascending order; a query nobody waits on sorts last (index
  // queries_sort_waiting_idx, the same expression).
  waitingSince: [sortKey.timestamptz(sql`coalesce(${supportQueries.waitingSince}, 'infinity'::timestamptz)`)],
};

export const querySort = (query: { sort: QuerySort; order: SortOrder }): ListSort => ({
  keys: KEYS[query.sort],
  id: supportQueries.id,
  order: query.order,
});
