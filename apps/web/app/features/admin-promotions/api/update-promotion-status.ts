import type { AdminPromotionChangeAnswer, PromotionAction, PromotionStatus } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { adminPromotionKeys } from './promotion-types.ts';

/**
 * PATCH /promotions/{id}/status: approve, reject, set pending or mark expired, based on the status
 * the screen showed. The server's message is toasted either way ('Promotion status updated', or why
 * the action was refused, e.g. another admin changed the promotion first).
 */
export function updatePromotionStatus({
  id,
  action,
  expectedStatus,
  reason,
}: {
  id: string;
  action: PromotionAction;
  expectedStatus: PromotionStatus;
  /** Why, for a rejection (shown to the vendor); left out when blank. */
  reason?: string;
}) {
  return apiRequest<AdminPromotionChangeAnswer>(`/promotions/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { action, expectedStatus, ...(reason && { reason }) },
    successToast: true,
  });
}

export function useUpdatePromotionStatus() {
  // The list, the stats and the open details all change (or were stale, if refused).
  return useInvalidatingMutation(updatePromotionStatus, adminPromotionKeys.all);
}
