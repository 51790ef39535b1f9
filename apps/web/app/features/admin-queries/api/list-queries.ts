import { useListPage } from '../../../lib/list-page-query.ts';
import { type QueryListParams, queryListRequest } from './query-list-request.ts';
import { ADMIN_QUERIES_KEY, type QueryList } from './query-types.ts';

export type { QueryListParams } from './query-list-request.ts';

/** GET /api/queries: contact and vendor queries together, searched, filtered and sorted on the server. */
export function useQueryList(params: QueryListParams) {
  const { path, query } = queryListRequest(params);
  return useListPage<QueryList>([...ADMIN_QUERIES_KEY, 'list', params], path, query);
}
