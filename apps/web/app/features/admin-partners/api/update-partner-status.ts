import type { PartnerAction, PartnerChangeAnswer, PartnerStatus } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { partnersQueryKey } from './get-partners.ts';

/**
 * `PATCH /partners/{id}/status`, based on the status the screen showed: the server's message is the
 * success toast, a failure the error toast ("changed by someone else" when another admin was faster).
 */
export function updatePartnerStatus(
  id: string,
  action: PartnerAction,
  expectedStatus: PartnerStatus,
  reason?: string,
): Promise<PartnerChangeAnswer> {
  return apiRequest<PartnerChangeAnswer>(`/partners/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { action, expectedStatus, ...(reason && { reason }) },
    successToast: true,
  });
}

/** An admin action on an application; the row shows it busy until the refetched list has its new status. */
export function useUpdatePartnerStatus() {
  return useInvalidatingMutation(
    ({
      id,
      action,
      expectedStatus,
      reason,
    }: {
      id: string;
      action: PartnerAction;
      expectedStatus: PartnerStatus;
      reason?: string;
    }) => updatePartnerStatus(id, action, expectedStatus, reason),
    partnersQueryKey,
  );
}
