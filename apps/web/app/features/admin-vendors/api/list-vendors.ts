import {
  PAGE_SIZE,
  type SortOrder,
  VENDOR_LIST_STATUSES,
  VENDOR_SORTS,
  type VendorListAnswer,
  type VendorListStatus,
  type VendorSort,
} from '@levera/domain';
import { type ListPageRequest, useListPage } from '../../../lib/list-page-query.ts';
import { oneOf } from '../../../lib/one-of.ts';
import { readListPage } from '../../../lib/use-list-params.ts';
import { readListSort } from '../../../lib/use-list-sort.ts';
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

/** The list's parameters from its address: the screen reads them so, and the route's client loader. */
export function readVendorListParams(search: { get: (key: string) => string | null }): VendorListParams {
  return {
    q: search.get('q') ?? '',
    status: oneOf(VENDOR_LIST_STATUSES, search.get('status')) ?? '',
    ...readListSort(search, VENDOR_SORTS),
    page: readListPage(search),
    pageSize: PAGE_SIZE.default,
  };
}

/** The list's page for these parameters: its cache key and request (the route's client loader too). */
export function vendorsPage(params: VendorListParams): ListPageRequest {
  return {
    queryKey: [...VENDORS_QUERY_KEY, 'list', params],
    path: '/vendors',
    query: {
      q: params.q.trim(),
      status: params.status,
      sort: params.sort,
      order: params.order,
      page: params.page,
      pageSize: params.pageSize ?? PAGE_SIZE.default,
    },
  };
}

/** GET /api/vendors: searched, filtered and sorted on the server. */
export function useVendors(params: VendorListParams) {
  const { queryKey, path, query } = vendorsPage(params);
  return useListPage<VendorList>(queryKey, path, query);
}
