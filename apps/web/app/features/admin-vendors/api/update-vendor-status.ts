import type { VendorStatus } from '@levera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { VENDORS_QUERY_KEY } from './vendor-types.ts';

export type VendorStatusAnswer = {
  success: true;
  message: string;
  data: { id: string; vendorName: string; status: VendorStatus; previousStatus: VendorStatus };
};

/**
 * PATCH /api/vendors/{id}/status. The answer carries the previous status, which an undo sends back
 * (with `undo: true`, so the server answers "The last action was undone" and logs it as an undo).
 * The caller shows the toasts: the success toast has an Undo action.
 */
export function updateVendorStatus({
  id,
  status,
  isUndo = false,
}: {
  id: string;
  status: VendorStatus;
  isUndo?: boolean;
}) {
  return apiRequest<VendorStatusAnswer>(`/vendors/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: isUndo ? { status, undo: true } : { status },
    suppressErrorToast: true,
  });
}

export function useUpdateVendorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendorStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VENDORS_QUERY_KEY }),
  });
}
