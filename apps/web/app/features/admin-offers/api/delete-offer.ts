import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { offerKeys } from './offer-types.ts';

/** DELETE /offers/{id}. */
export function deleteOffer(id: string) {
  return apiRequest<{ success: true; message: string }>(`/offers/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    successToast: true,
    suppressErrorToast: true,
  });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
