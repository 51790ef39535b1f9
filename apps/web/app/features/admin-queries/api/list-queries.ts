import { PAGE_SIZE, type QueryStatus } from '@levera/domain';
import { useListPage } from '../../../lib/list-page-query.ts';
import { ADMIN_QUERIES_KEY, type QueryList, type QueryTab } from './query-types.ts';

export type QueryListParams = {
  tab: QueryTab;
  status: QueryStatus | '';
  q: string;
  page: number;
  pageSize?: number;
};

/** GET /api/queries: contact and vendor queries together, newest first, searched and filtered on the server. */
export function useQueryList(params: QueryListParams) {
  return useListPage<QueryList>([...ADMIN_QUERIES_KEY, 'list', params], '/queries', {
    type: params.tab === 'all' ? '' : params.tab,
    status: params.status,
    q: params.q.trim(),
    page: params.page,
    pageSize: params.pageSize ?? PAGE_SIZE.default,
  });
}
