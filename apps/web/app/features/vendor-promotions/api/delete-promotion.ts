import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { vendorPromotionKeys } from './promotion-keys.ts';

/** DELETE /vendor/promotions/{id}: only while pending (409 otherwise). */
export function deletePromotion(id: string) {
  return apiRequest<{ success: true; message: string }>(`/vendor/promotions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    successToast: true,
    suppressErrorToast: true,
  });
}

export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromotion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorPromotionKeys.all }),
  });
}
