import type { PromotionAction } from '@levera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type AdminPromotion, adminPromotionKeys } from './promotion-types.ts';

/**
 * PATCH /promotions/{id}/status: approve, reject, set pending or mark expired. The server's message
 * is toasted either way ('Promotion status updated', or why the action was refused).
 */
export function updatePromotionStatus({ id, action }: { id: string; action: PromotionAction }) {
  return apiRequest<{ success: true; message: string; data: AdminPromotion }>(
    `/promotions/${encodeURIComponent(id)}/status`,
    { method: 'PATCH', body: { action }, successToast: true },
  );
}

export function useUpdatePromotionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromotionStatus,
    // The list, the stats and the open details all change (or were stale, if refused).
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPromotionKeys.all }),
  });
}
