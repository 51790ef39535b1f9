import type { PromotionDataAnswer } from '@levera/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import type { VendorPromotion } from '../../../entities/promotion/promotion-types.ts';
import { vendorPromotionKeys } from './promotion-keys.ts';

/** GET /vendor/promotions/{id}: one own promotion (another vendor's answers 404). */
export async function getOwnPromotion(id: string): Promise<VendorPromotion> {
  const answer = await apiRequest<PromotionDataAnswer>(`/vendor/promotions/${encodeURIComponent(id)}`, {
    suppressErrorToast: true,
  });
  return answer.data;
}

export function useOwnPromotion(id: string) {
  return useQuery({
    queryKey: vendorPromotionKeys.detail(id),
    queryFn: () => getOwnPromotion(id),
    // Always read fresh: an admin may have reviewed it since the list was loaded.
    staleTime: 0,
    // A 404 will not turn into a promotion by asking again.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status !== null && error.status < 500) && failures < 1,
  });
}
