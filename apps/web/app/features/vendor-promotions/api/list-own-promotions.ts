import { PAGE_SIZE, type PromotionDisplayStatus, type VendorPromotionListAnswer } from '@levera/domain';
import { useListPage } from '../../../lib/list-page-query.ts';
import { vendorPromotionKeys } from './promotion-keys.ts';

export type OwnPromotionListParams = { status: PromotionDisplayStatus | ''; page: number; pageSize?: number };

/**
 * GET /vendor/promotions: one page of the vendor's own promotions, of one status or all, with the
 * counts of each status (paged on the server, issue 20). The previous page stays while the next loads.
 */
export function useOwnPromotions(params: OwnPromotionListParams) {
  const pageSize = params.pageSize ?? PAGE_SIZE.default;
  return useListPage<VendorPromotionListAnswer>(
    [...vendorPromotionKeys.list(), { ...params, pageSize }],
    '/vendor/promotions',
    { status: params.status, page: params.page, pageSize },
  );
}
