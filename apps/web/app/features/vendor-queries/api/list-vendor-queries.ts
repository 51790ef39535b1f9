import { type ListPageRequest, useListPage } from '../../../lib/list-page-query.ts';
import { VENDOR_QUERIES_KEY, type VendorQueryList } from './vendor-query-types.ts';

export const VENDOR_QUERIES_PAGE_SIZE = 10;

/** The list's page: its cache key and request (the route's client loader too). */
export function vendorQueriesPage(page: number): ListPageRequest {
  return {
    queryKey: [...VENDOR_QUERIES_KEY, 'list', page],
    path: '/vendor/queries',
    query: { page, pageSize: VENDOR_QUERIES_PAGE_SIZE },
  };
}

/** GET /api/vendor/queries: the signed-in vendor's own queries, newest first, with responses. */
export function useVendorQueries(page: number) {
  const { queryKey, path, query } = vendorQueriesPage(page);
  return useListPage<VendorQueryList>(queryKey, path, query);
}
