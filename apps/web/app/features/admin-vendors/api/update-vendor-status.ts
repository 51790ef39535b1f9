import type { VendorStatus, VendorStatusChangeAnswer } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { VENDORS_QUERY_KEY } from './vendor-types.ts';

/**
 * PATCH /api/vendors/{id}/status, based on `expectedStatus` (the status the screen showed). The
 * answer carries the previous status, which an undo sends back (with `undo: true`, so the server
 * answers "The last action was undone" and logs it as an undo), expecting the status the undone
 * change set: if another admin has changed the vendor since, the server refuses (409 stale_status).
 * The caller shows the toasts: the success toast has an Undo action.
 */
export function updateVendorStatus({
  id,
  status,
  expectedStatus,
  isUndo = false,
  reason,
}: {
  id: string;
  status: VendorStatus;
  expectedStatus: VendorStatus;
  isUndo?: boolean;
  /** Why, when switching the vendor off (shown to the vendor); left out when blank. */
  reason?: string;
}) {
  return apiRequest<VendorStatusChangeAnswer>(`/vendors/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: isUndo
      ? { status, expectedStatus, undo: true }
      : { status, expectedStatus, ...(reason && { reason }) },
    suppressErrorToast: true,
  });
}

export function useUpdateVendorStatus() {
  return useInvalidatingMutation(updateVendorStatus, VENDORS_QUERY_KEY);
}
