import type { Promotion, PromotionChangeAnswer } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { vendorPromotionKeys } from './promotion-keys.ts';

/** POST /vendor/promotions: the server toasts 'Promotion created successfully'. */
export function createPromotion(promotion: Promotion) {
  return apiRequest<PromotionChangeAnswer>('/vendor/promotions', {
    method: 'POST',
    body: promotion,
    successToast: true,
    suppressErrorToast: true,
  });
}

export function useCreatePromotion() {
  return useInvalidatingMutation(createPromotion, vendorPromotionKeys.all);
}
