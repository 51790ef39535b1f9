import type { Promotion, PromotionChangeAnswer } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { vendorPromotionKeys } from './promotion-keys.ts';

/** PUT /vendor/promotions/{id}: only while pending (409 otherwise). */
export function updatePromotion({ id, promotion }: { id: string; promotion: Promotion }) {
  return apiRequest<PromotionChangeAnswer>(`/vendor/promotions/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: promotion,
    successToast: true,
    suppressErrorToast: true,
  });
}

export function useUpdatePromotion() {
  return useInvalidatingMutation(updatePromotion, vendorPromotionKeys.all);
}
