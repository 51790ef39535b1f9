import type { SuccessAnswer } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { vendorPromotionKeys } from './promotion-keys.ts';

/** DELETE /vendor/promotions/{id}: only while pending (409 otherwise). */
export function deletePromotion(id: string) {
  return apiRequest<SuccessAnswer>(`/vendor/promotions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    successToast: true,
    suppressErrorToast: true,
  });
}

export function useDeletePromotion() {
  return useInvalidatingMutation(deletePromotion, vendorPromotionKeys.all);
}
