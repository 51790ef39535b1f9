import type { BulkAnswer, BulkTargetsAnswer, QueryBulkAction } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import type { BulkRequest } from '../../../lib/use-bulk-selection.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import type { QueryListParams } from './list-queries.ts';
import { ADMIN_QUERIES_KEY } from './query-types.ts';

/** GET /api/queries/ids: every query the tab, status filter and search select ("select all matching"). */
export function fetchQueryTargets(
  params: Omit<QueryListParams, 'page' | 'pageSize'>,
): Promise<BulkTargetsAnswer> {
  return apiRequest<BulkTargetsAnswer>('/queries/ids', {
    query: {
      type: params.tab === 'all' ? '' : params.tab,
      status: params.status,
      assignee: params.assignee ?? '',
      q: params.q.trim(),
    },
  });
}

/** POST /api/queries/bulk: one action on the selected queries; the list refreshes when it settles. */
export function useBulkQueryAction() {
  return useInvalidatingMutation(
    (body: BulkRequest<QueryBulkAction>) => apiRequest<BulkAnswer>('/queries/bulk', { method: 'POST', body }),
    ADMIN_QUERIES_KEY,
  );
}
