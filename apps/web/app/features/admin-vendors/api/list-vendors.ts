import type { VendorListAnswer } from '@levera/domain';
import { PAGE_SIZE, type SortOrder, type VendorSort, type VendorListStatus } from '@levera/domain';
import { useListPage } from '../../../lib/list-page-query.ts';
import { VENDORS_QUERY_KEY } from './vendor-types.ts';

export type VendorListParams = {
  q: string;
  status: VendorListStatus | '';
  page: number;
  pageSize?: number;
  sort?: VendorSort;
  order?: SortOrder;
};
export type VendorList = VendorListAnswer;

/** GET /api/vendors: searched, filtered and sorted on the server. */
export function useVendors(params: VendorListParams) {
  return useListPage<VendorList>([...VENDORS_QUERY_KEY, 'list', params], '/vendors', {
    q: params.q.trim(),
    status: params.status,
    sort: params.sort,
    order: params.order,
    page: params.page,
    pageSize: params.pageSize ?? PAGE_SIZE.default,
  });
}
