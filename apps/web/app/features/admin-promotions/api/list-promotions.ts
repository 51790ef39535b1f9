import type { PromotionListAnswer } from '@levera/domain';
import { useListPage } from '../../../lib/list-page-query.ts';
import { adminPromotionKeys, type PromotionListFilters } from './promotion-types.ts';

export const PROMOTIONS_PAGE_SIZE = 20;

/** GET /promotions?status&q&sort&order&page: searched, filtered and sorted on the server (DESIGN.md §8). */
export function usePromotions(filters: PromotionListFilters) {
  return useListPage<PromotionListAnswer>(adminPromotionKeys.list(filters), '/promotions', {
    q: filters.q,
    status: filters.status,
    sort: filters.sort,
    order: filters.order,
    page: filters.page,
    pageSize: PROMOTIONS_PAGE_SIZE,
  });
}
