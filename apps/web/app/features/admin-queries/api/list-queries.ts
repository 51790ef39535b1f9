import { PAGE_SIZE, type QuerySort, type QueryStatus, type SortOrder } from '@levera/domain';
import { useListPage } from '../../../lib/list-page-query.ts';
import { ADMIN_QUERIES_KEY, type QueryList, type QueryTab } from './query-types.ts';

export type QueryListParams = {
  tab: QueryTab;
  status: QueryStatus | '';
  q: string;
  page: number;
  pageSize?: number;
  sort?: QuerySort;
  order?: SortOrder;
};

/** GET /api/queries: contact and vendor queries together, searched, filtered and sorted on the server. */
export function useQueryList(params: QueryListParams) {
  return useListPage<QueryList>([...ADMIN_QUERIES_KEY, 'list', params], '/queries', {
    type: params.tab === 'all' ? '' : params.tab,
    status: params.status,
    q: params.q.trim(),
    sort: params.sort,
    order: params.order,
    page: params.page,
    pageSize: params.pageSize ?? PAGE_SIZE.default,
  });
}
