import { PROMOTION_DISPLAY_STATUSES, PROMOTION_SORTS, type PromotionListAnswer } from '@levera/domain';
import { type ListPageRequest, useListPage } from '../../../lib/list-page-query.ts';
import { oneOf } from '../../../lib/one-of.ts';
import { readListPage } from '../../../lib/use-list-params.ts';
import { readListSort } from '../../../lib/use-list-sort.ts';
import { adminPromotionKeys, type PromotionListFilters } from './promotion-types.ts';

export const PROMOTIONS_PAGE_SIZE = 20;

/** The list's filters from its address: the screen reads them so, and the route's client loader. */
export function readPromotionListFilters(search: {
  get: (key: string) => string | null;
}): PromotionListFilters {
  return {
    q: search.get('q') ?? '',
    status: oneOf(PROMOTION_DISPLAY_STATUSES, search.get('status')) ?? '',
    page: readListPage(search),
    ...readListSort(search, PROMOTION_SORTS),
  };
}

/** The list's page for these filters: its cache key and request (the route's client loader too). */
export function promotionsPage(filters: PromotionListFilters): ListPageRequest {
  return {
    queryKey: adminPromotionKeys.list(filters),
    path: '/promotions',
    query: {
      q: filters.q,
      status: filters.status,
      sort: filters.sort,
      order: filters.order,
      page: filters.page,
      pageSize: PROMOTIONS_PAGE_SIZE,
    },
  };
}

/** GET /promotions?status&q&sort&order&page: searched, filtered and sorted on the server (DESIGN.md §8). */
export function usePromotions(filters: PromotionListFilters) {
  const { queryKey, path, query } = promotionsPage(filters);
  return useListPage<PromotionListAnswer>(queryKey, path, query);
}
