import type { VendorPromotionListAnswer } from '@levera/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { VendorPromotion } from '../../../entities/promotion/promotion-types.ts';
import { vendorPromotionKeys } from './promotion-keys.ts';

/** GET /vendor/promotions: all of the vendor's own promotions (grouped on the page). */
export async function listOwnPromotions(): Promise<VendorPromotion[]> {
  const answer = await apiRequest<VendorPromotionListAnswer>('/vendor/promotions', {
    suppressErrorToast: true,
  });
  return answer.data;
}

export function useOwnPromotions() {
  return useQuery({ queryKey: vendorPromotionKeys.list(), queryFn: listOwnPromotions });
}
