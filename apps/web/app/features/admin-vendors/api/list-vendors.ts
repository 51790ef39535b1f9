import { PAGE_SIZE, type VendorStatus } from '@levera/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { VENDORS_QUERY_KEY, type Vendor } from './vendor-types.ts';

export type VendorListParams = { q: string; status: VendorStatus | ''; page: number; pageSize?: number };
export type VendorList = { data: Vendor[]; total: number };

/** GET /api/vendors: newest first, searched and filtered on the server. */
export function listVendors(params: VendorListParams, signal?: AbortSignal): Promise<VendorList> {
  return apiRequest<VendorList>('/vendors', {
    query: {
      q: params.q.trim(),
      status: params.status,
      page: params.page,
      pageSize: params.pageSize ?? PAGE_SIZE.default,
    },
    // The screen shows a failed load in place, with a Retry button.
    suppressErrorToast: true,
    signal,
  });
}

export function useVendors(params: VendorListParams) {
  return useQuery({
    queryKey: [...VENDORS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => listVendors(params, signal),
    placeholderData: keepPreviousData,
  });
}
