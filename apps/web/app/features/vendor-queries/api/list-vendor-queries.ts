import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { VENDOR_QUERIES_KEY, type VendorQueryList } from './vendor-query-types.ts';

export const VENDOR_QUERIES_PAGE_SIZE = 10;

/** GET /api/vendor/queries: the signed-in vendor's own queries, newest first, with responses. */
export function listVendorQueries(page: number, signal?: AbortSignal): Promise<VendorQueryList> {
  return apiRequest<VendorQueryList>('/vendor/queries', {
    query: { page, pageSize: VENDOR_QUERIES_PAGE_SIZE },
    // The list shows a failed load in place, with a Retry button.
    suppressErrorToast: true,
    signal,
  });
}

export function useVendorQueries(page: number) {
  return useQuery({
    queryKey: [...VENDOR_QUERIES_KEY, 'list', page],
    queryFn: ({ signal }) => listVendorQueries(page, signal),
    placeholderData: keepPreviousData,
  });
}
