import type { SuccessAnswer } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { VENDORS_QUERY_KEY } from './vendor-types.ts';

/** DELETE /api/vendors/{id}: the account, its sessions, menu and promotions; cannot be undone. */
export function deleteVendor(id: string): Promise<SuccessAnswer> {
  return apiRequest(`/vendors/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    successToast: true,
    suppressErrorToast: true,
  });
}

export function useDeleteVendor() {
  return useInvalidatingMutation(deleteVendor, VENDORS_QUERY_KEY);
}
