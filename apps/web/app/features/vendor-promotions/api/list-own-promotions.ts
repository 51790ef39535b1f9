import { PAGE_SIZE, type PromotionDisplayStatus, type VendorPromotionListAnswer } from '@levera/domain';
import { useListPage } from '../../../lib/list-page-query.ts';
import { vendorPromotionKeys } from './promotion-keys.ts';

export type OwnPromotionListParams = { status: PromotionDisplayStatus | ''; page: number; pageSize?: number };

/** The list's page for these parameters: its cache key and request (the route's client loader too). */
export function ownPromotionsPage(params: OwnPromotionListParams) {
  const pageSize = params.pageSize ?? PAGE_SIZE.default;
  return {
    queryKey: [...vendorPromotionKeys.list(), { ...params, pageSize }],
    path: '/vendor/promotions',
    query: { status: params.status, page: params.page, pageSize },
  };
}

/**
 * GET /vendor/promotions: one page of the vendor's own promotions, of one status or all, with the
 * counts of each status (paged on the server, issue 20). The previous page stays while the next loads.
 */
export function useOwnPromotions(params: OwnPromotionListParams) {
  const { queryKey, path, query } = ownPromotionsPage(params);
  return useListPage<VendorPromotionListAnswer>(queryKey, path, query);
}
