import { useListPage } from '../../../lib/list-page-query.ts';
import { VENDOR_QUERIES_KEY, type VendorQueryList } from './vendor-query-types.ts';

export const VENDOR_QUERIES_PAGE_SIZE = 10;

/** GET /api/vendor/queries: the signed-in vendor's own queries, newest first, with responses. */
export function useVendorQueries(page: number) {
  return useListPage<VendorQueryList>([...VENDOR_QUERIES_KEY, 'list', page], '/vendor/queries', {
    page,
    pageSize: VENDOR_QUERIES_PAGE_SIZE,
  });
}
