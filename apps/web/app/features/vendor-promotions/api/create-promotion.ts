import type { Promotion } from '@levera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { VendorPromotion } from '../../../entities/promotion/promotion-types.ts';
import { vendorPromotionKeys } from './promotion-keys.ts';

/** POST /vendor/promotions: the server toasts 'Promotion created successfully'. */
export function createPromotion(promotion: Promotion) {
  return apiRequest<{ success: true; message: string; data: VendorPromotion }>('/vendor/promotions', {
    method: 'POST',
    body: promotion,
    successToast: true,
    suppressErrorToast: true,
  });
}

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorPromotionKeys.all }),
  });
}
