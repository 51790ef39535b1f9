import type { QuerySort, SortOrder } from '@levera/domain';
import { supportQueries } from '../../db/schema.ts';
import { type ListSort, type SortKey, sortKey } from '../../lib/list-sort.ts';

// The sortable columns of the admin query list (QUERY_SORTS, decision 035).
const KEYS: Record<QuerySort, SortKey[]> = {
  createdAt: [sortKey.timestamptz(supportQueries.createdAt)],
  caseNumber: [sortKey.text(supportQueries.caseNumber)],
  subject: [sortKey.text(supportQueries.subject)],
  status: [sortKey.text(supportQueries.status)],
};

export const querySort = (query: { sort: QuerySort; order: SortOrder }): ListSort => ({
  keys: KEYS[query.sort],
  id: supportQueries.id,
  order: query.order,
});
