import { useListPage } from '../../../lib/list-page-query.ts';
import { type QueryListParams, queryListRequest } from './query-list-request.ts';
import { ADMIN_QUERIES_KEY, type QueryList } from './query-types.ts';

export type { QueryListParams } from './query-list-request.ts';

/** The list's page for these parameters: its cache key and request (the route's client loader too). */
export function queryListPage(params: QueryListParams) {
  return { queryKey: [...ADMIN_QUERIES_KEY, 'list', params], ...queryListRequest(params) };
}

/** GET /api/queries: contact and vendor queries together, searched, filtered and sorted on the server. */
export function useQueryList(params: QueryListParams) {
  const { queryKey, path, query } = queryListPage(params);
  return useListPage<QueryList>(queryKey, path, query);
}
