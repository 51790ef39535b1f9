import type { SuccessAnswer, VendorStatus, VendorUpdate } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { VENDORS_QUERY_KEY } from './vendor-types.ts';

type UpdateVendorAnswer = SuccessAnswer;

/**
 * PUT /api/vendors/{id}: a blank password keeps the current one (it is left out of the body). The
 * status is sent only when the admin changed it, with the status the dialog was opened on, so an
 * edit never puts back a status another admin has set meanwhile (409 stale_status instead).
 */
export function updateVendor({
  id,
  vendor,
  shownStatus,
}: {
  id: string;
  vendor: VendorUpdate;
  shownStatus: VendorStatus;
}): Promise<UpdateVendorAnswer> {
  const { password, status, expectedStatus: _expected, ...rest } = vendor;
  return apiRequest<UpdateVendorAnswer>(`/vendors/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: {
      ...rest,
      ...(password && { password }),
      ...(status && status !== shownStatus && { status, expectedStatus: shownStatus }),
    },
    successToast: true,
    suppressErrorToast: true,
  });
}

export function useUpdateVendor() {
  // Refused as stale too: the list then shows what the other admin did.
  return useInvalidatingMutation(updateVendor, VENDORS_QUERY_KEY);
}
