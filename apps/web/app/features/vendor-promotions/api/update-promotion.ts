import type { Promotion } from '@levera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { VendorPromotion } from '../../../entities/promotion/promotion-types.ts';
import { vendorPromotionKeys } from './promotion-keys.ts';

/** PUT /vendor/promotions/{id}: only while pending (409 otherwise). */
export function updatePromotion({ id, promotion }: { id: string; promotion: Promotion }) {
  return apiRequest<{ success: true; message: string; data: VendorPromotion }>(
    `/vendor/promotions/${encodeURIComponent(id)}`,
    { method: 'PUT', body: promotion, successToast: true, suppressErrorToast: true },
  );
}

export function useUpdatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromotion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorPromotionKeys.all }),
  });
}
