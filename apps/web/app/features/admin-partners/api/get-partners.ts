import {
  PAGE_SIZE,
  PARTNER_SORTS,
  PARTNER_STATUSES,
  PARTNER_TYPES,
  type PartnerListAnswer,
  type PartnerRecord,
  type PartnerSort,
  type PartnerStatus,
  type PartnerType,
  type SortOrder,
} from '@levera/domain';
import { type ListPageRequest, useListPage } from '../../../lib/list-page-query.ts';
import { oneOf } from '../../../lib/one-of.ts';
import { readListPage } from '../../../lib/use-list-params.ts';
import { readListSort } from '../../../lib/use-list-sort.ts';

export type { PartnerRecord };

export type PartnerListParams = {
  type: PartnerType | null;
  status: PartnerStatus | null;
  q: string;
  sort: PartnerSort;
  order: SortOrder;
  page: number;
  pageSize: number;
};

export const partnersQueryKey = ['admin', 'partners'] as const;

/** The list's parameters from its address: the screen reads them so, and the route's client loader. */
export function readPartnerListParams(search: { get: (key: string) => string | null }): PartnerListParams {
  return {
    type: oneOf(PARTNER_TYPES, search.get('type')),
    status: oneOf(PARTNER_STATUSES, search.get('status')),
    q: search.get('q') ?? '',
    ...readListSort(search, PARTNER_SORTS),
    page: readListPage(search),
    pageSize: PAGE_SIZE.default,
  };
}

/** The list's page for these parameters: its cache key and request (the route's client loader too). */
export function partnersPage(params: PartnerListParams): ListPageRequest {
  return {
    queryKey: [...partnersQueryKey, params],
    path: '/partners',
    query: {
      type: params.type,
      status: params.status,
      q: params.q.trim(),
      sort: params.sort,
      order: params.order,
      page: params.page,
      pageSize: params.pageSize,
    },
  };
}

/** `GET /partners`: one page of applications, searched and filtered on the server. */
export function usePartners(params: PartnerListParams) {
  const { queryKey, path, query } = partnersPage(params);
  return useListPage<PartnerListAnswer>(queryKey, path, query);
}
