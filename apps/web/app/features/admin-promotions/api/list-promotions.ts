import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AdminPromotion } from '../../../entities/promotion/promotion-types.ts';
import { adminPromotionKeys, type PromotionListFilters } from './promotion-types.ts';

export const PROMOTIONS_PAGE_SIZE = 20;

export type PromotionPage = { data: AdminPromotion[]; total: number; page: number; pageSize: number };

/** GET /promotions?status&q&page: searched and filtered on the server (DESIGN.md §8). */
export function listPromotions(filters: PromotionListFilters): Promise<PromotionPage> {
  return apiRequest<PromotionPage>('/promotions', {
    query: { q: filters.q, status: filters.status, page: filters.page, pageSize: PROMOTIONS_PAGE_SIZE },
    suppressErrorToast: true,
  });
}

export function usePromotions(filters: PromotionListFilters) {
  return useQuery({
    queryKey: adminPromotionKeys.list(filters),
    queryFn: () => listPromotions(filters),
    placeholderData: keepPreviousData,
  });
}
